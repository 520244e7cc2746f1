package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.AnsiEscapes;

/**
 * The terminal escape sequences of a line (ECMA-48), which a terminal acts on instead of showing: control sequences
 * ({@code ESC [ … m}: colour, bold; {@code ESC [2K}: erase the line), control strings ({@code ESC ] 8 ;; URL ESC \}:
 * a hyperlink's target, a window title; ended by ST or, for OSC, BEL) and the short escapes ({@code ESC ( B},
 * {@code ESC 7}). An ESC that starts none of them (at the end of the line, before a control character or a
 * non-ASCII one, a control sequence or string cut off by the line's end or not ended within
 * {@link AnsiEscapes#LONGEST_SEQUENCE} characters, as the run detail takes it) is text, as the rest of the line is. A
 * control sequence may also start with the 8-bit CSI, U+009B ({@code CSI 31 m}), which a terminal takes as
 * {@code ESC [}; a byte 0x9B that is not UTF-8 is not that character, and a UTF-8 terminal shows it as a bad byte.
 */
final class EscapeSequences {
    private static final char BEL = 0x07;
    /** How far back {@link #around} looks for a sequence's ESC: a colour is a few characters, a URL may be more. */
    private static final int LOOK_BACK = 256;

    private EscapeSequences() {
    }

    /** The index after the escape sequence starting at {@code esc} of {@code text}, or -1 when none starts there. */
    static int end(String text, int esc) {
        if (esc < text.length() && text.charAt(esc) == AnsiEscapes.CSI) {
            return AnsiEscapes.csiEnd(text, esc, text.length());
        }
        if (esc + 1 >= text.length() || text.charAt(esc) != AnsiEscapes.ESC) {
            return -1;
        }
        char next = text.charAt(esc + 1);
        if (next == '[') {
            return AnsiEscapes.csiEnd(text, esc, text.length());
        }
        if (next == ']' || next == 'P' || next == 'X' || next == '^' || next == '_') {
            return controlStringEnd(text, esc, next == ']');
        }
        int i = esc + 1;
        while (i < text.length() && text.charAt(i) >= 0x20 && text.charAt(i) <= 0x2F) { // intermediate bytes
            i++;
        }
        return i < text.length() && text.charAt(i) >= 0x30 && text.charAt(i) <= 0x7E ? i + 1 : -1;
    }

    /**
     * After the string terminator (ESC \, or BEL for an OSC) of the control string at {@code esc}, or -1 when the line
     * ends first or it does not end within {@link AnsiEscapes#LONGEST_SEQUENCE} characters: the run detail shows such
     * a string as text ({@code ^[]8;;https://…}), so it is content here too.
     */
    private static int controlStringEnd(String text, int esc, boolean belEnds) {
        int stop = (int) Math.min(text.length(), (long) esc + AnsiEscapes.LONGEST_SEQUENCE);
        for (int i = esc + 2; i < stop; i++) {
            char c = text.charAt(i);
            if (c == BEL && belEnds) {
                return i + 1;
            }
            if (c == AnsiEscapes.ESC) {
                return i + 1 < stop && text.charAt(i + 1) == '\\' ? i + 2 : -1;
            }
        }
        return -1;
    }

    static boolean mayHoldOne(String text) {
        return text.indexOf(AnsiEscapes.ESC) >= 0 || text.indexOf(AnsiEscapes.CSI) >= 0;
    }

    /** The index of the first ESC or CSI at or after {@code from}, or -1. */
    private static int nextStart(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            if (AnsiEscapes.startsSequence(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** {@code text} without its escape sequences: what a terminal shows of it. */
    static String strip(String text) {
        return split(text, false);
    }

    /** The escape sequences of {@code text}, one after the other. */
    static String only(String text) {
        return split(text, true);
    }

    private static String split(String text, boolean sequences) {
        int esc = nextStart(text, 0);
        if (esc < 0) {
            return sequences ? "" : text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int copied = 0;
        while (esc >= 0) {
            int end = end(text, esc);
            if (end < 0) {
                esc = nextStart(text, esc + 1);
                continue;
            }
            out.append(text, sequences ? esc : copied, sequences ? end : esc);
            copied = end;
            esc = nextStart(text, end);
        }
        return sequences ? out.toString() : out.append(text, copied, text.length()).toString();
    }

    /**
     * The start (ESC or CSI) of the escape sequence that {@code i} is inside of ({@code start < i < end}), or -1 when it is in
     * none (or in one starting more than {@link #LOOK_BACK} characters before it).
     */
    static int around(String text, int i) {
        for (int k = i - 1; k >= 0 && i - k <= LOOK_BACK; k--) {
            if (AnsiEscapes.startsSequence(text.charAt(k))) {
                return end(text, k) > i ? k : -1;
            }
        }
        return -1;
    }
}
