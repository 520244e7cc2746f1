package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.AnsiEscapes;

/**
 * Whether a draw (after its {@code \r}, up to the next {@code \r} or {@code \n}) is a progress display's: one that
 * shows progress, or a blank one (spaces and terminal controls: a bar cleared before other text is printed). Any
 * other draw is text the program printed ({@code \rseed=42\rdone}): a terminal draws over it too, but a run that
 * printed another value there differs for real, so the progress mask leaves it to be compared ({@link RowCover} ends
 * its matches before it) and {@link OverdrawnLines} takes no line holding it for a nested bar's. One pass over the
 * draw without a regex: a line redrawn for an hour holds hundreds of thousands of draws.
 */
final class ProgressDraw {
    /** The SI prefixes a rate's unit may have before {@code s/} ({@code 1.2ks/it}, {@code 10ms/step}). */
    private static final String RATE_PREFIXES = "kMGTPEZYmu\u00b5";

    private ProgressDraw() {
    }

    /** Whether the draw starting at {@code from} of {@code line} shows progress or is blank. */
    static boolean at(String line, int from) {
        int end = from;
        while (end < line.length() && !endsDraw(line.charAt(end))) {
            if (showsProgressAt(line, end)) {
                return true;
            }
            end++;
        }
        return end > from && isBlank(line, from, end);
    }

    private static boolean endsDraw(char c) {
        return c == '\r' || c == '\n';
    }

    /**
     * A percentage ({@code 5%}), a count of a total ({@code 2/20}, {@code 1.2/3.4 MB}), a rate ({@code 3/s},
     * {@code MB/s}; {@code 5it/s} only through its digit before the unit: {@code 5s/it}, {@code 10ms/step}), a clock
     * ({@code 0:01}, curl's {@code 0:00:03}), curl's {@code --:--} or a bar's block or line character ({@code █▌},
     * {@code ━━╸}) at {@code i}. A rate's {@code /s} ends where no letter, digit, combining mark or '_' follows (what
     * {@code \b} meant on Java 17, whatever Java this runs on).
     */
    private static boolean showsProgressAt(String line, int i) {
        char c = line.charAt(i);
        if (isDigit(c)) {
            char next = charAt(line, i + 1);
            int unit = RATE_PREFIXES.indexOf(next) >= 0 ? i + 2 : i + 1;
            return next == '%' || next == '/' && isDigit(charAt(line, i + 2))
                    || next == ':' && isDigit(charAt(line, i + 2)) && isDigit(charAt(line, i + 3))
                    || line.startsWith("s/", unit) && isAsciiLetter(charAt(line, unit + 2));
        }
        if (c == '/') {
            return charAt(line, i + 1) == 's' && (i + 2 >= line.length() || !isWordPart(line.codePointAt(i + 2)));
        }
        return c == '-' && line.startsWith("--:--", i)
                || c >= '\u2580' && c <= '\u259F' || c == '\u2501' || c == '\u2578' || c == '\u257A';
    }

    /** Spaces, tabs and control sequences ({@code ESC[K}, {@code ESC[?25l}, or with the 8-bit CSI) only. */
    private static boolean isBlank(String line, int from, int end) {
        int i = from;
        while (i < end) {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t') {
                i++;
            } else if (line.startsWith("\u001B[", i) || c == AnsiEscapes.CSI) {
                i = AnsiEscapes.parametersStart(line, i);
                while (i < end && (isDigit(line.charAt(i)) || line.charAt(i) == ';' || line.charAt(i) == '?')) {
                    i++;
                }
                if (i == end || !isAsciiLetter(line.charAt(i))) {
                    return false;
                }
                i++;
            } else {
                return false;
            }
        }
        return true;
    }

    /** What ends a rate's {@code /s}: a letter, a decimal digit, a combining mark or '_' after it does not. */
    private static boolean isWordPart(int codePoint) {
        return codePoint == '_' || Character.isLetterOrDigit(codePoint)
                || Character.getType(codePoint) == Character.NON_SPACING_MARK;
    }

    private static char charAt(String line, int i) {
        return i < line.length() ? line.charAt(i) : '\0';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }
}
