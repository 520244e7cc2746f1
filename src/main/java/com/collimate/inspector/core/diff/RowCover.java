package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Which draws of a line ({@code \r} and the text after it) later draws on the same row cover entirely, from the
 * row's first column and at least as wide ({@link DrawColumns}): only those a terminal no longer shows. A shorter
 * draw leaves the end of a longer one showing ({@code \r1/3 loss=0.123456\r2/3 loss=0.5} shows
 * {@code 2/3 loss=0.53456}), so the longer one is not covered; tqdm pads its draws with spaces to the width of the one
 * before, so its redraws are, and clears a bar with spaces as wide before other text, which leaves only blanks
 * showing past that text (unless the spaces draw over the end of a wider earlier draw). A draw with a control other
 * than a colour or an erasure (a cursor move) covers only what it drew before it, and nothing drawn after it counts
 * for the draws before: it may be on another row. Two
 * passes over the line: the widths drawn before each draw, then the widths drawn after it, from the line's end.
 */
final class RowCover {
    private RowCover() {
    }

    /**
     * For {@code line}: how far a match of the progress mask that starts at an index may reach, so that it takes in
     * covered progress draws only: up to the first draw, from that index on, that is not covered or shows no progress
     * ({@link ProgressDraw}; to its text: the {@code \r} before it is still taken). The line's end where no draw
     * follows.
     */
    static IntUnaryOperator limitsOf(String line) {
        if (line.indexOf('\r') < 0) { // most lines: no draws (the mask also tries lines with '[' and '/')
            return start -> line.length();
        }
        List<Draw> draws = new ArrayList<>();
        int row = 0;
        int rowStart = 0;
        int widestBefore = 0;
        for (int i = 0; i < line.length(); ) {
            char c = line.charAt(i);
            if (c != '\r') {
                if (c == '\n') {
                    row++;
                    rowStart = i + 1;
                    widestBefore = 0;
                }
                i++;
                continue;
            }
            if (rowStart < i) { // text before the row's first draw
                widestBefore = widest(widestBefore, DrawColumns.of(line, rowStart, i));
            }
            int text = i;
            while (text < line.length() && line.charAt(text) == '\r') {
                text++;
            }
            int end = text;
            while (end < line.length() && line.charAt(end) != '\r' && line.charAt(end) != '\n') {
                end++;
            }
            if (end > text) {
                DrawColumns.Measure measure = DrawColumns.measure(line, text, end);
                draws.add(new Draw(i, text, row, measure, widestBefore));
                widestBefore = widest(widestBefore, measure.width());
            }
            rowStart = end;
            i = end;
        }
        int[] returns = new int[draws.size()];
        int[] shownFrom = new int[draws.size()]; // the text of the first draw from this one on that is not covered
        int widestLater = -1;
        int next = line.length();
        for (int i = draws.size() - 1; i >= 0; i--) {
            Draw draw = draws.get(i);
            returns[i] = draw.returns();
            if (i + 1 < draws.size() && draws.get(i + 1).row() != draw.row()) {
                widestLater = -1; // the draws after it are on another row
            }
            if (!draw.coveredBy(widestLater) || !ProgressDraw.at(line, draw.text())) {
                next = draw.text();
            }
            shownFrom[i] = next;
            int width = draw.measure().width();
            widestLater = width < 0 ? draw.measure().covers() : Math.max(widestLater, draw.measure().covers());
        }
        return start -> {
            int draw = Arrays.binarySearch(returns, start);
            int at = draw >= 0 ? draw : -draw - 1;
            return at < returns.length ? shownFrom[at] : line.length();
        };
    }

    /** The widest of {@code widest} and {@code width} columns, where -1 (a control) may reach anywhere. */
    private static int widest(int widest, int width) {
        return width < 0 ? DrawColumns.WHOLE_ROW : Math.max(widest, width);
    }

    /**
     * A draw: its first {@code \r}, its text, the row it is on (counted by {@code \n}), its columns, and the widest
     * of what was drawn on its row before it.
     */
    private record Draw(int returns, int text, int row, DrawColumns.Measure measure, int widestBefore) {
        /**
         * Whether later draws as wide as {@code widestLater} leave nothing of it showing: they are at least as wide, or
         * past them it shows only blanks where nothing was drawn before it that it did not draw over (tqdm clears a
         * bar with spaces as wide as it before printing other text; the width of a clearing whose blanks draw over
         * the end of a wider earlier draw is compared, as it decides how much of that draw shows).
         */
        boolean coveredBy(int widestLater) {
            int width = measure.width();
            return width >= 0 && (width <= widestLater
                    || measure.inked() <= widestLater && widestBefore <= width);
        }
    }
}
