package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.AnsiEscapes;
import com.collimate.inspector.core.util.DisplayWidth;

/**
 * The columns a draw takes on a terminal's row ({@link DisplayWidth}: a wide character such as {@code 进} or an emoji
 * takes two): its characters but colours ({@code ESC[32m}), line erasures ({@code ESC[K}) and saves of the cursor
 * ({@code ESC 7}, {@code ESC[s}), which take none (also with the 8-bit CSI, U+009B, which xterm takes as
 * {@code ESC [}).
 */
final class DrawColumns {
    /** What {@link Measure#covers} is for a draw that erases its row to the end ({@code ESC[K}, {@code ESC[2K}). */
    static final int WHOLE_ROW = Integer.MAX_VALUE;

    private DrawColumns() {
    }

    /**
     * The columns of {@code line} from {@code begin} to {@code end}; -1 when it holds another control (a cursor move,
     * a tab, a backspace, a C1 control such as NEL, U+0085), after which the columns followed would not be the
     * terminal's.
     */
    static int of(String line, int begin, int end) {
        return measure(line, begin, end).width();
    }

    /**
     * @param width  the columns of the draw, {@link #of}
     * @param covers the columns from the row's start that it surely draws over: those up to its first other control
     *               (the rest may be on another row), or {@link #WHOLE_ROW} when it erases to the row's end before one
     * @param inked  the columns up to its last character other than a space (after a colour or an erasure, which may
     *               colour spaces, up to its last character): past them it leaves the row blank
     */
    record Measure(int width, int covers, int inked) {
    }

    static Measure measure(String line, int begin, int end) {
        int columns = 0;
        int inked = 0;
        boolean styled = false;
        boolean erasesToEnd = false;
        for (int i = begin; i < end; i++) {
            char c = line.charAt(i);
            int save = AnsiEscapes.cursorSaveEnd(line, i, end);
            if (save > 0) {
                i = save - 1;
            } else if (line.startsWith("\u001B[", i) || c == AnsiEscapes.CSI) {
                int parameters = AnsiEscapes.parametersStart(line, i);
                int last = parameters;
                while (last < end && (line.charAt(last) >= '0' && line.charAt(last) <= '9'
                        || line.charAt(last) == ';')) {
                    last++;
                }
                if (last == end || line.charAt(last) != 'm' && line.charAt(last) != 'K') {
                    return new Measure(-1, erasesToEnd ? WHOLE_ROW : columns, inked);
                }
                // ESC[K and ESC[0K erase from the cursor to the row's end, ESC[2K all of it; ESC[1K only up to it
                erasesToEnd |= line.charAt(last) == 'K' && (last == parameters || line.startsWith("0", parameters)
                        || line.startsWith("2", parameters)) && last <= parameters + 1;
                styled = true;
                inked = columns;
                i = last;
            } else if (c < ' ' || c >= '\u007F' && c <= '\u009F') {
                return new Measure(-1, erasesToEnd ? WHOLE_ROW : columns, inked);
            } else {
                int codePoint = line.codePointAt(i);
                columns += DisplayWidth.of(codePoint);
                inked = c == ' ' && !styled ? inked : columns;
                i += Character.charCount(codePoint) - 1;
            }
        }
        return new Measure(columns, erasesToEnd ? WHOLE_ROW : columns, inked);
    }
}
