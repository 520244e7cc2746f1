package com.collimate.inspector.core.diff;

/**
 * Makes untrusted text safe to show without changing its length, so char ranges stay valid: C0 control
 * characters (ESC, NUL, CR, ...) become their Unicode control pictures (␛ ␀ ␍), DEL becomes ␡, C1 controls,
 * lone surrogates, bidirectional overrides and isolates (which reorder what is shown, "Trojan Source") and
 * invisible format characters (a zero-width space that alone makes two lines differ) become U+FFFD. Tabs stay.
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

    /**
     * The characters a reader cannot see or that reorder what is shown: bidi embeddings, overrides, isolates and marks
     * (U+202A..U+202E, U+2066..U+2069, U+200E, U+200F, U+061C) and invisible format characters (zero-width space and
     * non-joiner, word joiner and invisible operators, U+FEFF, soft hyphen, Mongolian vowel separator). The
     * zero-width joiner is left alone: emoji sequences are made of it.
     */
    public static boolean isInvisibleControl(char c) {
        return (c >= '\u202A' && c <= '\u202E') || (c >= '\u2066' && c <= '\u2069')
                || c == '\u200B' || c == '\u200C' || c == '\u200E' || c == '\u200F' || c == '\u061C'
                || (c >= '\u2060' && c <= '\u2064') || c == '\uFEFF' || c == '\u00AD' || c == '\u180E';
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
        if ((c >= 0x80 && c <= 0x9F) || isInvisibleControl(c)) {
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
