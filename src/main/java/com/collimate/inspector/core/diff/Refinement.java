package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.TwoTasks;
import org.eclipse.jgit.diff.Edit;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;

/**
 * Re-diffs each raw changed region by normalized keys (masks, whitespace, numeric tolerance). Lines equal outside
 * the raw regions are equal under any normalization, so only the raw regions need masking: this keeps masked
 * diffs as fast as raw ones. Keys hold bare placeholders, so a line's key depends on that line alone; a pair of lines
 * equal by key is then checked against the {@link ValueCorrespondence} of the masked values. The two sides are
 * normalized on two threads when there are many lines.
 */
final class Refinement {
    private final LineNormalizer normalizer;
    private final LineDiffer lineDiffer;

    Refinement(LineNormalizer normalizer, LineDiffer lineDiffer) {
        this.normalizer = normalizer;
        this.lineDiffer = lineDiffer;
    }

    /**
     * The pairs of lines aligned as equal by key inside the raw regions (their raw text usually differs: the
     * noise the normalization absorbed): pair {@code i} is left line {@code left[i]} and right line {@code right[i]}.
     */
    record AlignedPairs(int[] left, int[] right, int count) {
    }

    /**
     * @param regions     what differs once normalized
     * @param overdrawn   lines of nested progress bars that a terminal draws over later ({@link OverdrawnLines}),
     *                    which one side has and the other has not: no difference, classed {@code progress}
     * @param leftDisplay null when no masks apply (lines are shown as they are)
     */
    record Result(List<Hunk> regions, List<Hunk> overdrawn, MaskedDisplay leftDisplay, MaskedDisplay rightDisplay,
                  AlignedPairs aligned) {
    }

    /**
     * @param overdrawnLines the lines of the raw regions drawn over later ({@link OverdrawnLines.Sides#of}), taken out
     *                       of the regions when the progress mask is on
     */
    Result run(List<Edit> rawEdits, TextLines left, TextLines right, OverdrawnLines.Sides overdrawnLines,
               Cancellation cancellation, Consumer<String> notes) {
        int leftLines = rawEdits.stream().mapToInt(Edit::getLengthA).sum();
        int rightLines = rawEdits.stream().mapToInt(Edit::getLengthB).sum();
        boolean masking = !normalizer.masks().isEmpty();
        SideValues leftValues = masking ? new SideValues(normalizer.masks(), left.count()) : null;
        SideValues rightValues = masking ? new SideValues(normalizer.masks(), right.count()) : null;
        TwoTasks.Results<List<LineSequence.Keys>> keys = TwoTasks.run(
                leftLines + rightLines >= TwoTasks.PARALLEL_LINES,
                () -> keys(left, rawEdits, Edit::getBeginA, Edit::getEndA, leftValues, cancellation),
                () -> keys(right, rawEdits, Edit::getBeginB, Edit::getEndB, rightValues, cancellation));
        ValueCorrespondence values = masking ? new ValueCorrespondence(leftValues, rightValues) : null;
        Regions regions = new Regions(Math.min(leftLines, rightLines), values);
        for (int e = 0; e < rawEdits.size(); e++) {
            cancellation.throwIfCancelled();
            Edit raw = rawEdits.get(e);
            int leftIndex = raw.getBeginA();
            int rightIndex = raw.getBeginB();
            for (Edit sub : lineDiffer.diff(keys.first().get(e), keys.second().get(e), cancellation, notes)) {
                int leftBegin = raw.getBeginA() + sub.getBeginA();
                while (leftIndex < leftBegin) {
                    regions.equalByKey(leftIndex++, rightIndex++);
                }
                leftIndex = raw.getBeginA() + sub.getEndA();
                rightIndex = raw.getBeginB() + sub.getEndB();
                regions.add(leftBegin, leftIndex, raw.getBeginB() + sub.getBeginB(), rightIndex);
            }
            while (leftIndex < raw.getEndA()) {
                regions.equalByKey(leftIndex++, rightIndex++);
            }
        }
        if (!masking) {
            return new Result(regions.hunks, List.of(), null, null, regions.aligned());
        }
        List<Hunk> hunks = regions.hunks;
        List<Hunk> overdrawn = new ArrayList<>();
        if (normalizer.masks().masksProgress()) {
            hunks = withoutOverdrawn(hunks, overdrawnLines.left(), overdrawnLines.right(), overdrawn);
        }
        for (Hunk hunk : hunks) {
            for (int i = 0; i < hunk.changedLines(); i++) {
                values.pairForDisplay(hunk.leftBegin() + i, hunk.rightBegin() + i);
            }
        }
        return new Result(hunks, overdrawn,
                new MaskedDisplay(left, normalizer.masks(), values.leftNumbering(), lines(rawEdits, Edit::getBeginA, Edit::getEndA)),
                new MaskedDisplay(right, normalizer.masks(), values.rightNumbering(), lines(rawEdits, Edit::getBeginB, Edit::getEndB)),
                regions.aligned());
    }

    /** The changed regions and the aligned pairs, in order. */
    private static final class Regions {
        private final List<Hunk> hunks = new ArrayList<>();
        private final int[] alignedLeft;
        private final int[] alignedRight;
        private final ValueCorrespondence values;
        private int aligned;

