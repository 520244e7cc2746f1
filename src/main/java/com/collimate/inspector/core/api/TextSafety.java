package com.collimate.inspector.core.api;

import com.collimate.inspector.core.diff.VisibleText;

/** Makes untrusted text (server bodies, exception messages) safe to put on one line of a terminal or a journal. */
public final class TextSafety {
    private TextSafety() {
    }

    /**
     * Control characters (ANSI escapes, NULs, line breaks) become visible {@code \\uXXXX} escapes and the result is cut
     * to {@code maxChars} characters with an ellipsis.
     */
    public static String oneLine(String text, int maxChars) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(Math.min(text.length(), maxChars) + 16);
        for (int i = 0; i < text.length() && out.length() < maxChars; i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || VisibleText.isInvisibleControl(c)) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        if (out.length() >= maxChars && text.length() > maxChars) {
            out.setLength(maxChars);
            out.append('\u2026');
        }
        return out.toString();
    }
}
