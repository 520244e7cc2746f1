package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;

/**
 * What the Compare view shows for one request, computed off the FX thread: the documents, the header and the row
 * of the first change (where the view opens).
 */
record ComputedDiff(DiffDocument document, DiffHeader header, int firstHunkRow) {

    /** Diff, side-by-side model, documents and header of {@code stream} of the two sides. */
    static ComputedDiff of(ComparePair sides, DiffStream stream, DiffOptions options, Cancellation cancellation) {
        TextDiff diff = new TextDiffer(options).diff(stream.text(sides.left()), stream.text(sides.right()),
                cancellation);
        SideBySide model = SideBySide.of(diff, cancellation);
        DiffDocument document = DiffDocument.build(model, cancellation);
        int firstHunkRow = diff.hunks().isEmpty() ? 0 : model.hunkRow(0);
        return new ComputedDiff(document, DiffHeader.of(diff, stream, sides), firstHunkRow);
    }
}