        Regions(int maxAligned, ValueCorrespondence values) {
            this.alignedLeft = new int[maxAligned];
            this.alignedRight = new int[maxAligned];
            this.values = values;
        }

        /** Two lines equal by key: aligned, unless their masked values contradict the correspondence. */
        void equalByKey(int leftLine, int rightLine) {
            if (values == null || values.pair(leftLine, rightLine)) {
                alignedLeft[aligned] = leftLine;
                alignedRight[aligned++] = rightLine;
            } else {
                add(leftLine, leftLine + 1, rightLine, rightLine + 1);
            }
        }

        /** Adds a changed region, joined to the previous one when they touch. */
        void add(int leftBegin, int leftEnd, int rightBegin, int rightEnd) {
            Hunk last = hunks.isEmpty() ? null : hunks.get(hunks.size() - 1);
            if (last != null && last.leftEnd() == leftBegin && last.rightEnd() == rightBegin) {
                hunks.set(hunks.size() - 1, new Hunk(last.leftBegin(), leftEnd, last.rightBegin(), rightEnd, List.of()));
            } else {
                hunks.add(new Hunk(leftBegin, leftEnd, rightBegin, rightEnd, List.of()));
            }
        }

        AlignedPairs aligned() {
            return new AlignedPairs(alignedLeft, alignedRight, aligned);
        }
    }

    /**
     * The hunks without the overdrawn lines at their start and end (one side's lines may be, the other's not): those
     * go to {@code overdrawn}, and a hunk made of them only goes there whole. Overdrawn lines between others stay.
     */
    private static List<Hunk> withoutOverdrawn(List<Hunk> hunks, BitSet leftOverdrawn, BitSet rightOverdrawn,
                                               List<Hunk> overdrawn) {
        List<Hunk> kept = new ArrayList<>(hunks.size());
        List<String> progress = List.of(DiffClass.PROGRESS.label());
        for (Hunk hunk : hunks) {
            int leftHead = run(leftOverdrawn, hunk.leftBegin(), hunk.leftEnd());
            int rightHead = run(rightOverdrawn, hunk.rightBegin(), hunk.rightEnd());
            if (leftHead == hunk.leftCount() && rightHead == hunk.rightCount()) {
                overdrawn.add(new Hunk(hunk.leftBegin(), hunk.leftEnd(), hunk.rightBegin(), hunk.rightEnd(), progress));
                continue;
            }
            int leftTail = runBack(leftOverdrawn, hunk.leftBegin() + leftHead, hunk.leftEnd());
            int rightTail = runBack(rightOverdrawn, hunk.rightBegin() + rightHead, hunk.rightEnd());
            int leftBegin = hunk.leftBegin() + leftHead;
            int rightBegin = hunk.rightBegin() + rightHead;
            int leftEnd = hunk.leftEnd() - leftTail;
            int rightEnd = hunk.rightEnd() - rightTail;
            if (leftHead + rightHead > 0) {
                overdrawn.add(new Hunk(hunk.leftBegin(), leftBegin, hunk.rightBegin(), rightBegin, progress));
            }
            kept.add(new Hunk(leftBegin, leftEnd, rightBegin, rightEnd, List.of()));
            if (leftTail + rightTail > 0) {
                overdrawn.add(new Hunk(leftEnd, hunk.leftEnd(), rightEnd, hunk.rightEnd(), progress));
            }
        }
        return kept;
    }

    /** How many lines from {@code begin} on, before {@code end}, are set in {@code lines}. */
    private static int run(BitSet lines, int begin, int end) {
        return Math.min(end, Math.max(begin, lines.nextClearBit(begin))) - begin;
    }

    /** How many lines before {@code end}, from {@code begin} on, are set in {@code lines}. */
    private static int runBack(BitSet lines, int begin, int end) {
        return end - Math.max(begin, lines.previousClearBit(end - 1) + 1);
    }

    private static BitSet lines(List<Edit> rawEdits, ToIntFunction<Edit> begin, ToIntFunction<Edit> end) {
        BitSet lines = new BitSet();
        for (Edit raw : rawEdits) {
            lines.set(begin.applyAsInt(raw), end.applyAsInt(raw));
        }
        return lines;
    }

    /** The keys of one side's lines in every raw region, recording their masked values in {@code values}. */
    private List<LineSequence.Keys> keys(TextLines lines, List<Edit> rawEdits, ToIntFunction<Edit> begin,
                                        ToIntFunction<Edit> end, SideValues values, Cancellation cancellation) {
        List<LineSequence.Keys> keys = new ArrayList<>(rawEdits.size());
        for (Edit raw : rawEdits) {
            cancellation.throwIfCancelled();
            keys.add(keys(lines, begin.applyAsInt(raw), end.applyAsInt(raw), values, cancellation));
        }
        return keys;
    }

    private LineSequence.Keys keys(TextLines lines, int begin, int end, SideValues values,
                                   Cancellation cancellation) {
        LineKey[] keys = new LineKey[end - begin];
        for (int i = begin; i < end; i++) {
            if ((i & 4095) == 4095) {
                cancellation.throwIfCancelled();
            }
            if (values != null) {
                values.startLine(i);
            }
            keys[i - begin] = normalizer.key(lines.raw(i), values);
            if (values != null) {
                values.endLine(i);
            }
        }
        return new LineSequence.Keys(keys, normalizer.tolerance());
    }
}
