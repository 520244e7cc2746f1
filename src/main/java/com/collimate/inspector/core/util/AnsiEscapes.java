package com.collimate.inspector.core.util;

/** ANSI escape sequences in program output. */
public final class AnsiEscapes {
    private static final char ESC = 0x1B;

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
            int end = sgrEnd(text, esc);
            if (end > 0) {
                out.append(text, copied, esc);
                copied = end;
            }
            esc = text.indexOf(ESC, Math.max(esc + 1, copied));
        }
        return out.append(text, copied, text.length()).toString();
    }

    /** The index after the SGR sequence starting at {@code esc}, or -1 when none starts there. */
    private static int sgrEnd(String text, int esc) {
        if (esc + 1 >= text.length() || text.charAt(esc + 1) != '[') {
            return -1;
        }
        int i = esc + 2;
        while (i < text.length() && text.charAt(i) >= 0x20 && text.charAt(i) <= 0x3F) { // parameter bytes
            i++;
        }
        return i < text.length() && text.charAt(i) == 'm' ? i + 1 : -1;
    }
}
