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
        switch (field) {
            case KEY:
            case GROUP:
            case TIMESTAMP:
                return type == JsonScanner.STRING || type == JsonScanner.INTEGER || type == JsonScanner.NUMBER;
            case SEED:
            case SEED_ACK:
                return true;
            case EXIT_CODE:
                return type == JsonScanner.INTEGER && fitsInt(fields, field);
            case STEP:
                return type == JsonScanner.INTEGER && fitsLong(fields, field);
            case REWARD:
            case DURATION:
                return type == JsonScanner.INTEGER || type == JsonScanner.NUMBER;
            case CODE:
                return type == JsonScanner.STRING || (type == JsonScanner.ARRAY && fields.nameIndex(field) == 1);
            default:
                return type == JsonScanner.STRING;
        }
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
        return usable(fields, field) ? Double.parseDouble(raw(fields, field)) : null;
    }

    /** Decoded UTF-8 length of a string field, -1 when absent or not a string. */
    static int size(RecordFields fields, Field field) {
        return usable(fields, field) ? fields.decodedLength(field) : -1;
    }

    private static boolean fitsInt(RecordFields fields, Field field) {
        return fitsLong(fields, field) && parseLong(fields, field) == (int) parseLong(fields, field);
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
