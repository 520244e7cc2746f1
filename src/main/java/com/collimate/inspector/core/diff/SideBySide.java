package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The side-by-side row model of a {@link TextDiff}: hunk rows with inline spans, equal lines around them, and
 * longer equal runs folded behind one {@link RowKind#FOLDED} row. Immutable: {@link #expand(int)} returns a new
 * model. Build it off the UI thread ({@link #of} does the inline diffs); {@link #rows()} is a lazy list whose
 * equal rows are made on access, so a million expanded lines cost no extra memory.
 */
public final class SideBySide {
    static final String WORD_NOTE = "long lines are compared word by word";
    static final String RANGE_NOTE = "very long lines show only the changed range (line-level only)";

    private final TextDiff diff;
    private final List<Segment> segments;
    private final int[] segmentStarts;
    private final int[] hunkSegments;
    private final List<String> notes;

    private SideBySide(TextDiff diff, List<Segment> segments, int[] hunkSegments, List<String> notes) {
        this.diff = diff;
        this.segments = List.copyOf(segments);
        this.hunkSegments = hunkSegments;
        this.notes = notes;
        this.segmentStarts = new int[segments.size() + 1];
        for (int i = 0; i < segments.size(); i++) {
            segmentStarts[i + 1] = segmentStarts[i] + segments.get(i).size();
        }
    }

    /** Folds equal runs to {@code diff.options().contextLines()} lines of context. */
    public static SideBySide of(TextDiff diff, Cancellation cancellation) {
        return of(diff, diff.options().contextLines(), cancellation);
    }

    public static SideBySide of(TextDiff diff, int contextLines, Cancellation cancellation) {
        List<Segment> segments = new ArrayList<>();
        List<Hunk> hunks = diff.hunks();
        int[] hunkSegments = new int[hunks.size()];
        List<String> notes = new ArrayList<>(diff.notes());
        cancellation.throwIfCancelled();
        int left = 0;
        int right = 0;
        List<TextDiff.Region> regions = diff.regions();
        for (TextDiff.Region region : regions) {
            cancellation.throwIfCancelled();
            Hunk lines = region.lines();
            addEqual(segments, left, right, lines.leftBegin() - left, segments.isEmpty(), false, contextLines);
            if (region.isHunk()) {
                hunkSegments[region.hunkIndex()] = segments.size();
                segments.add(new HunkRows(hunkRows(diff, lines, region.hunkIndex(), notes, cancellation)));
            } else {
                segments.add(new HunkRows(overdrawnRows(diff, lines)));
            }
            left = lines.leftEnd();
            right = lines.rightEnd();
        }
        addEqual(segments, left, right, diff.leftLineCount() - left, regions.isEmpty(), true, contextLines);
        return new SideBySide(diff, segments, hunkSegments, notes.stream().distinct().toList());
    }

    private static void addEqual(List<Segment> segments, int left, int right, int count, boolean atStart,
                                 boolean atEnd, int context) {
        int head = atStart && !atEnd ? 0 : Math.min(context, count);
        int tail = atEnd && !atStart ? 0 : Math.min(context, count - head);
        int folded = count - head - tail;
        if (folded <= 1) {
            head = count;
            tail = 0;
            folded = 0;
        }
        if (head > 0) {
            segments.add(new EqualRun(left, right, head));
        }
        if (folded > 0) {
            segments.add(new Fold(left + head, right + head, folded));
        }
        if (tail > 0) {
            segments.add(new EqualRun(left + head + folded, right + head + folded, tail));
        }
    }

    private static List<DiffRow> hunkRows(TextDiff diff, Hunk hunk, int hunkIndex, List<String> notes,
                                          Cancellation cancellation) {
        List<DiffRow> rows = new ArrayList<>(Math.max(hunk.leftCount(), hunk.rightCount()));
        InlineDiff inlineDiff = new InlineDiff(diff.options().activeMasks());
        for (int i = 0; i < hunk.changedLines(); i++) {
            if ((i & 1023) == 1023) {
                cancellation.throwIfCancelled();
            }
            int l = hunk.leftBegin() + i;
            int r = hunk.rightBegin() + i;
            String leftText = diff.leftDisplay(l);
            String rightText = diff.rightDisplay(r);
            InlineDiff.Result inline = inlineDiff.of(leftText, rightText);
            if (inline.level() == InlineDiff.Level.WORD) {
                notes.add(WORD_NOTE);
            } else if (inline.level() == InlineDiff.Level.RANGE) {
                notes.add(RANGE_NOTE);
            }
            rows.add(new DiffRow(RowKind.CHANGED, l + 1, r + 1, leftText, rightText, inline.left(), inline.right(),
                    hunkIndex, 0, false));
        }
        for (int l = hunk.leftBegin() + hunk.changedLines(); l < hunk.leftEnd(); l++) {
            rows.add(new DiffRow(RowKind.REMOVED, l + 1, 0, diff.leftDisplay(l), "", List.of(), List.of(),
                    hunkIndex, 0, false));
        }
        for (int r = hunk.rightBegin() + hunk.changedLines(); r < hunk.rightEnd(); r++) {
            rows.add(new DiffRow(RowKind.ADDED, 0, r + 1, "", diff.rightDisplay(r), List.of(), List.of(),
                    hunkIndex, 0, false));
        }
        return rows;
    }

    /**
     * Overdrawn lines of nested progress bars ({@link TextDiff.Region}): equal rows, those beyond the other side's
     * count with no line there; all read as masked.
     */
    private static List<DiffRow> overdrawnRows(TextDiff diff, Hunk lines) {
        List<DiffRow> rows = new ArrayList<>(Math.max(lines.leftCount(), lines.rightCount()));
        for (int i = 0; i < Math.max(lines.leftCount(), lines.rightCount()); i++) {
            boolean hasLeft = i < lines.leftCount();
            boolean hasRight = i < lines.rightCount();
            int l = lines.leftBegin() + i;
            int r = lines.rightBegin() + i;
            rows.add(new DiffRow(RowKind.EQUAL, hasLeft ? l + 1 : 0, hasRight ? r + 1 : 0,
                    hasLeft ? diff.leftDisplay(l) : "", hasRight ? diff.rightDisplay(r) : "", List.of(), List.of(), -1,
                    0, true));
        }
        return rows;
    }

    public TextDiff diff() {
        return diff;
    }

    /** Degradation notes for the user (from the line diff and the inline diffs); usually empty. */
    public List<String> notes() {
        return notes;
    }

    public List<DiffRow> rows() {
        return new Rows();
    }

    public int rowCount() {
        return segmentStarts[segments.size()];
    }

    /** The model with the FOLDED row at {@code rowIndex} replaced by its equal lines. */
    public SideBySide expand(int rowIndex) {
        return expand(rowIndex, Integer.MAX_VALUE);
    }

    /**
     * The model with the first {@code lines} lines of the FOLDED row at {@code rowIndex} shown as equal rows, the rest
     * (if any) still folded in the row after them; all of them when the fold hides no more.
     */
    public SideBySide expand(int rowIndex, int lines) {
        return expand(rowIndex, 0, lines);
    }

    /**
     * The model with {@code lines} lines of the FOLDED row at {@code rowIndex}, from its {@code from}th (0-based),
     * shown as equal rows: the lines before them (if any) still folded in a row before, those after (if any) in a row
     * after them.
     */
    public SideBySide expand(int rowIndex, int from, int lines) {
        int segmentIndex = segmentOf(rowIndex);
        if (!(segments.get(segmentIndex) instanceof Fold fold)) {
            throw new IllegalArgumentException("row " + rowIndex + " is not a folded row");
        }
        if (lines < 1 || from < 0 || from >= fold.count) {
            throw new IllegalArgumentException("lines " + from + " + " + lines + " of a fold of " + fold.count);
        }
        int end = (int) Math.min(fold.count, (long) from + lines);
        List<Segment> parts = new ArrayList<>(3);
        if (from > 0) {
            parts.add(new Fold(fold.left, fold.right, from));
        }
        parts.add(new EqualRun(fold.left + from, fold.right + from, end - from));
        if (end < fold.count) {
            parts.add(new Fold(fold.left + end, fold.right + end, fold.count - end));
        }
        List<Segment> expanded = new ArrayList<>(segments.subList(0, segmentIndex));
        expanded.addAll(parts);
        expanded.addAll(segments.subList(segmentIndex + 1, segments.size()));
        int[] movedHunks = hunkSegments.clone();
        for (int h = 0; h < movedHunks.length; h++) {
            if (movedHunks[h] > segmentIndex) {
                movedHunks[h] += parts.size() - 1;
            }
        }
        return new SideBySide(diff, expanded, movedHunks, notes);
    }

    /** The row index where hunk {@code hunkIndex} starts. */
    public int hunkRow(int hunkIndex) {
        return segmentStarts[hunkSegments[hunkIndex]];
    }

    /** The row index just after hunk {@code hunkIndex}'s last row. */
    public int hunkEndRow(int hunkIndex) {
        return hunkRow(hunkIndex) + segments.get(hunkSegments[hunkIndex]).size();
    }

    /**
     * The row showing 1-based line {@code line} of the left or the right text, or the folded row hiding it; else the
     * first row with no line on that side but one on the other (an empty text); -1 when none. Walks the segments, not
     * {@link #rows()}: an equal row made on access costs its display text and a comparison of its raw lines, 50 ms
     * over the 80,000 rows of a 1M-line diff for each click on the Compare view's ruler.
     */
    public int rowOfLine(int line, boolean left) {
        int fallback = -1;
        for (int s = 0; s < segments.size(); s++) {
            Segment segment = segments.get(s);
            if (segment instanceof EqualRun run) {
                int first = (left ? run.left : run.right) + 1;
                if (line >= first && line < first + run.count) {
                    return segmentStarts[s] + line - first;
                }
            } else if (segment instanceof Fold fold) {
                int first = (left ? fold.left : fold.right) + 1;
                if (line >= first && line < first + fold.count) {
                    return segmentStarts[s];
                }
            } else {
                List<DiffRow> rows = ((HunkRows) segment).rows;
                for (int i = 0; i < rows.size(); i++) {
                    DiffRow row = rows.get(i);
                    int shown = left ? row.leftLine() : row.rightLine();
                    if (shown == line) {
                        return segmentStarts[s] + i;
                    }
                    if (shown == 0 && fallback < 0 && (left ? row.rightLine() : row.leftLine()) > 0) {
                        fallback = segmentStarts[s] + i;
                    }
                }
            }
        }
        return fallback;
    }

    public int hunkCount() {
        return hunkSegments.length;
    }

    /** The kind of row {@code rowIndex}, without making the row (an equal row's texts, as {@link #rows()} does). */
    public RowKind kind(int rowIndex) {
        int segmentIndex = segmentOf(rowIndex);
        return segments.get(segmentIndex).kind(rowIndex - segmentStarts[segmentIndex]);
    }

    /**
     * The 1-based left or right line number shown beside row {@code rowIndex}: 0 when the row has no line on that
     * side, and for a folded row (whose {@link DiffRow#leftLine()} is its first hidden line, not one shown).
     */
    public int shownLine(int rowIndex, boolean left) {
        int segmentIndex = segmentOf(rowIndex);
        return segments.get(segmentIndex).shownLine(rowIndex - segmentStarts[segmentIndex], left);
    }

    /** The index of the last hunk starting at or before {@code rowIndex}, or -1 when the row is above every hunk. */
    public int hunkAt(int rowIndex) {
        for (int h = hunkSegments.length - 1; h >= 0; h--) {
            if (hunkRow(h) <= rowIndex) {
                return h;
            }
        }
        return -1;
    }

    private int segmentOf(int rowIndex) {
        if (rowIndex < 0 || rowIndex >= rowCount()) {
            throw new IndexOutOfBoundsException("row " + rowIndex + " of " + rowCount());
        }
        int found = Arrays.binarySearch(segmentStarts, rowIndex);
        if (found >= 0) {
            while (segments.get(found).size() == 0) {
                found++;
            }
            return found;
        }
        return -found - 2;
    }

    private final class Rows extends AbstractList<DiffRow> {
        @Override
        public DiffRow get(int index) {
            int segmentIndex = segmentOf(index);
            return segments.get(segmentIndex).row(diff, index - segmentStarts[segmentIndex]);
        }

        @Override
        public int size() {
            return rowCount();
        }
    }

    private interface Segment {
        int size();

        DiffRow row(TextDiff diff, int offset);

        RowKind kind(int offset);

        int shownLine(int offset, boolean left);
    }

    private record EqualRun(int left, int right, int count) implements Segment {
        @Override
        public int size() {
            return count;
        }

        @Override
        public DiffRow row(TextDiff diff, int offset) {
            int l = left + offset;
            int r = right + offset;
            String leftText = diff.leftDisplay(l);
            String rightText = diff.rightDisplay(r);
            boolean masked = !diff.sameRawLine(l, r) && !diff.leftRaw(l).equals(diff.rightRaw(r));
            return new DiffRow(RowKind.EQUAL, l + 1, r + 1, leftText, rightText, List.of(), List.of(), -1, 0, masked);
        }

        @Override
        public RowKind kind(int offset) {
            return RowKind.EQUAL;
        }

        @Override
        public int shownLine(int offset, boolean left) {
            return (left ? this.left : right) + offset + 1;
        }
    }

    private record Fold(int left, int right, int count) implements Segment {
        @Override
        public int size() {
            return 1;
        }

        @Override
        public DiffRow row(TextDiff diff, int offset) {
            return new DiffRow(RowKind.FOLDED, left + 1, right + 1, "", "", List.of(), List.of(), -1, count, false);
        }

        @Override
        public RowKind kind(int offset) {
            return RowKind.FOLDED;
        }

        @Override
        public int shownLine(int offset, boolean left) {
            return 0;
        }
    }

    private record HunkRows(List<DiffRow> rows) implements Segment {
        @Override
        public int size() {
            return rows.size();
        }

        @Override
        public DiffRow row(TextDiff diff, int offset) {
            return rows.get(offset);
        }

        @Override
        public RowKind kind(int offset) {
            return rows.get(offset).kind();
        }

        @Override
        public int shownLine(int offset, boolean left) {
            return left ? rows.get(offset).leftLine() : rows.get(offset).rightLine();
        }
    }
}
