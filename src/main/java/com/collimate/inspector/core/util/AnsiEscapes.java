package com.collimate.inspector.core.util;

/** ANSI escape sequences in program output. */
public final class AnsiEscapes {
    public static final char ESC = 0x1B;

    private AnsiEscapes() {
    }

    /**
     * The text without its SGR sequences ({@code ESC [ params m}: colours, bold, ...), which a terminal does not
     * show, so "{@code ESC[31merror ESC[0m: x}" reads "error: x". Other escapes stay, as the app shows them.
     */
    public static String stripSgr(String text) {
        int esc = text.indexOf(ESC);
        if (esc < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int copied = 0;
        while (esc >= 0) {
            int end = csiEnd(text, esc, text.length());
            if (end > 0 && text.charAt(end - 1) == 'm') {
                out.append(text, copied, esc);
                copied = end;
            }
            esc = text.indexOf(ESC, Math.max(esc + 1, copied));
        }
        return out.append(text, copied, text.length()).toString();
    }

    /**
     * How many characters of {@code text[from, to)} belong to the SGR sequences that start there: what a terminal
     * does not show of it. Copies nothing (a 20 MB output is counted in milliseconds).
     */
    public static long sgrChars(CharSequence text, int from, int to) {
        long count = 0;
        int length = text.length();
        int esc = indexOfEsc(text, from, to);
        while (esc >= 0) {
            int end = csiEnd(text, esc, length);
            if (end > 0 && text.charAt(end - 1) == 'm') {
                count += end - esc;
                esc = indexOfEsc(text, end, to);
            } else {
                esc = indexOfEsc(text, esc + 1, to);
            }
        }
        return count;
    }

    /**
     * How many characters of {@code text[from, to)} a terminal shows: code points (an emoji is one, and so is a lone
     * surrogate), less those of the SGR sequences that start there.
     */
    public static long shownChars(CharSequence text, int from, int to) {
        return Character.codePointCount(text, from, to) - sgrChars(text, from, to);
    }

    private static int indexOfEsc(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == ESC) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The index after the control sequence ({@code ESC [ parameters final}, final {@code m} for SGR) that starts at
     * {@code esc}, looking no further than {@code limit}; -1 when none starts there.
     */
    public static int csiEnd(CharSequence text, int esc, int limit) {
        if (esc + 1 >= limit || text.charAt(esc) != ESC || text.charAt(esc + 1) != '[') {
            return -1;
        }
        return controlSequenceEnd(text, esc + 2, limit);
    }

    /**
     * The index after a control sequence's parameters and final character starting at {@code from} (after its
     * {@code ESC [}, or after the 8-bit CSI), looking no further than {@code limit}; -1 when they do not end there.
     */
    public static int controlSequenceEnd(CharSequence text, int from, int limit) {
        int i = from;
        while (i < limit && text.charAt(i) >= 0x20 && text.charAt(i) <= 0x3F) { // parameter and intermediate bytes
            i++;
        }
        return i < limit && text.charAt(i) >= 0x40 && text.charAt(i) <= 0x7E ? i + 1 : -1;
    }
}
