package com.collimate.inspector.core.util;

/** The UTF-8 size of a text, counted without encoding it (a 50 MB output would otherwise be copied to be measured). */
public final class Utf8Length {
    private Utf8Length() {
    }

    /**
     * Bytes of {@code text} in UTF-8, 0 for none; a lone surrogate counts the three bytes a logger's surrogate escape
     * would have written for it.
     */
    public static long of(String text) {
        if (text == null) {
            return 0;
        }
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes++;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
