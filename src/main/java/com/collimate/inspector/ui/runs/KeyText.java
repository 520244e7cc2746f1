package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.diff.VisibleText;

/** A run key as the table shows it: readable, and a huge one cut in its middle, where sweeps' keys share the least. */
public final class KeyText {
    private KeyText() {
    }

    /**
     * {@code key} made readable ({@link VisibleText#readable}); one longer than {@code maxChars} keeps its first and
     * last {@code maxChars / 2} characters around "…". A cut never splits an emoji's surrogate pair (its half would
     * read as U+FFFD): the pair is left out whole.
     */
    public static String shown(String key, int maxChars) {
        if (key.length() <= maxChars) {
            return VisibleText.readable(key);
        }
        int headEnd = maxChars / 2;
        int tailStart = key.length() - maxChars / 2;
        if (splitsPair(key, headEnd)) {
            headEnd--;
        }
        if (splitsPair(key, tailStart)) {
            tailStart++;
        }
        return VisibleText.readable(key.substring(0, headEnd)) + "…" + VisibleText.readable(key.substring(tailStart));
    }

    private static boolean splitsPair(String text, int index) {
        return Character.isHighSurrogate(text.charAt(index - 1)) && Character.isLowSurrogate(text.charAt(index));
    }
}
