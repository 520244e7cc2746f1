package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.AnsiEscapes;
import com.collimate.inspector.core.util.Cancellation;
import org.eclipse.jgit.diff.Edit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * The lines of nested progress bars that a terminal draws over entirely later. tqdm draws a bar at {@code position=1} a
 * row down ({@code \n}), then moves back up ({@code ESC[A}), so each redraw of the inner bar, and each draw of the
 * outer bar followed by one, is a line of its own; how many such lines a run printed is timing, as the redraws on one
 * line are. Within a run of lines that are all progress draws (each starts with {@code \r}; every draw shows progress
 * or is blank, see {@link ProgressDraw}, and moves the cursor only up, at its end), the rows each line draws on
 * are followed as a terminal moves between them: a line is drawn over when every row it draws on is drawn again, from
 * its first column and at least as wide (a shorter draw leaves the end of the longer one showing; widths are a
 * terminal's, {@link DrawColumns}), by a later line of the run. So what is left is what a terminal shows at the end:
 * the last line of a run is never drawn over, nor is the outer bar's line when the run stops before the outer bar is
 * drawn again (a run killed half-way). One pass over the lines of the changed regions and of the runs of progress
 * lines they end in.
 */
final class OverdrawnLines {
    /** A move up by more than 9,999 rows is no nested bar's (and would only make the rows sparse). */
    private static final int MAX_MOVE_UP_DIGITS = 4;

    private OverdrawnLines() {
    }

    /** The lines drawn over later on each side; none on either when the progress mask is off. */
    record Sides(BitSet left, BitSet right) {
        static final Sides NONE = new Sides(new BitSet(), new BitSet());

        /**
         * The lines of the raw changed regions that later lines draw over, on each side, when {@code masks} hold the
         * progress mask. Worked out once for a comparison: a line's status depends only on the lines after it in its
         * run, so it holds for any region the normalized diff makes of a raw one.
         */
        static Sides of(Masks masks, List<Edit> rawEdits, TextLines left, TextLines right, Cancellation cancellation) {
            if (!masks.masksProgress()) {
                return NONE;
            }
            return new Sides(OverdrawnLines.of(left, rawEdits, Edit::getBeginA, Edit::getEndA, cancellation),
                    OverdrawnLines.of(right, rawEdits, Edit::getBeginB, Edit::getEndB, cancellation));
        }

        /** Whether any line of {@code region} is drawn over, on either side. */
        boolean any(Hunk region) {
            return anyIn(left, region.leftBegin(), region.leftEnd())
                    || anyIn(right, region.rightBegin(), region.rightEnd());
        }

        private static boolean anyIn(BitSet lines, int begin, int end) {
            int first = lines.nextSetBit(begin);
            return first >= 0 && first < end;
        }
    }

    /**
     * The lines of {@code lines} in the ranges ({@code begin} to {@code end} of each, in text order) that later lines
     * draw over.
     */
    private static <T> BitSet of(TextLines lines, List<T> ranges, ToIntFunction<T> begin, ToIntFunction<T> end,
                         Cancellation cancellation) {
        BitSet drawnOver = new BitSet();
        int done = 0;
        for (T range : ranges) {
            int line = Math.max(done, begin.applyAsInt(range));
            while (line < end.applyAsInt(range)) {
                List<Draws> run = new ArrayList<>();
                for (Draws draws; line + run.size() < lines.count() && lines.startsWithCarriageReturn(line + run.size())
                        && (draws = rowsDrawn(lines.raw(line + run.size()))) != null; ) {
                    if ((run.size() & 4095) == 4095) {
                        cancellation.throwIfCancelled();
                    }
                    run.add(draws);
                }
                markDrawnOver(run, line, drawnOver);
                line += Math.max(1, run.size());
            }
            done = Math.max(done, line);
        }
        return drawnOver;
    }

    /**
     * The draws of one line of progress: the rows it draws on, relative to the row the line starts on, each with the
     * widest draw on it; then the row the line ends on (after its {@code \n}). Rows are longs: a line of megabytes of
     * moves up by 9,999 rows goes past an int's range, where a row would wrap onto another line's and be taken for
     * drawn over.
     */
    private record Draws(long[] rows, int[] widths, long end) {
    }

    /**
     * Follows one run of progress lines (each as {@link #rowsDrawn}, starting at {@code first}) from its end: a line is
     * drawn over when later ones drew on every row it drew on, at least as wide.
     */
    private static void markDrawnOver(List<Draws> run, int first, BitSet drawnOver) {
        long[] start = new long[run.size()];
        for (int i = 1; i < run.size(); i++) {
            start[i] = start[i - 1] + run.get(i - 1).end();
        }
        Map<Long, Integer> widthDrawnLater = new HashMap<>();
        for (int i = run.size() - 1; i >= 0; i--) {
            Draws draws = run.get(i);
            boolean allDrawnLater = draws.rows().length > 0;
            for (int k = 0; k < draws.rows().length && allDrawnLater; k++) {
                allDrawnLater = widthDrawnLater.getOrDefault(start[i] + draws.rows()[k], -1) >= draws.widths()[k];
            }
            if (allDrawnLater) {
                drawnOver.set(first + i);
            }
            for (int k = 0; k < draws.rows().length; k++) {
                widthDrawnLater.merge(start[i] + draws.rows()[k], draws.widths()[k], Math::max);
            }
        }
    }

    /**
     * The draws of a line of progress; null when the line is not all progress draws: it does not start with
     * {@code \r}, a draw shows no progress, holds a control other than a colour or erasure ({@link DrawColumns#of}), or
     * text follows a move up before the next {@code \r}. Draws one after the other on a row are one, as wide as the
     * widest: a bar redrawn on its row for an hour is one row here, not a million.
     */
    private static Draws rowsDrawn(String line) {
        if (line.isEmpty() || line.charAt(0) != '\r') {
            return null;
        }
        long[] rows = new long[1];
        int[] widths = new int[1];
        int count = 0;
        long row = 0;
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == '\r') {
                i++;
                continue;
            }
            if (c == '\n') {
                row++;
                i++;
                continue;
            }
            if (!ProgressDraw.at(line, i)) {
                return null;
            }
            int drawEnd = i;
            while (drawEnd < line.length() && line.charAt(drawEnd) != '\r' && line.charAt(drawEnd) != '\n') {
                drawEnd++;
            }
            int text = i;
            while (text < drawEnd && moveUpLength(line, text) == 0) {
                text++;
            }
            if (text > i) {
                int width = DrawColumns.of(line, i, text);
                if (width < 0) {
                    return null;
                }
                if (count > 0 && rows[count - 1] == row) {
                    widths[count - 1] = Math.max(widths[count - 1], width);
                } else {
                    if (count == rows.length) {
                        rows = Arrays.copyOf(rows, 2 * count);
                        widths = Arrays.copyOf(widths, 2 * count);
                    }
                    rows[count] = row;
                    widths[count++] = width;
                }
            }
            for (int move; text < drawEnd; text += move) {
                move = moveUpLength(line, text);
                if (move == 0) {
                    return null;
                }
                int digits = AnsiEscapes.parametersStart(line, text);
                row -= Math.max(1, digits == text + move - 1 ? 1 : Integer.parseInt(line, digits, text + move - 1, 10));
            }
            i = drawEnd;
        }
        return new Draws(Arrays.copyOf(rows, count), Arrays.copyOf(widths, count), row);
    }

    /**
     * The length of the {@code ESC[A} or {@code ESC[nA} (n of up to four digits; or with the 8-bit CSI, U+009B, for
     * {@code ESC [}) at {@code at}, else 0.
     */
    private static int moveUpLength(String line, int at) {
        if (!line.startsWith("\u001B[", at) && line.charAt(at) != AnsiEscapes.CSI) {
            return 0;
        }
        int from = AnsiEscapes.parametersStart(line, at);
        int digits = from;
        while (digits < line.length() && line.charAt(digits) >= '0' && line.charAt(digits) <= '9'
                && digits - from <= MAX_MOVE_UP_DIGITS) {
            digits++;
        }
        boolean fits = digits - from <= MAX_MOVE_UP_DIGITS;
        return fits && digits < line.length() && line.charAt(digits) == 'A' ? digits + 1 - at : 0;
    }
}
