package com.collimate.inspector.core.log;

/**
 * Tells of an element of an array the scanner has validated, from its bytes, for a warning: which element it is
 * and of what type. Only on that rare path; the scanner itself notes where the first non-string element is.
 */
final class ArrayElements {
    private ArrayElements() {
    }

    /**
     * The number (from 1) of the element at {@code element} of the array opening at {@code start}, whose elements
     * before it are all strings: one more than the commas outside strings before it.
     */
    static int number(byte[] buf, int start, int element) {
        int number = 1;
        boolean inString = false;
        for (int p = start + 1; p < element; p++) {
            byte b = buf[p];
            if (inString) {
                if (b == '\\') {
                    p++;
                } else if (b == '"') {
                    inString = false;
                }
            } else if (b == '"') {
                inString = true;
            } else if (b == ',') {
                number++;
            }
        }
        return number;
    }

    /** The {@link JsonScanner} type of the valid value, not a string, starting with {@code first}. */
    static byte type(byte first) {
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
}
