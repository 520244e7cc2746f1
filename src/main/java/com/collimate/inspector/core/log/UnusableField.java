package com.collimate.inspector.core.log;

/**
 * The warning for a field present with a value of a type it cannot use ({@code "exit_code": "x"}): the run is read
 * without it and the value is kept as an extra, so the warning is the only sign of what was lost. Built only on
 * that rare path, never for a usable field.
 */
final class UnusableField {
    private static final int NUMBER_CHARS = 40;

    private UnusableField() {
    }

    /**
     * {@code field "exit_code": expected an integer, found a string; it counts as absent (kept as an extra)}, for a
     * field of the record that starts on {@code line}.
     */
    static String message(RecordFields fields, Field field, long line) {
        String outcome = field == Field.SEED ? "the run's seed is invalid (kept as logged)"
                : "it counts as absent (kept as an extra)";
        return "field \"" + fields.path(field) + "\": expected " + expected(fields, field) + ", found "
                + found(fields, field, line) + "; " + outcome;
    }

    /** The value as logged, bounded: the raw text of the load-errors view. */
    static String excerpt(RecordFields fields, Field field) {
        return JsonText.excerpt(fields.buffer(), fields.valueStart(field), fields.valueEnd(field));
    }

    private static String expected(RecordFields fields, Field field) {
        switch (field) {
            case KEY:
            case GROUP:
            case TIMESTAMP:
                return "a string or a number";
            case CODE:
                return fields.nameIndex(field) == 1 ? "a string or an array of strings" : "a string";
            case SEED:
                return "a string of 64 hex digits";
            case EXIT_CODE:
                return "an integer (64-bit)";
            case STEP:
                return "an integer of up to 18 digits";
            case REWARD:
            case DURATION:
                return "a number";
            default:
                return "a string";
        }
    }

    /** The type found, or for a number of the right type but out of range, the number itself. */
    private static String found(RecordFields fields, Field field, long line) {
        byte type = fields.type(field);
        if (field == Field.CODE && type == JsonScanner.ARRAY && fields.nameIndex(field) == 1) {
            int element = fields.firstNonString(field);
            return "an array whose element " + ArrayElements.number(fields.buffer(), fields.valueStart(field), element)
                    + " is " + JsonTypes.describe(ArrayElements.type(fields.buffer()[element])) + " ("
                    + fields.location(element, line) + ")";
        }
        if (field == Field.SEED || !field.accepts(type)) {
            return JsonTypes.describe(type);
        }
        String number = JsonText.utf8(fields.buffer(), fields.valueStart(field), fields.valueEnd(field));
        return "the number " + (number.length() > NUMBER_CHARS ? number.substring(0, NUMBER_CHARS) + "…" : number);
    }
}
