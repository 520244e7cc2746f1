package com.collimate.inspector.core.diff;

/**
 * Makes untrusted text safe to show. Two forms:
 * <ul>
 * <li>{@link #readable} and {@link #notation}, for the app's screens: control characters in caret notation
 * ({@code ^G} for BEL, {@code ^[} for ESC, {@code ^@} for NUL, {@code ^?} for DEL), C1 controls, bidirectional
 * overrides and isolates (which reorder what is shown, "Trojan Source") and invisible format characters (a
 * zero-width space that alone makes two lines differ) as their code point ({@code <U+202E>}). Plain ASCII, so every
 * font draws it: the monospace fonts the app uses (DejaVu Sans Mono, JetBrains Mono) have no control pictures, which
 * showed as empty boxes.</li>
 * <li>{@link #of} and {@link #shown}, for the HTML report and the CLI: C0 control characters become their Unicode
 * control pictures (␛ ␀ ␍), DEL becomes ␡, C1 controls and invisible characters their code point ({@code <U+202E>}),
 * and a byte that is not UTF-8 (decoded by {@link Utf8} as U+DC80 + byte) its value ({@code \xFF}), so
 * {@code bad\xFF} and {@code bad\xFD} do not look alike.</li>
 * </ul>
 * In both, other lone surrogates become U+FFFD and tabs stay; the run detail and the Compare window show every lone
 * surrogate in its {@link #loneSurrogateNotation} ({@code \xFF}, {@code <U+D800>}).
 */
public final class VisibleText {
    private VisibleText() {
    }

    /** The kinds of {@link #notation}, with their lengths. */
    private enum Notation {
        NONE(0), CARET(2), CODE_POINT("<U+0000>".length());

        private final int length;

        Notation(int length) {
            this.length = length;
        }
    }

    /** The one place that decides which characters a screen shows in a notation, and in which. */
    private static Notation notationOf(char c) {
        if (c == '\t' || c == '\n') {
            return Notation.NONE;
        }
        if (c < 0x20 || c == 0x7F) {
            return Notation.CARET;
        }
        return (c >= 0x80 && c <= 0x9F) || isInvisibleControl(c) ? Notation.CODE_POINT : Notation.NONE;
    }

    /**
     * How a screen shows {@code c} when it is a control or invisible character: "^G", "^[", "^?", "<U+0085>",
     * "<U+202E>"; null for any other character (tab and newline included, which the callers lay out themselves).
     */
    public static String notation(char c) {
        return switch (notationOf(c)) {
            case NONE -> null;
            case CARET -> "^" + (char) (c ^ 0x40); // flipping bit 6 maps BEL to 'G', ESC to '[', DEL to '?'
            case CODE_POINT -> String.format("<U+%04X>", (int) c);
        };
    }

    /** The length of {@code c}'s {@link #notation}, 0 for none, without making it: for measuring long lines. */
    public static int notationLength(char c) {
        return notationOf(c).length;
    }

