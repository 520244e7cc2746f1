package com.collimate.inspector.core.util;

/**
 * ANSI escape sequences in program output. A control sequence starts with {@code ESC [} or with the 8-bit CSI,
 * U+009B, which a terminal takes as {@code ESC [} ({@code CSI 31 m} is red); a byte 0x9B that is not UTF-8 is not
 * that character.
 */
public final class AnsiEscapes {
    public static final char ESC = 0x1B;
    /** The 8-bit control sequence introducer, {@code ESC [} in one character. */
    public static final char CSI = 0x9B;
    private static final char BEL = 0x07;
    /**
     * The most characters an escape sequence takes, from its ESC or CSI to its end: a control string's
     * ({@link #controlStringEnd}) room for the longest URL a hyperlink may hold, and some, and far more than the
     * parameters of any control sequence a program writes. One not ended within it is none: its ESC shows as
     * {@code ^[} and the rest as the text it is, cut as a long line is, so that a sequence of megabytes neither hides
     * the output after it nor has its parameters split all at once.
     */
    public static final int LONGEST_SEQUENCE = 4096;

    private AnsiEscapes() {
    }

    /**
     * The text without the sequences a terminal shows nothing of ({@link #unshownEnd}: colours, bold, ..., the erase to
     * the line's end, the cursor's hide and show, saves of the cursor and of modes, window titles, hyperlinks' URLs,
     * other control strings), so "{@code ESC[31merror ESC[0m: x}" reads "error: x". Other escapes stay, as the app
     * shows them.
     */
    public static String stripUnshown(String text) {
        int esc = indexOfStart(text, 0, text.length());
        if (esc < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int copied = 0;
        while (esc >= 0) {
            int end = unshownEnd(text, esc, text.length());
            if (end > 0) {
                out.append(text, copied, esc);
                copied = end;
            }
            esc = indexOfStart(text, Math.max(esc + 1, copied), text.length());
        }
        return out.append(text, copied, text.length()).toString();
    }

    /**
     * How many characters of {@code text[from, to)} belong to the sequences a terminal shows nothing of
     * ({@link #unshownEnd}) that start and end there: one that does not end before {@code to} is counted as the text
     * it is shown as when a part read ends in it, so the count never exceeds the range. Copies nothing (a 20 MB output
     * is counted in milliseconds).
     */
    public static long unshownChars(CharSequence text, int from, int to) {
        long count = 0;
        int esc = indexOfStart(text, from, to);
        while (esc >= 0) {
            int end = unshownEnd(text, esc, to);
            if (end > 0) {
                count += end - esc;
                esc = indexOfStart(text, end, to);
            } else {
                esc = indexOfStart(text, esc + 1, to);
            }
        }
        return count;
    }

    /**
     * How many characters of {@code text[from, to)} a terminal shows: code points (an emoji is one, and so is a lone
     * surrogate), less those of the sequences it shows nothing of that start there.
     */
    public static long shownChars(CharSequence text, int from, int to) {
        return Character.codePointCount(text, from, to) - unshownChars(text, from, to);
    }

    /**
     * The index after the sequence starting at {@code esc} when a terminal shows nothing of it, else -1: an SGR
     * sequence ({@code ESC [ params m}: colours, bold, ...), an erase to the line's end ({@code ESC [K},
     * {@code ESC [0K}), which many programs end their lines with and which erases nothing after the last character
     * written, the cursor's hide and show ({@code ESC [?25l}, {@code ESC [?25h}, which rich and tqdm print around
     * their bars, and xterm's restore of that mode, {@code ESC [?25r}), a save of the cursor ({@link #cursorSaveEnd})
     * or of DEC private modes ({@code ESC [?1049s}) or a control string ({@link #controlStringEnd}: a
     * window title, a hyperlink's start or end, whose text is shown and URL is not, sixel graphics). Looks no further
     * than {@code limit}.
     */
    public static int unshownEnd(CharSequence text, int esc, int limit) {
        int save = cursorSaveEnd(text, esc, limit);
        if (save > 0) {
            return save;
        }
        int end = csiEnd(text, esc, limit);
        if (end < 0) {
            return controlStringEnd(text, esc, limit);
        }
        return text.charAt(end - 1) == 'm' || erasesToLineEnd(text, esc, end) || togglesCursor(text, esc, end)
                || savesPrivateModes(text, esc, end) ? end : -1;
    }

    /**
     * The index after the control sequence or string ({@link #csiEnd}, {@link #controlStringEnd}) or the save or
     * restore of the cursor ({@code ESC 7}, {@code ESC 8}) at {@code esc}.
     */
    public static int sequenceEnd(CharSequence text, int esc, int limit) {
        int end = csiEnd(text, esc, limit);
        if (end > 0) {
            return end;
        }
        boolean savesOrRestores = esc + 1 < limit && text.charAt(esc) == ESC
                && (text.charAt(esc + 1) == '7' || text.charAt(esc + 1) == '8');
        return savesOrRestores ? esc + 2 : controlStringEnd(text, esc, limit);
    }

    /**
     * The index after a save of the cursor at {@code esc} ({@code ESC 7}, DECSC, or {@code CSI s}, SCOSC), else -1: it
     * moves nothing and shows nothing; only a restore after it ({@code ESC 8}, {@code CSI u}) moves the cursor. With
     * numeric parameters ({@code CSI 1;40 s}) it is the VT420's left and right margins (DECSLRM) only in the mode a
     * program sets first ({@code CSI ?69h}, DECLRMM); xterm saves the cursor otherwise, as here.
     */
    public static int cursorSaveEnd(CharSequence text, int esc, int limit) {
        if (esc + 1 < limit && text.charAt(esc) == ESC && text.charAt(esc + 1) == '7') {
            return esc + 2;
        }
        int end = csiEnd(text, esc, limit);
        return end > 0 && text.charAt(end - 1) == 's' && numeric(text, parametersStart(text, esc), end - 1) ? end : -1;
    }

    /** Whether {@code text[from, to)} holds only digits and semicolons (none too). */
    private static boolean numeric(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if ((c < '0' || c > '9') && c != ';') {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the control sequence {@code text[start, end)} hides or shows the cursor: {@code CSI ?25l}, {@code h}, or
     * xterm's restore of that mode as saved ({@code CSI ?25r}, XTRESTORE). A restore of other modes is shown, as their
     * {@code h} and {@code l} are: that of the alternate screen ({@code CSI ?1049r}) switches screens.
     */
    private static boolean togglesCursor(CharSequence text, int start, int end) {
        char last = text.charAt(end - 1);
        int from = parametersStart(text, start);
        return (last == 'l' || last == 'h' || last == 'r') && end - 1 - from == 3
                && text.charAt(from) == '?' && text.charAt(from + 1) == '2' && text.charAt(from + 2) == '5';
    }

    /**
     * Whether the control sequence {@code text[start, end)} is xterm's save of DEC private modes
     * ({@code CSI ? Pm s}, XTSAVE, {@code CSI ?1049;25s}): it keeps their values for a restore and changes nothing on
     * the screen.
     */
    private static boolean savesPrivateModes(CharSequence text, int start, int end) {
        int from = parametersStart(text, start);
        return text.charAt(end - 1) == 's' && from < end - 1 && text.charAt(from) == '?'
                && numeric(text, from + 1, end - 1);
    }

    /**
     * The index after the control string at {@code esc}, which a terminal acts on or drops and shows nothing of, else
     * -1: an operating system command ({@code ESC ] params}, ended by {@code ESC \} or BEL: a window title,
     * {@code ESC ]0;title}, a hyperlink's start or end, {@code ESC ]8;;URL}, whose text is shown), a device control
     * string ({@code ESC P}: sixel graphics, a terminal query), a start of string, a privacy message or an application
     * program command ({@code ESC X}, {@code ESC ^}, {@code ESC _}: kitty's graphics), these ended by {@code ESC \}
     * only. One not ended within {@value #LONGEST_SEQUENCE} characters or before {@code limit}, or with a control
     * character in it, is none, so that a stray {@code ESC ]} or {@code ESC P} never hides the output after it. Their
     * 8-bit introducers (U+009D, U+0090, ...) are not taken: they show as their code point.
     */
    public static int controlStringEnd(CharSequence text, int esc, int limit) {
        int stop = Math.min(limit, esc + LONGEST_SEQUENCE);
        if (esc + 2 > stop || text.charAt(esc) != ESC || "]PX^_".indexOf(text.charAt(esc + 1)) < 0) {
            return -1;
        }
        boolean belEnds = text.charAt(esc + 1) == ']';
        for (int i = esc + 2; i < stop; i++) {
            char c = text.charAt(i);
            if (c == BEL && belEnds) {
                return i + 1;
            }
            if (c == ESC) {
                return i + 1 < stop && text.charAt(i + 1) == '\\' ? i + 2 : -1;
            }
            if (c < 0x20 || c >= 0x7F && c <= 0x9F) {
                return -1;
            }
        }
        return -1;
    }

    /** Whether the control sequence {@code text[start, end)} is {@code CSI K} or {@code CSI 0K}. */
    public static boolean erasesToLineEnd(CharSequence text, int start, int end) {
        int parameters = end - 1 - parametersStart(text, start);
        return text.charAt(end - 1) == 'K' && (parameters == 0 || parameters == 1 && text.charAt(end - 2) == '0');
    }

    /** The index of the first ESC or CSI of {@code text[from, to)}, or -1. */
    private static int indexOfStart(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (startsSequence(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code c} can start an escape sequence: ESC or the 8-bit CSI. */
    public static boolean startsSequence(char c) {
        return c == ESC || c == CSI;
    }

    /**
     * The index after the control sequence ({@code ESC [ parameters final} or {@code CSI parameters final}, final
     * {@code m} for SGR) that starts at {@code esc}, looking no further than {@code limit} nor past
     * {@link #LONGEST_SEQUENCE} characters; -1 when none starts there.
     */
    public static int csiEnd(CharSequence text, int esc, int limit) {
        int stop = (int) Math.min(limit, (long) esc + LONGEST_SEQUENCE);
        if (esc < stop && text.charAt(esc) == CSI) {
            return controlSequenceEnd(text, esc + 1, stop);
        }
        if (esc + 1 >= stop || text.charAt(esc) != ESC || text.charAt(esc + 1) != '[') {
            return -1;
        }
        return controlSequenceEnd(text, esc + 2, stop);
    }

    /** Where the parameters of the control sequence starting at {@code start} (ESC or CSI) start. */
    public static int parametersStart(CharSequence text, int start) {
        return text.charAt(start) == CSI ? start + 1 : start + 2;
    }

    /**
     * The index after a control sequence's parameters and final character starting at {@code from} (after its
     * {@code ESC [}, or after the 8-bit CSI), looking no further than {@code limit}; -1 when they do not end there.
     */
    private static int controlSequenceEnd(CharSequence text, int from, int limit) {
        int i = from;
        while (i < limit && text.charAt(i) >= 0x20 && text.charAt(i) <= 0x3F) { // parameter and intermediate bytes
            i++;
        }
        return i < limit && text.charAt(i) >= 0x40 && text.charAt(i) <= 0x7E ? i + 1 : -1;
    }
}
