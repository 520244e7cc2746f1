package com.collimate.inspector.core.diff;

/**
 * Makes untrusted text safe to show without changing its length, so char ranges stay valid: C0 control
 * characters (ESC, NUL, CR, ...) become their Unicode control pictures (␛ ␀ ␍), DEL becomes ␡, C1 controls and
 * lone surrogates become U+FFFD. Tabs stay.
 */
public final class VisibleText {
    private VisibleText() {
    }

    public static String of(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            char visible = visible(text, i, c);
            if (visible != c && out == null) {
                out = new StringBuilder(text.length()).append(text, 0, i);
            }
            if (out != null) {
                out.append(visible);
            }
        }
        return out == null ? text : out.toString();
    }

    private static char visible(String text, int i, char c) {
        if (c == '\t') {
            return c;
        }
        if (c < 0x20) {
            return (char) (0x2400 + c);
        }
        if (c == 0x7F) {
            return '\u2421';
        }
        if (c >= 0x80 && c <= 0x9F) {
            return '\uFFFD';
        }
        if (Character.isHighSurrogate(c) && (i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1)))) {
            return '\uFFFD';
        }
        if (Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)))) {
            return '\uFFFD';
        }
        return c;
    }
}