    /** {@code text} with every control and invisible character in its {@link #notation}, newlines as "^J" too. */
    public static String readable(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String shown = c == '\n' ? "^J" : isLoneSurrogate(text, i) ? "\uFFFD" : notation(c);
            if (shown != null && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                if (shown == null) {
                    out.append(c);
                } else {
                    out.append(shown);
                }
            }
        }
        return out == null ? text : out.toString();
    }

    /**
     * At most {@code maxChars} characters of {@link #readable readable(text)}, then "…" when that leaves something
     * out. The cut is never inside a notation ("^[", "<U+202E>") or a surrogate pair, so what is shown is never a
     * half that reads as something else.
     */
    public static String readable(String text, int maxChars) {
        StringBuilder out = new StringBuilder(Math.min(text.length(), maxChars) + 1);
        if (appendReadable(text, maxChars, out) < text.length()) {
            out.append('\u2026');
        }
        return out.toString();
    }

    /**
     * Appends {@link #readable readable(text)} to {@code out}, stopping before the first character whose visible
     * form would make {@code out} longer than {@code maxChars}; returns how many characters of {@code text} it
     * appended (its length when all).
     */
    public static int appendReadable(String text, int maxChars, StringBuilder out) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            String shown = c == '\n' ? "^J" : isLoneSurrogate(text, i) ? "\uFFFD" : notation(c);
            int source = shown == null && Character.isHighSurrogate(c) ? 2 : 1;
            if (out.length() + (shown != null ? shown.length() : source) > maxChars) {
                break;
            }
            if (shown != null) {
                out.append(shown);
            } else {
                out.append(text, i, i + source);
            }
            i += source;
        }
        return i;
    }

    /**
     * How a screen (the run detail, the Compare window) shows a lone surrogate: U+DC80..U+DCFF as the byte it stands
     * for, {@code \xFF} (an output byte that is not UTF-8, kept by Python's "surrogateescape" or read from a file by
     * {@link Utf8}), as the CLI and the report show it; any other as its code point, {@code <U+D800>}. Never U+FFFD,
     * which would show two different ones alike.
     */
    public static String loneSurrogateNotation(char c) {
        return c >= '\uDC80' && c <= '\uDCFF' ? String.format("\\x%02X", c - 0xDC00)
                : String.format("<U+%04X>", (int) c);
    }

    /** Whether the char at {@code i} is half of a surrogate pair without its other half. */
    public static boolean isLoneSurrogate(String text, int i) {
        char c = text.charAt(i);
        return Character.isHighSurrogate(c) && (i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1)))
                || Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)));
    }

    /** {@code text} with every char in its {@link #shown} form. */
    public static String of(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isPlain(c)) { // most chars: no string made per char
                if (out != null) {
                    out.append(c);
                }
                continue;
            }
            String shown = shown(text, i);
            if (out == null && (shown.length() != 1 || shown.charAt(0) != c)) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                out.append(shown);
            }
        }
        return out == null ? text : out.toString();
    }

    /** Whether {@link #shown} shows {@code c} as itself whatever surrounds it. */
    private static boolean isPlain(char c) {
        return c != '\n' && notationLength(c) == 0 && !Character.isSurrogate(c);
    }

    /**
     * The characters a reader cannot see or that reorder what is shown: bidi embeddings, overrides, isolates and marks
     * (U+202A..U+202E, U+2066..U+2069, U+200E, U+200F, U+061C) and invisible format characters (zero-width space and
     * non-joiner, word joiner and invisible operators, U+FEFF, soft hyphen, Mongolian vowel separator), and the line
     * and paragraph separators (U+2028, U+2029), which the app's text areas draw as nothing and break no line at. The
     * zero-width joiner is left alone: emoji sequences are made of it.
     */
    public static boolean isInvisibleControl(char c) {
        return (c >= '\u202A' && c <= '\u202E') || (c >= '\u2066' && c <= '\u2069')
                || c == '\u200B' || c == '\u200C' || c == '\u200E' || c == '\u200F' || c == '\u061C'
                || (c >= '\u2060' && c <= '\u2064') || c == '\uFEFF' || c == '\u00AD' || c == '\u180E'
                || c == '\u2028' || c == '\u2029';
    }

    /**
     * How the HTML report and the CLI show char {@code i} of {@code text} (one char of a surrogate pair shows as
     * itself, so the pair's two chars show the pair).
     */
    public static String shown(String text, int i) {
        char c = text.charAt(i);
        if (c < 0x20 && c != '\t') {
            return String.valueOf((char) (0x2400 + c));
        }
        if (c == 0x7F) {
            return "\u2421";
        }
        if (notationOf(c) == Notation.CODE_POINT) {
            return notation(c);
        }
        if (isLoneSurrogate(text, i)) {
            return c >= '\uDC80' && c <= '\uDCFF' ? String.format("\\x%02X", c - 0xDC00) : "\uFFFD";
        }
        return String.valueOf(c);
    }
}
