package com.collimate.inspector.ui.runs;

import java.util.Comparator;

/**
 * The order of timestamps as logged: numbers (epoch seconds or milliseconds) by value, before texts (ISO 8601 and the
 * like), which sort by their text, as ISO timestamps of one format and zone do by time. "9" comes before "10", which
 * the text order alone put after it.
 */
final class LoggedTimestamps {
    static final Comparator<String> ORDER = LoggedTimestamps::compare;

    private LoggedTimestamps() {
    }

    private static int compare(String a, String b) {
        boolean aNumber = isNumber(a);
        boolean bNumber = isNumber(b);
        if (aNumber && bNumber) {
            // a double holds epoch milliseconds exactly; nanoseconds too close to tell apart keep the file's order
            return Double.compare(Double.parseDouble(a), Double.parseDouble(b));
        }
        return aNumber != bNumber ? (aNumber ? -1 : 1) : a.compareTo(b);
    }

    /** Whether {@code text} is a JSON number: -?digits(.digits)?([eE][+-]?digits)?. */
    static boolean isNumber(String text) {
        int i = text.startsWith("-") ? 1 : 0;
        int digits = skipDigits(text, i);
        if (digits == i) {
            return false;
        }
        i = digits;
        if (i < text.length() && text.charAt(i) == '.') {
            int fraction = skipDigits(text, i + 1);
            if (fraction == i + 1) {
                return false;
            }
            i = fraction;
        }
        if (i < text.length() && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i++;
            if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
                i++;
            }
            int exponent = skipDigits(text, i);
            if (exponent == i) {
                return false;
            }
            i = exponent;
        }
        return i == text.length();
    }

    private static int skipDigits(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        return i;
    }
}
