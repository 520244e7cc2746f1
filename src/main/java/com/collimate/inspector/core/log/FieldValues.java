package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Seed;

/**
 * Turns the fields {@link RecordFields} found into values. A value of a type the field cannot use (an exit code
 * given as text, ...) yields null here; the loader keeps it as an extra so it is never lost.
 */
final class FieldValues {
    private FieldValues() {
    }

    /** Whether the field is present with a value of a type it can use. */
    static boolean usable(RecordFields fields, Field field) {
        if (!fields.has(field)) {
            return false;
        }
        byte type = fields.type(field);
        if (field == Field.CODE && type == JsonScanner.ARRAY) {
            return fields.nameIndex(field) == 1;
        }
        if (!field.accepts(type)) {
            return false;
        }
        if (field == Field.EXIT_CODE) {
            return fitsInt(fields, field);
        }
        return field != Field.STEP || fitsLong(fields, field);
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

    static Integer exitCode(RecordFields fields) {
        return usable(fields, Field.EXIT_CODE) ? (int) parseLong(fields, Field.EXIT_CODE) : null;
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

    /** Decoded UTF-8 length of a string field, -1 when absent or not a string. */
    static int size(RecordFields fields, Field field) {
        return usable(fields, field) ? fields.decodedLength(field) : -1;
    }

    /** Integer.MIN_VALUE is excluded: the index uses it to mean "no exit code". */
    private static boolean fitsInt(RecordFields fields, Field field) {
        if (!fitsLong(fields, field)) {
            return false;
        }
        long value = parseLong(fields, field);
        return value == (int) value && value != Integer.MIN_VALUE;
    }

    private static boolean fitsLong(RecordFields fields, Field field) {
        int digits = fields.end(field) - fields.start(field);
        if (fields.buffer()[fields.start(field)] == '-') {
            digits--;
        }
        return digits < 19;
    }

    /** Parses a validated JSON integer of at most 18 digits without allocating. */
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
            value = value * 10 + (buf[p++] - '0');
        }
        return negative ? -value : value;
    }
}
