package com.collimate.inspector.core.util;

/**
 * How many columns of a monospaced terminal text takes: East Asian wide and fullwidth characters and emoji take
 * two, combining marks and format characters none, everything else one (the rules of {@code wcwidth}, by block).
 */
public final class DisplayWidth {
    private static final int[][] WIDE = {
            {0x1100, 0x115F}, {0x231A, 0x231B}, {0x2329, 0x232A}, {0x23E9, 0x23EC}, {0x23F0, 0x23F0},
            {0x23F3, 0x23F3}, {0x25FD, 0x25FE}, {0x2614, 0x2615}, {0x2648, 0x2653}, {0x267F, 0x267F},
            {0x2693, 0x2693}, {0x26A1, 0x26A1}, {0x26AA, 0x26AB}, {0x26BD, 0x26BE}, {0x26C4, 0x26C5},
            {0x26CE, 0x26CE}, {0x26D4, 0x26D4}, {0x26EA, 0x26EA}, {0x26F2, 0x26F5}, {0x26FA, 0x26FD},
            {0x2705, 0x2705}, {0x270A, 0x270B}, {0x2728, 0x2728}, {0x274C, 0x274C}, {0x274E, 0x274E},
            {0x2753, 0x2755}, {0x2757, 0x2757}, {0x2795, 0x2797}, {0x27B0, 0x27B0}, {0x27BF, 0x27BF},
            {0x2B1B, 0x2B1C}, {0x2B50, 0x2B50}, {0x2B55, 0x2B55}, {0x2E80, 0x303E}, {0x3041, 0x33FF},
            {0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xA000, 0xA4CF}, {0xA960, 0xA97F}, {0xAC00, 0xD7A3},
            {0xF900, 0xFAFF}, {0xFE10, 0xFE19}, {0xFE30, 0xFE6F}, {0xFF00, 0xFF60}, {0xFFE0, 0xFFE6},
            {0x16FE0, 0x16FE4}, {0x17000, 0x18CFF}, {0x1B000, 0x1B2FF}, {0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF},
            {0x1F18E, 0x1F18E}, {0x1F191, 0x1F19A}, {0x1F200, 0x1F251}, {0x1F300, 0x1F64F}, {0x1F680, 0x1F6FF},
            {0x1F7E0, 0x1F7EB}, {0x1F90C, 0x1F9FF}, {0x1FA70, 0x1FAFF}, {0x20000, 0x3FFFD},
    };

    private DisplayWidth() {
    }

    public static int of(int codePoint) {
        if (codePoint == 0x200D || isZeroWidthType(Character.getType(codePoint))) {
            return 0;
        }
        return isWide(codePoint) ? 2 : 1;
    }

    public static int of(CharSequence text) {
        return text.codePoints().map(DisplayWidth::of).sum();
    }

    /**
     * The longest start of {@code text} that fits {@code columns}, with {@code …} at the end when it was cut; never
     * splits a surrogate pair or a wide character.
     */
    public static String fit(String text, int columns) {
        if (of(text) <= columns) {
            return text;
        }
        int width = 0;
        int end = 0;
        while (end < text.length()) {
            int codePoint = text.codePointAt(end);
            int next = width + of(codePoint);
            if (next > columns - 1) {
                break;
            }
            width = next;
            end += Character.charCount(codePoint);
        }
        return text.substring(0, end) + "\u2026";
    }

    private static boolean isZeroWidthType(int type) {
        return type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.FORMAT;
    }

    private static boolean isWide(int codePoint) {
        if (codePoint < WIDE[0][0]) {
            return false;
        }
        int low = 0;
        int high = WIDE.length - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            if (codePoint < WIDE[middle][0]) {
                high = middle - 1;
            } else if (codePoint > WIDE[middle][1]) {
                low = middle + 1;
            } else {
                return true;
            }
        }
        return false;
    }
}
