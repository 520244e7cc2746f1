package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.AnsiEscapes;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the numbers in a line: integers, decimals, exponents, also with a unit glued on ({@code 4.98it/s}), but not
 * the digits inside words like {@code v2}, nor the parameters of terminal escapes ({@code ESC[31m}, {@code CSI 31 m}:
 * a colour, not a value; a number right after one counts).
 */
final class Numbers {
    static final String PLACEHOLDER = "\u0001";

    private Numbers() {
    }

    /**
     * The text with every number replaced by {@link #PLACEHOLDER}, and the numbers in order. A hand-written scan
     * (it runs on every differing line) matching what {@code (?<![\w.])[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?}
     * would.
     */
    static Extracted extract(String text) {
        List<String> numbers = null;
        StringBuilder skeleton = null;
        int last = 0;
        int i = 0;
        int escapeEnd = -1;
        while (i < text.length()) {
            if (AnsiEscapes.startsSequence(text.charAt(i))) {
                escapeEnd = Math.max(i + 1, AnsiEscapes.csiEnd(text, i, text.length()));
                i = escapeEnd;
                continue;
            }
            int end = numberAt(text, i, i == escapeEnd);
            if (end < 0) {
                i++;
                continue;
            }
            if (numbers == null) {
                numbers = new ArrayList<>();
                skeleton = new StringBuilder(text.length());
            }
            numbers.add(text.substring(i, end));
            skeleton.append(text, last, i).append(PLACEHOLDER);
            last = end;
            i = end;
        }
        if (numbers == null) {
            return new Extracted(text, List.of());
        }
        return new Extracted(skeleton.append(text, last, text.length()).toString(), numbers);
    }

    /** The end of the number starting at {@code start}, or -1; {@code afterEscape}: right after an escape sequence. */
    private static int numberAt(String text, int start, boolean afterEscape) {
        if (start > 0 && !afterEscape && isWordOrDot(text.charAt(start - 1))) {
            return -1;
        }
        int i = start;
        if (text.charAt(i) == '-' || text.charAt(i) == '+') {
            i++;
        }
        int digits = skipDigits(text, i);
        if (digits > i) {
            i = digits;
            if (i < text.length() && text.charAt(i) == '.') {
                i = skipDigits(text, i + 1);
            }
        } else if (i < text.length() && text.charAt(i) == '.' && skipDigits(text, i + 1) > i + 1) {
            i = skipDigits(text, i + 1);
        } else {
            return -1;
        }
        if (i < text.length() && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            int exponent = i + 1;
            if (exponent < text.length() && (text.charAt(exponent) == '-' || text.charAt(exponent) == '+')) {
                exponent++;
            }
            int exponentEnd = skipDigits(text, exponent);
            if (exponentEnd > exponent) {
                i = exponentEnd;
            }
        }
        return i;
    }

    private static int skipDigits(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        return i;
    }

    private static boolean isWordOrDot(char c) {
        return c == '.' || c == '_' || Character.isLetterOrDigit(c);
    }

    record Extracted(String skeleton, List<String> numbers) {
        double[] values() {
            double[] values = new double[numbers.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = parse(numbers.get(i));
            }
            return values;
        }
    }

    private static double parse(String number) {
        try {
            return Double.parseDouble(number);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
