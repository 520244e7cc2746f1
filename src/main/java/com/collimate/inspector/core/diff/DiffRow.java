package com.collimate.inspector.core.diff;

import java.util.List;

/**
 * One aligned row of the side-by-side view.
 *
 * @param leftLine         1-based left line number, 0 when the row has no left line (for FOLDED: the first hidden)
 * @param rightLine        1-based right line number, 0 when none
 * @param leftText         the line as displayed (placeholders when masks are on), without newline; "" if none.
 *                         Untrusted: render it through {@link VisibleText#of} (same length, so spans stay valid)
 * @param leftSpans        changed ranges of {@code leftText} (CHANGED rows only)
 * @param hunkIndex        index into {@link TextDiff#hunks()} for CHANGED/ADDED/REMOVED rows, else -1
 * @param foldedLines      lines hidden behind a FOLDED row, else 0
 * @param maskedDifference an EQUAL row whose raw lines differ (masks, whitespace or tolerance made them equal)
 */
public record DiffRow(RowKind kind, int leftLine, int rightLine, String leftText, String rightText,
                      List<Span> leftSpans, List<Span> rightSpans, int hunkIndex, int foldedLines,
                      boolean maskedDifference) {

    public DiffRow {
        leftSpans = List.copyOf(leftSpans);
        rightSpans = List.copyOf(rightSpans);
    }
}
