package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.TwoTasks;
import org.eclipse.jgit.diff.Edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;

/**
 * Compares two texts line by line under {@link DiffOptions}. Safe to share between threads; each call is
 * independent. Long inputs are fine (1M lines in well under a second); cancellation is honoured throughout and
 * surfaces as {@link CancellationException}.
 */
public final class TextDiffer {
    /** From this size the two texts are split into lines on two threads. */
    private static final int PARALLEL_SPLIT_BYTES = 4 << 20;
    private final DiffOptions options;
    private final LineDiffer lineDiffer;

    public TextDiffer(DiffOptions options) {
        this(options, new LineDiffer());
    }

    TextDiffer(DiffOptions options, LineDiffer lineDiffer) {
        this.options = options;
        this.lineDiffer = lineDiffer;
    }

    public DiffOptions options() {
        return options;
    }

    public TextDiff diff(String left, String right, Cancellation cancellation) {
        return compare(Utf8.encode(left), Utf8.encode(right), FirstDivergence.of(left, right).orElse(null),
                cancellation);
    }

    /**
     * Compares UTF-8 file contents without decoding them as a whole. Invalid UTF-8 is kept byte by byte (see
     * {@link Utf8}), while the first divergence is located in the bytes themselves. The arrays must not change
     * afterwards.
     */
    public TextDiff diff(byte[] left, byte[] right, Cancellation cancellation) {
        return compare(left, right, FirstDivergence.ofBytes(left, right).orElse(null), cancellation);
    }

    private TextDiff compare(byte[] leftBytes, byte[] rightBytes, FirstDivergence divergence,
                             Cancellation cancellation) {
        cancellation.throwIfCancelled();
        TwoTasks.Results<TextLines> split = TwoTasks.run(rightBytes.length >= PARALLEL_SPLIT_BYTES,
                () -> TextLines.of(leftBytes), () -> TextLines.of(rightBytes));
        TextLines left = split.first();
        TextLines right = split.second();
        Classifier classifier = new Classifier(options.masks(), options.tolerance());
        List<String> notes = new ArrayList<>();
        if (divergence == null) {
            return new TextDiff(left, right, null, null, List.of(), List.of(), List.of(), false, null, notes, options);
        }
        List<Edit> rawEdits = lineDiffer.diff(new LineSequence.Raw(left), new LineSequence.Raw(right), cancellation,
                notes::add);
        OverdrawnLines.Sides overdrawnLines = OverdrawnLines.Sides.of(options.masks(), rawEdits, left, right,
                cancellation);
        Set<String> classes = new TreeSet<>(DiffClass.LABEL_ORDER);
        List<Hunk> regions;
        List<Hunk> overdrawn = List.of();
        MaskedDisplay leftDisplay = null;
        MaskedDisplay rightDisplay = null;
        if (options.normalizes()) {
            Refinement.Result refined = new Refinement(LineNormalizer.of(options), lineDiffer).run(rawEdits, left,
                    right, overdrawnLines, cancellation, notes::add);
            classes.addAll(classifier.classifyAligned(refined.aligned(), left, right, cancellation));
            regions = refined.regions();
            overdrawn = refined.overdrawn();
            if (!overdrawn.isEmpty()) {
                classes.add(DiffClass.PROGRESS.label());
            }
            leftDisplay = refined.leftDisplay();
            rightDisplay = refined.rightDisplay();
        } else {
            regions = rawEdits.stream()
                    .map(e -> new Hunk(e.getBeginA(), e.getEndA(), e.getBeginB(), e.getEndB(), List.of()))
                    .toList();
        }
        if (!options.masks().isEmpty() && hasLongLine(rawEdits, left, right)) {
            notes.add(Masks.LONG_LINE_NOTE);
        }
        cancellation.throwIfCancelled();
        List<Hunk> hunks = classifier.classify(regions, left, right, overdrawnLines, cancellation);
        hunks.forEach(hunk -> classes.addAll(hunk.classes()));
        boolean identicalAfterMasks = hunks.isEmpty()
                || (!options.masksEnabled() && noDifferenceOnceMasked(rawEdits, left, right, overdrawnLines,
                cancellation));
        return new TextDiff(left, right, leftDisplay, rightDisplay, hunks, overdrawn, List.copyOf(classes),
                identicalAfterMasks,
                divergence, dedupe(notes), options);
    }

    private boolean noDifferenceOnceMasked(List<Edit> rawEdits, TextLines left, TextLines right,
                                           OverdrawnLines.Sides overdrawnLines, Cancellation cancellation) {
        LineNormalizer masked = LineNormalizer.of(options.withMasksEnabled(true));
        return new Refinement(masked, lineDiffer)
                .run(rawEdits, left, right, overdrawnLines, cancellation, note -> { })
                .regions().isEmpty();
    }

    /** Whether a changed line is too long to mask (measured in bytes first, an upper bound of its chars). */
    private static boolean hasLongLine(List<Edit> rawEdits, TextLines left, TextLines right) {
        for (Edit edit : rawEdits) {
            if (anyLonger(left, edit.getBeginA(), edit.getEndA()) || anyLonger(right, edit.getBeginB(), edit.getEndB())) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyLonger(TextLines lines, int begin, int end) {
        for (int line = begin; line < end; line++) {
            if (lines.end(line) - lines.start(line) > Masks.MAX_MASKED_LINE && isLongShown(lines.raw(line))) {
                return true;
            }
        }
        return false;
    }

    /** Whether what a terminal shows of the line (its redraws are masked on any line) is too long to mask. */
    private static boolean isLongShown(String line) {
        return line.length() - Masks.redrawLength(line) > Masks.MAX_MASKED_LINE;
    }

    private static List<String> dedupe(List<String> notes) {
        return notes.stream().distinct().toList();
    }
}
