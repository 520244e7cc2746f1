package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.DiffRow;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;

import java.util.ArrayList;
import java.util.List;

/** Diffs a run's outputs for the report: folded side-by-side rows, at most {@code maxRowsPerRun} per run. */
final class ReportDiffRenderer {
    static final int DEFAULT_MAX_ROWS_PER_RUN = 400;

    private final TextDiffer differ;
    private final int maxRowsPerRun;

    ReportDiffRenderer(DiffOptions options, int maxRowsPerRun) {
        this.differ = new TextDiffer(options);
        this.maxRowsPerRun = maxRowsPerRun;
    }

    List<RenderedDiff> render(ReportRow row, Cancellation cancellation) {
        List<RenderedDiff> rendered = new ArrayList<>(row.diffs().size());
        int remaining = maxRowsPerRun;
        for (ReportDiff reportDiff : row.diffs()) {
            TextDiff diff = differ.diff(reportDiff.leftText(), reportDiff.rightText(), cancellation);
            SideBySide view = SideBySide.of(diff, cancellation);
            int shown = Math.min(remaining, view.rowCount());
            List<DiffRow> rows = List.copyOf(view.rows().subList(0, shown));
            remaining -= shown;
            rendered.add(new RenderedDiff(reportDiff.title(), diff, rows, view.rowCount() - shown, view.notes()));
        }
        return rendered;
    }
}
