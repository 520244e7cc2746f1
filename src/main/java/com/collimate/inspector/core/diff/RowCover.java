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
 * before, so its redraws are. A draw with a control other than a colour or an erasure (a cursor move) covers only
 * what it drew before it, and nothing drawn after it counts for the draws before: it may be on another row. One pass
 * over the line, from its end.
 */
final class RowCover {
    private RowCover() {
    }

    /**
     * For {@code line}: how far a match of the progress mask that starts at an index may reach, so that it takes in
     * covered draws only: up to the first draw, from that index on, that is not covered (to its text: the
     * {@code \r} before it is still taken). The line's end where no draw follows.
     */
    static IntUnaryOperator limitsOf(String line) {
        List<int[]> draws = new ArrayList<>(); // {its first '\r', its text, the text's end, the row it is on}
        int row = 0;
        for (int i = 0; i < line.length(); ) {
            char c = line.charAt(i);
            if (c != '\r') {
                row += c == '\n' ? 1 : 0;
                i++;
                continue;
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
                draws.add(new int[] {i, text, end, row});
            }
            i = end;
        }
        int[] returns = new int[draws.size()];
        int[] shownFrom = new int[draws.size()]; // the text of the first draw from this one on that is not covered
        int widestLater = -1;
        int next = line.length();
        for (int i = draws.size() - 1; i >= 0; i--) {
            int[] draw = draws.get(i);
            returns[i] = draw[0];
            if (i + 1 < draws.size() && draws.get(i + 1)[3] != draw[3]) {
                widestLater = -1; // the draws after it are on another row
            }
            int width = DrawColumns.of(line, draw[1], draw[2]);
            if (width < 0 || width > widestLater) {
                next = draw[1];
            }
            shownFrom[i] = next;
            int covers = DrawColumns.covered(line, draw[1], draw[2]);
            widestLater = width < 0 ? covers : Math.max(widestLater, covers);
        }
        return start -> {
            int draw = Arrays.binarySearch(returns, start);
            int at = draw >= 0 ? draw : -draw - 1;
            return at < returns.length ? shownFrom[at] : line.length();
        };
    }
}
