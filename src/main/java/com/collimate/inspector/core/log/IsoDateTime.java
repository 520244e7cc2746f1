package com.collimate.inspector.core.log;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.Year;
import java.time.ZoneOffset;

/**
 * The parts of a timestamp written "yyyy-MM-ddTHH:mm:ss[.fraction]suffix" (or with a space for the T) that
 * {@link #render} writes back byte for byte: the local date-time as seconds from 1970, the fraction digits and their
 * count in one number ({@link #fraction}), and where the suffix (the zone: "Z", "+00:00", none...) starts.
 * Leap seconds, invalid dates, more than 9 fraction digits and non-ASCII or escaped suffixes do not parse.
 */
record IsoDateTime(long localSeconds, int fraction, boolean space, int suffixStart) {
    private static final int MAX_FRACTION_DIGITS = 9;
    /** FRACTION_BASE[n]: the first fraction number of n digits, after those of fewer digits (n = 0 is none). */
    private static final int[] FRACTION_BASE = new int[MAX_FRACTION_DIGITS + 2];

    static {
        for (int n = 1; n < FRACTION_BASE.length; n++) {
            FRACTION_BASE[n] = FRACTION_BASE[n - 1] * 10 + 1;
        }
    }

    /** The parts of {@code buf[start, end)}, null when it is not such a date-time. */
    static IsoDateTime parse(byte[] buf, int start, int end) {
        if (end - start < 19 || buf[start + 4] != '-' || buf[start + 7] != '-' || buf[start + 13] != ':'
                || buf[start + 16] != ':' || buf[start + 10] != 'T' && buf[start + 10] != ' ') {
            return null;
        }
        int year = digits(buf, start, 4);
        int month = digits(buf, start + 5, 2);
        int day = digits(buf, start + 8, 2);
        int hour = digits(buf, start + 11, 2);
        int minute = digits(buf, start + 14, 2);
        int second = digits(buf, start + 17, 2);
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > Month.of(month).length(Year.isLeap(year))
                || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
            return null;
        }
        int i = start + 19;
        int count = 0;
        int value = 0;
        if (i + 1 < end && buf[i] == '.' && isDigit(buf[i + 1])) {
            for (i++; i < end && isDigit(buf[i]); i++, count++) {
                if (count == MAX_FRACTION_DIGITS) {
                    return null;
                }
                value = value * 10 + buf[i] - '0';
            }
        }
        for (int s = i; s < end; s++) {
            if (buf[s] < 0x20 || buf[s] > 0x7E || buf[s] == '\\' || buf[s] == '"') {
                return null;
            }
        }
        long seconds = LocalDate.of(year, month, day).toEpochDay() * 86_400L + hour * 3600 + minute * 60 + second;
        return new IsoDateTime(seconds, FRACTION_BASE[count] + value, buf[start + 10] == ' ', i);
    }

    static String render(long localSeconds, int fraction, char separator, byte[] suffix) {
        LocalDateTime t = LocalDateTime.ofEpochSecond(localSeconds, 0, ZoneOffset.UTC);
        StringBuilder text = new StringBuilder(32);
        pad(text, t.getYear(), 4).append('-');
        pad(text, t.getMonthValue(), 2).append('-');
        pad(text, t.getDayOfMonth(), 2).append(separator);
        pad(text, t.getHour(), 2).append(':');
        pad(text, t.getMinute(), 2).append(':');
        pad(text, t.getSecond(), 2);
        int count = 0;
        while (fraction >= FRACTION_BASE[count + 1]) {
            count++;
        }
        if (count > 0) {
            pad(text.append('.'), fraction - FRACTION_BASE[count], count);
        }
        for (byte b : suffix) {
            text.append((char) b);
        }
        return text.toString();
    }

    private static StringBuilder pad(StringBuilder text, int value, int width) {
        String digits = Integer.toString(value);
        for (int i = digits.length(); i < width; i++) {
            text.append('0');
        }
        return text.append(digits);
    }

    /** The value of {@code count} decimal digits at {@code from}, -1 when one is not a digit. */
    private static int digits(byte[] buf, int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; i++) {
            if (!isDigit(buf[i])) {
                return -1;
            }
            value = value * 10 + buf[i] - '0';
        }
        return value;
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }
}
