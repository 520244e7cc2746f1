package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.TwoTasks;
import org.eclipse.jgit.diff.Edit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;

/**
 * Re-diffs each raw changed region by normalized keys (masks, whitespace, numeric tolerance). Lines equal outside
 * the raw regions are equal under any normalization, so only the raw regions need masking: this keeps masked
 * diffs as fast as raw ones. Placeholders are numbered per side across all differing regions, in order; the two
 * sides are normalized on two threads when there are many lines.
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

    record Result(List<Hunk> regions, String[] leftDisplay, String[] rightDisplay, AlignedPairs aligned) {
    }

    Result run(List<Edit> rawEdits, TextLines left, TextLines right, Cancellation cancellation,
               Consumer<String> notes) {
        int leftLines = rawEdits.stream().mapToInt(Edit::getLengthA).sum();
        int rightLines = rawEdits.stream().mapToInt(Edit::getLengthB).sum();
        String[] leftDisplay = normalizer.masks() ? new String[left.count()] : null;
        String[] rightDisplay = normalizer.masks() ? new String[right.count()] : null;
        TwoTasks.Results<List<LineSequence.Keys>> keys = TwoTasks.run(
                leftLines + rightLines >= TwoTasks.PARALLEL_LINES,
                () -> keys(left, rawEdits, Edit::getBeginA, Edit::getEndA, leftDisplay, cancellation),
                () -> keys(right, rawEdits, Edit::getBeginB, Edit::getEndB, rightDisplay, cancellation));
        int[] alignedLeft = new int[Math.min(leftLines, rightLines)];
        int[] alignedRight = new int[alignedLeft.length];
        int aligned = 0;
        List<Hunk> regions = new ArrayList<>();
        for (int e = 0; e < rawEdits.size(); e++) {
            cancellation.throwIfCancelled();
            Edit raw = rawEdits.get(e);
            int leftIndex = raw.getBeginA();
            int rightIndex = raw.getBeginB();
            for (Edit sub : lineDiffer.diff(keys.first().get(e), keys.second().get(e), cancellation, notes)) {
                int leftBegin = raw.getBeginA() + sub.getBeginA();
                while (leftIndex < leftBegin) {
                    alignedLeft[aligned] = leftIndex++;
                    alignedRight[aligned++] = rightIndex++;
                }
                leftIndex = raw.getBeginA() + sub.getEndA();
                rightIndex = raw.getBeginB() + sub.getEndB();
                regions.add(new Hunk(leftBegin, leftIndex, raw.getBeginB() + sub.getBeginB(), rightIndex, List.of()));
            }
            while (leftIndex < raw.getEndA()) {
                alignedLeft[aligned] = leftIndex++;
                alignedRight[aligned++] = rightIndex++;
            }
        }
        return new Result(regions, leftDisplay, rightDisplay, new AlignedPairs(alignedLeft, alignedRight, aligned));
    }

    /** The keys of one side's lines in every raw region, numbering that side's placeholders in order. */
    private List<LineSequence.Keys> keys(TextLines lines, List<Edit> rawEdits, ToIntFunction<Edit> begin,
                                        ToIntFunction<Edit> end, String[] display, Cancellation cancellation) {
        PlaceholderNumbering numbering = new PlaceholderNumbering();
        List<LineSequence.Keys> keys = new ArrayList<>(rawEdits.size());
        for (Edit raw : rawEdits) {
            cancellation.throwIfCancelled();
            keys.add(keys(lines, begin.applyAsInt(raw), end.applyAsInt(raw), numbering, display, cancellation));
        }
        return keys;
    }

    private LineSequence.Keys keys(TextLines lines, int begin, int end, PlaceholderNumbering numbering,
                                   String[] display, Cancellation cancellation) {
        LineKey[] keys = new LineKey[end - begin];
        for (int i = begin; i < end; i++) {
            if ((i & 4095) == 4095) {
                cancellation.throwIfCancelled();
            }
            LineNormalizer.Normalized normalized = normalizer.normalize(lines.raw(i), numbering);
            keys[i - begin] = normalized.key();
            if (display != null) {
                display[i] = normalized.display();
            }
        }
        return new LineSequence.Keys(keys, normalizer.tolerance());
    }
}
