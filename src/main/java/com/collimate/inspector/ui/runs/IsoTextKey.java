package com.collimate.inspector.ui.runs;

/**
 * A long that never orders two texts against their text order ({@link String#compareTo}), and tells apart most ISO
 * 8601 date-times of the shape {@code yyyy-MM-ddTHH:mm:ss.ffffff}: their digits, read as one number. A text that
 * leaves that shape gets the key of the first or last date-time that starts like it (as its next character comes
 * before or after the expected one), so texts it cannot tell apart share a key and keep their text order to compare.
 */
final class IsoTextKey {
    /** The characters each position may hold, in order; a digit is worth its index among them. */
    private static final String DIGIT = "0123456789";
    private static final String[] SHAPE = {DIGIT, DIGIT, DIGIT, DIGIT, "-", "01", DIGIT, "-", "0123", DIGIT, "T",
            "012", DIGIT, ":", "012345", DIGIT, ":", "0123456", DIGIT, ".", DIGIT, DIGIT, DIGIT, DIGIT, DIGIT, DIGIT};
    /** {@code RANGE[i]}: how many keys the positions from {@code i} on tell apart (below 2^63 in all). */
    private static final long[] RANGE = ranges();

    private IsoTextKey() {
    }

    static long of(String text) {
        long key = 0;
        for (int i = 0; i < SHAPE.length; i++) {
            String allowed = SHAPE[i];
            if (i == text.length() || text.charAt(i) < allowed.charAt(0)) {
                return key * RANGE[i];
            }
            int slot = allowed.indexOf(text.charAt(i));
            if (slot < 0) {
                return (key * allowed.length() + lastBelow(allowed, text.charAt(i)) + 1) * RANGE[i + 1] - 1;
            }
            key = key * allowed.length() + slot;
        }
        return key;
    }

    /** The index of the last allowed character before {@code c}, which is not allowed but comes after the first. */
    private static int lastBelow(String allowed, char c) {
        int slot = allowed.length() - 1;
        while (allowed.charAt(slot) > c) {
            slot--;
        }
        return slot;
    }

    private static long[] ranges() {
        long[] ranges = new long[SHAPE.length + 1];
        ranges[SHAPE.length] = 1;
        for (int i = SHAPE.length - 1; i >= 0; i--) {
            ranges[i] = Math.multiplyExact(ranges[i + 1], SHAPE[i].length());
        }
        return ranges;
    }
}
