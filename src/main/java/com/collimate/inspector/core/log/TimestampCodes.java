package com.collimate.inspector.core.log;

import java.util.Arrays;

/**
 * One segment's timestamps as one long a run, each decoding to exactly the text logged. The low two bits tell the
 * kind: an integer (epoch seconds to nanoseconds, 62 bits), a plain decimal (up to 15 fraction digits, 58 bits of
 * digits), an ISO 8601 date-time ({@link IsoDateTime}: seconds from the segment's first one, fraction digits, 'T' or
 * space, and one of the segment's first {@link #SUFFIXES} zone suffixes), or an arena reference for anything else.
 * {@link #NONE} is the reference -1. One writer thread; readers see the codes published to them.
 */
final class TimestampCodes {
    static final long NONE = -1L;
    static final int SUFFIXES = 32;

    private static final int TAG_INTEGER = 0;
    private static final int TAG_DECIMAL = 1;
    private static final int TAG_ISO = 2;
    private static final int TAG_TEXT = 3;
    private static final int MAX_SCALE = 15;
    private static final int DELTA_BITS = 25;
    private static final int FRACTION_BITS = 31;
    private static final int MAX_SUFFIX_LENGTH = 8;
    private static final long NO_BASE = Long.MIN_VALUE;

    private final ByteArena texts;
    private final byte[][] suffixes = new byte[SUFFIXES][];
    private int suffixCount;
    private long base = NO_BASE;

    TimestampCodes(ByteArena texts) {
        this.texts = texts;
    }

    /** The code of the JSON value in {@code buf[start, end)}: a string's content or a number's text. */
    long encode(byte[] buf, int start, int end) {
        long code = number(buf, start, end);
        if (code == NONE) {
            code = isoDateTime(buf, start, end);
        }
        return code != NONE ? code : (long) texts.add(buf, start, end) << 2 | TAG_TEXT;
    }

    /** The text logged, null for {@link #NONE}. */
    String decode(long code) {
        switch ((int) code & 3) {
            case TAG_INTEGER:
                return Long.toString(code >> 2);
            case TAG_DECIMAL:
                return decimal(code >> 6, (int) (code >>> 2) & MAX_SCALE);
            case TAG_ISO:
                return IsoDateTime.render(base + (code >> (64 - DELTA_BITS)),
                        (int) (code >>> 8) & ((1 << FRACTION_BITS) - 1),
                        (code >>> 7 & 1) == 1 ? ' ' : 'T',
                        suffixes[(int) (code >>> 2) & (SUFFIXES - 1)]);
            default:
                return code == NONE ? null : texts.decodeString((int) (code >> 2));
        }
    }

    /** Whether the code holds the value itself rather than referring to the arena. */
    static boolean isCompact(long code) {
        return ((int) code & 3) != TAG_TEXT;
    }

    /**
     * -?(0|[1-9]digits)(.digits)?, written back by {@link #decimal} or Long.toString exactly: no exponent, plus sign,
     * leading zero or negative zero.
     */
    private static long number(byte[] buf, int start, int end) {
        int i = start < end && buf[start] == '-' ? start + 1 : start;
        int intStart = i;
        long digits = 0;
        int scale = -1;
        for (; i < end; i++) {
            byte b = buf[i];
            if (b == '.' && scale < 0 && i > intStart && i + 1 < end) {
                scale = 0;
                continue;
            }
            if (b < '0' || b > '9' || digits > (Long.MAX_VALUE - 9) / 10) {
                return NONE;
            }
            digits = digits * 10 + (b - '0');
            if (scale >= 0) {
                scale++;
            }
        }
        boolean negative = intStart > start;
        int intEnd = scale < 0 ? end : end - scale - 1;
        if (intEnd == intStart || buf[intStart] == '0' && intEnd - intStart > 1 || negative && digits == 0) {
            return NONE;
        }
        long value = negative ? -digits : digits;
        if (scale < 0) {
            return value << 2 >> 2 == value ? value << 2 | TAG_INTEGER : NONE;
        }
        return scale <= MAX_SCALE && value << 6 >> 6 == value ? value << 6 | (long) scale << 2 | TAG_DECIMAL : NONE;
    }

    private static String decimal(long unscaled, int scale) {
        String digits = Long.toString(Math.abs(unscaled));
        StringBuilder text = new StringBuilder(digits.length() + scale + 2);
        text.append(unscaled < 0 ? "-" : "");
        for (int pad = digits.length(); pad <= scale; pad++) {
            text.append('0');
        }
        text.append(digits);
        return text.insert(text.length() - scale, '.').toString();
    }

    private long isoDateTime(byte[] buf, int start, int end) {
        IsoDateTime parsed = IsoDateTime.parse(buf, start, end);
        if (parsed == null || end - parsed.suffixStart() > MAX_SUFFIX_LENGTH) {
            return NONE;
        }
        int suffix = suffix(buf, parsed.suffixStart(), end);
        if (suffix < 0) {
            return NONE;
        }
        if (base == NO_BASE) {
            base = parsed.localSeconds();
        }
        long delta = parsed.localSeconds() - base;
        if (delta << (64 - DELTA_BITS) >> (64 - DELTA_BITS) != delta) {
            return NONE;
        }
        return delta << (64 - DELTA_BITS) | (long) parsed.fraction() << 8 | (parsed.space() ? 1L : 0L) << 7
                | (long) suffix << 2 | TAG_ISO;
    }

    /** The number of the zone suffix ("Z", "+00:00", "" ...), -1 when the segment already has {@link #SUFFIXES}. */
    private int suffix(byte[] buf, int start, int end) {
        for (int i = 0; i < suffixCount; i++) {
            if (Arrays.equals(suffixes[i], 0, suffixes[i].length, buf, start, end)) {
                return i;
            }
        }
        if (suffixCount == SUFFIXES) {
            return -1;
        }
        suffixes[suffixCount] = Arrays.copyOfRange(buf, start, end);
        return suffixCount++;
    }
}
