package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;

import java.util.function.DoubleConsumer;

/**
 * What the Compare view shows for one request, computed off the FX thread: the documents, the header and the row
 * of the first change (where the view opens).
 */
record ComputedDiff(DiffDocument document, DiffHeader header, int firstHunkRow) {
    /** Shares of the work done after each step, as measured on a 1M-line pair (diff about two thirds). */
    static final double DIFFED = 0.65;
    static final double ALIGNED = 0.75;
    static final double BUILT = 1.0;

    /**
     * Diff, side-by-side model, documents and header of {@code stream} of the two sides; {@code progress} hears the
     * share done after each step ({@link #DIFFED}, {@link #ALIGNED}, {@link #BUILT}).
     */
    static ComputedDiff of(ComparePair sides, DiffStream stream, DiffOptions options, Cancellation cancellation,
                           DoubleConsumer progress) {
        TextDiff diff = new TextDiffer(options).diff(stream.text(sides.left()), stream.text(sides.right()),
                cancellation);
        progress.accept(DIFFED);
        SideBySide model = SideBySide.of(diff, cancellation);
        progress.accept(ALIGNED);
        DiffDocument document = DiffDocument.build(model, cancellation);
        progress.accept(BUILT);
        int firstHunkRow = diff.hunks().isEmpty() ? 0 : model.hunkRow(0);
        return new ComputedDiff(document, DiffHeader.of(diff, stream, sides), firstHunkRow);
    }
}
