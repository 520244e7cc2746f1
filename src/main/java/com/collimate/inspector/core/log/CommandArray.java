package com.collimate.inspector.core.log;

/**
 * A logged {@code command} array, which is code only when every element is a string: an argv with a number in it
 * ({@code ["python", 3]}) was never run as logged (Python's subprocess refuses it), so it is no code to replay.
 * Works on the bytes of an array the scanner has validated.
 */
final class CommandArray {
    private CommandArray() {
    }

    /** The number (from 1) of the first element of the array opening at {@code start} that is not a string, or 0. */
    static int firstNonString(byte[] buf, int start) {
        int p = start;
        for (int element = 1; ; element++) {
            p = skipSpace(buf, p + 1);
            if (buf[p] == ']') {
                return 0;
            }
            if (buf[p] != '"') {
                return element;
            }
            p = skipSpace(buf, afterString(buf, p));
            if (buf[p] == ']') {
                return 0;
            }
        }
    }

    /** "an array whose element 2 is a number"; only for an array with an element that is not a string. */
    static String describe(byte[] buf, int start) {
        int element = firstNonString(buf, start);
        int p = start;
        for (int i = 1; i < element; i++) {
            p = skipSpace(buf, afterString(buf, skipSpace(buf, p + 1)));
        }
        p = skipSpace(buf, p + 1);
        return "an array whose element " + element + " is " + JsonTypes.describe(type(buf[p]));
    }

    private static byte type(byte first) {
        switch (first) {
            case '{':
                return JsonScanner.OBJECT;
            case '[':
                return JsonScanner.ARRAY;
            case 't':
                return JsonScanner.TRUE;
            case 'f':
                return JsonScanner.FALSE;
            case 'n':
                return JsonScanner.NULL;
            default:
                return JsonScanner.NUMBER;
        }
    }

    private static int afterString(byte[] buf, int quote) {
        int p = quote + 1;
        while (buf[p] != '"') {
            p += buf[p] == '\\' ? 2 : 1;
        }
        return p + 1;
    }

    private static int skipSpace(byte[] buf, int p) {
        while (buf[p] == ' ' || buf[p] == '\t' || buf[p] == '\r' || buf[p] == '\n') {
            p++;
        }
        return p;
    }
}
