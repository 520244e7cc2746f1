package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.DiffRow;
import com.collimate.inspector.core.diff.LineWindow;
import com.collimate.inspector.core.diff.RowKind;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.diff.Span;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;

import java.util.ArrayList;
import java.util.List;

/**
 * Diffs a run's outputs for the report: folded side-by-side rows, at most {@code maxRowsPerRun} per run, long lines
 * cut around their change.
 */
final class ReportDiffRenderer {
    static final int DEFAULT_MAX_ROWS_PER_RUN = 400;
    /** The columns of a line a report shows (see {@link LineWindow}): 10,000, more than a screen, far below 20 MB. */
    static final int MAX_LINE_COLUMNS = 10_000;

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
            TextDiff diff = reportDiff.diff(differ, cancellation);
            SideBySide view = SideBySide.of(diff, cancellation);
            int shown = Math.min(remaining, view.rowCount());
            List<DiffRow> rows = view.rows().subList(0, shown).stream().map(diffRow -> asLogged(diffRow, diff))
                    .map(ReportDiffRenderer::cut).toList();
            remaining -= shown;
            rendered.add(new RenderedDiff(reportDiff.title(), diff, rows, view.rowCount() - shown, view.notes()));
        }
        return rendered;
    }

    /**
     * A row that differs only where masks apply, with the lines as logged: with masks on, both sides read the same
     * placeholders ({@code started <timestamp1>}), and a page cannot toggle the masks as the Compare window does.
     */
    private static DiffRow asLogged(DiffRow row, TextDiff diff) {
        if (!row.maskedDifference()) {
            return row;
        }
        return new DiffRow(row.kind(), row.leftLine(), row.rightLine(),
                row.leftLine() > 0 ? diff.leftLine(row.leftLine() - 1) : "",
                row.rightLine() > 0 ? diff.rightLine(row.rightLine() - 1) : "", row.leftSpans(), row.rightSpans(),
                row.hunkIndex(), row.foldedLines(), true);
    }

    /**
     * The row with each long line cut to {@link #MAX_LINE_COLUMNS} around its change, as the Compare window does:
     * a report of a few runs with 20 MB lines was hundreds of MB, more than a browser opens.
     */
    private static DiffRow cut(DiffRow row) {
        if (row.kind() == RowKind.FOLDED) {
            return row;
        }
        int start = row.kind() == RowKind.CHANGED
                ? LineWindow.changedStart(row.leftText(), row.rightText(), MAX_LINE_COLUMNS) : 0;
        LineWindow left = LineWindow.from(row.leftText(), start, MAX_LINE_COLUMNS);
        LineWindow right = LineWindow.from(row.rightText(), start, MAX_LINE_COLUMNS);
        if (whole(left, row.leftText()) && whole(right, row.rightText())) {
            return row;
        }
        CutLine leftCut = CutLine.of(left, row.leftText(), row.leftSpans());
        CutLine rightCut = CutLine.of(right, row.rightText(), row.rightSpans());
        return new DiffRow(row.kind(), row.leftLine(), row.rightLine(), leftCut.text(), rightCut.text(),
                leftCut.spans(), rightCut.spans(), row.hunkIndex(), row.foldedLines(), row.maskedDifference());
    }

    private static boolean whole(LineWindow window, String line) {
        return !window.cutBefore() && window.end() == line.length();
    }

    /** A line as its window shows it, with notes for what is left out, and its spans moved to that text. */
    private record CutLine(String text, List<Span> spans) {
        static CutLine of(LineWindow window, String line, List<Span> spans) {
            String before = window.beforeNote(line); // counts the characters before: made once, not per use
            int shift = before.length();
            return new CutLine(before + line.substring(window.start(), window.end()) + window.afterNote(line),
                    window.spansWithin(spans).stream().map(span -> new Span(span.start() + shift, span.end() + shift))
                            .toList());
        }
    }
}
