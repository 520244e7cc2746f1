package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.FloatExitCode;
import com.collimate.inspector.core.model.Seed;

import java.nio.charset.StandardCharsets;

/**
 * Turns the fields {@link RecordFields} found into values. A value of a type the field cannot use (an exit code
 * given as text, ...) yields null here; the loader keeps it as an extra so it is never lost.
 */
final class FieldValues {
    /** The digits of Long.MAX_VALUE and of Long.MIN_VALUE, the limits of an exit code. */
    private static final byte[] LONG_LIMIT = Long.toString(Long.MAX_VALUE).getBytes(StandardCharsets.US_ASCII);
    private static final byte[] LONG_MIN_DIGITS =
            Long.toString(Long.MIN_VALUE).substring(1).getBytes(StandardCharsets.US_ASCII);

    private FieldValues() {
    }

    /** Whether the field is present with a value of a type it can use. */
    static boolean usable(RecordFields fields, Field field) {
        if (!fields.has(field)) {
            return false;
        }
        byte type = fields.type(field);
        if (field == Field.CODE && type == JsonScanner.ARRAY) {
            return fields.nameIndex(field) == 1 && fields.firstNonString(field) < 0;
        }
        if (!field.accepts(type)) {
            return false;
        }
        if (field == Field.EXIT_CODE) {
            return type == JsonScanner.INTEGER ? fitsLong(fields, field)
                    : FloatExitCode.isExactInteger(parseDouble(fields, field));
        }
        // 18 digits keep a step clear of Long.MIN_VALUE, which the index uses to mean "no step"
        return field != Field.STEP || digits(fields, field) < LONG_LIMIT.length;
    }

    /** The field as text: a string's decoded content, or a number's JSON text. Null when not usable. */
    static String text(RecordFields fields, Field field) {
        if (!usable(fields, field)) {
            return null;
        }
        return raw(fields, field);
    }

    /** The string content decoded, or for other types the JSON text as logged. */
    static String raw(RecordFields fields, Field field) {
        byte[] buf = fields.buffer();
        int start = fields.start(field);
        int end = fields.end(field);
        return fields.type(field) == JsonScanner.STRING ? JsonText.decodeString(buf, start, end)
                : JsonText.utf8(buf, start, end);
    }

    static Seed seed(RecordFields fields) {
        if (!fields.has(Field.SEED)) {
            return Seed.missing();
        }
        return fields.type(Field.SEED) == JsonScanner.STRING ? Seed.ofString(raw(fields, Field.SEED))
                : Seed.ofNonString(raw(fields, Field.SEED));
    }

    static Long exitCode(RecordFields fields) {
        return usable(fields, Field.EXIT_CODE) ? usableExitCode(fields) : null;
    }

    /** The exit code of a record whose exit code is {@link #usable}: an integer, or a float naming one. */
    static long usableExitCode(RecordFields fields) {
        return fields.type(Field.EXIT_CODE) == JsonScanner.INTEGER ? parseLong(fields, Field.EXIT_CODE)
                : (long) parseDouble(fields, Field.EXIT_CODE);
    }

    static Long step(RecordFields fields) {
        return usable(fields, Field.STEP) ? parseLong(fields, Field.STEP) : null;
    }

    static Double number(RecordFields fields, Field field) {
        return usable(fields, field) ? parseDouble(fields, field) : null;
    }

    private static final double[] POWERS_OF_TEN = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    /**
     * Parses a validated JSON number. Plain decimals with at most 15 digits take the exact fast path (an integer
     * below 2^53 divided by an exact power of ten rounds correctly); anything else goes to Double.parseDouble.
     */
    static double parseDouble(RecordFields fields, Field field) {
        byte[] buf = fields.buffer();
        int p = fields.start(field);
        int end = fields.end(field);
        boolean negative = buf[p] == '-';
        int i = negative ? p + 1 : p;
        long mantissa = 0;
        int digits = 0;
        int fraction = -1;
        for (; i < end; i++) {
            byte b = buf[i];
            if (b == '.') {
                fraction = 0;
                continue;
            }
            if (b < '0' || b > '9' || ++digits > 15) {
                return Double.parseDouble(JsonText.utf8(buf, p, end));
            }
            mantissa = mantissa * 10 + (b - '0');
            if (fraction >= 0) {
                fraction++;
            }
        }
        double value = fraction > 0 ? mantissa / POWERS_OF_TEN[fraction] : mantissa;
        return negative ? -value : value;
    }

    /**
     * Whether a validated JSON integer is within the range of a long. JSON has no leading zeros, so the digit count
     * decides, and at 19 digits a comparison of the text with the limit does.
     */
    private static boolean fitsLong(RecordFields fields, Field field) {
        int digits = digits(fields, field);
        if (digits != LONG_LIMIT.length) {
            return digits < LONG_LIMIT.length;
        }
        byte[] buf = fields.buffer();
        int first = fields.end(field) - digits;
        byte[] limit = buf[fields.start(field)] == '-' ? LONG_MIN_DIGITS : LONG_LIMIT;
        for (int i = 0; i < digits; i++) {
            if (buf[first + i] != limit[i]) {
                return buf[first + i] < limit[i];
            }
        }
        return true;
    }

    /** The number of digits of a validated JSON integer. */
    private static int digits(RecordFields fields, Field field) {
        int length = fields.end(field) - fields.start(field);
        return fields.buffer()[fields.start(field)] == '-' ? length - 1 : length;
    }

    /**
     * Parses a validated JSON integer in the range of a long without allocating. Accumulates negatively, since
     * Long.MIN_VALUE has no positive counterpart.
     */
    static long parseLong(RecordFields fields, Field field) {
        byte[] buf = fields.buffer();
        int p = fields.start(field);
        int end = fields.end(field);
        boolean negative = buf[p] == '-';
        if (negative) {
            p++;
        }
        long value = 0;
        while (p < end) {
            value = value * 10 - (buf[p++] - '0');
        }
        return negative ? value : -value;
    }
}
