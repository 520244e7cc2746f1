package com.collimate.inspector.core.diff;

/**
 * Makes untrusted text safe to show without changing its length, so char ranges stay valid: C0 control
 * characters (ESC, NUL, CR, ...) become their Unicode control pictures (␛ ␀ ␍), DEL becomes ␡, C1 controls,
 * lone surrogates and bidirectional overrides and isolates (which reorder what is shown, "Trojan Source") become
 * U+FFFD. Tabs stay.
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

    /** The embeddings, overrides and isolates (U+202A..U+202E, U+2066..U+2069) that reorder the text around them. */
    public static boolean isBidiControl(char c) {
        return (c >= '\u202A' && c <= '\u202E') || (c >= '\u2066' && c <= '\u2069');
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
        if ((c >= 0x80 && c <= 0x9F) || isBidiControl(c)) {
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
