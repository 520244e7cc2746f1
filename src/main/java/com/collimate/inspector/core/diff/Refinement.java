package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.eclipse.jgit.diff.Edit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Re-diffs each raw changed region by normalized keys (masks, whitespace, numeric tolerance). Lines equal outside
 * the raw regions are equal under any normalization, so only the raw regions need masking: this keeps masked
 * diffs as fast as raw ones. Placeholders are numbered per side across all differing regions, in order.
 */
final class Refinement {
    private final LineNormalizer normalizer;
    private final LineDiffer lineDiffer;

    Refinement(LineNormalizer normalizer, LineDiffer lineDiffer) {
        this.normalizer = normalizer;
        this.lineDiffer = lineDiffer;
    }

    /** Receives each pair of lines aligned as equal by key although their raw text differs. */
    interface NoisePairs {
        void pair(int leftIndex, int rightIndex);
    }

    record Result(List<Hunk> regions, String[] leftDisplay, String[] rightDisplay) {
    }

    Result run(List<Edit> rawEdits, TextLines left, TextLines right, Cancellation cancellation,
               Consumer<String> notes, NoisePairs noisePairs) {
        PlaceholderNumbering leftNumbers = new PlaceholderNumbering();
        PlaceholderNumbering rightNumbers = new PlaceholderNumbering();
        String[] leftDisplay = normalizer.masks() ? new String[left.count()] : null;
        String[] rightDisplay = normalizer.masks() ? new String[right.count()] : null;
        List<Hunk> regions = new ArrayList<>();
        for (Edit raw : rawEdits) {
            cancellation.throwIfCancelled();
            LineSequence.Keys leftKeys = keys(left, raw.getBeginA(), raw.getEndA(), leftNumbers, leftDisplay,
                    cancellation);
            LineSequence.Keys rightKeys = keys(right, raw.getBeginB(), raw.getEndB(), rightNumbers, rightDisplay,
                    cancellation);
            int leftIndex = raw.getBeginA();
            int rightIndex = raw.getBeginB();
            for (Edit sub : lineDiffer.diff(leftKeys, rightKeys, cancellation, notes)) {
                int leftBegin = raw.getBeginA() + sub.getBeginA();
                while (leftIndex < leftBegin) {
                    noisePairs.pair(leftIndex++, rightIndex++);
                }
                leftIndex = raw.getBeginA() + sub.getEndA();
                rightIndex = raw.getBeginB() + sub.getEndB();
                regions.add(new Hunk(leftBegin, leftIndex, raw.getBeginB() + sub.getBeginB(), rightIndex, List.of()));
            }
            while (leftIndex < raw.getEndA()) {
                noisePairs.pair(leftIndex++, rightIndex++);
            }
        }
        return new Result(regions, leftDisplay, rightDisplay);
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
