package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.DiffRow;
import com.collimate.inspector.core.diff.EqualReasons;
import com.collimate.inspector.core.diff.FirstDivergence;
import com.collimate.inspector.core.diff.RowKind;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.io.Writer;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Writes a check report as one self-contained HTML file: inline CSS, no script, no network, opens offline. Every
 * logged text is escaped and its control characters (ANSI escapes, NULs) shown visibly; seed_ack chips carry
 * their label as well as a colour; each diverged run gets its side-by-side diff, folded and capped.
 */
public final class HtmlReport {
    private static final String CSS = """
            body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#1f2328;background:#fff}
            h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}h3{font-size:14px;margin:16px 0 6px}
            .meta{color:#59636e;margin:0 0 16px}
            table{border-collapse:collapse;margin:0 0 12px}
            th,td{padding:4px 10px;border-bottom:1px solid #d1d9e0;text-align:left;vertical-align:top}
            th{background:#f6f8fa;font-weight:600}
            td.num{text-align:right;font-variant-numeric:tabular-nums}
            .chip{display:inline-block;padding:0 8px;border:1px solid;border-radius:10px;font-size:12px;font-weight:600;white-space:nowrap}
            .ack-verified{background:#dafbe1;color:#116329;border-color:#4ac26b}
            .ack-no-ack{background:#fff8c5;color:#7d4e00;border-color:#d4a72c}
            .ack-off{background:#eff2f5;color:#424a53;border-color:#afb8c1}
            .ack-mismatch{background:#ffebe9;color:#a40e26;border-color:#ff8182}
            .ack-missing{background:#fff;color:#59636e;border-color:#818b98;border-style:dashed}
            .cls{background:#ddf4ff;color:#0a3069;border-color:#80ccff;margin:0 2px 2px 0}
            .verdict-reproduced{background:#dafbe1;color:#116329;border-color:#4ac26b}
            .verdict-unexpected{background:#a40e26;color:#fff;border-color:#a40e26}
            .verdict-expected{background:#fff8c5;color:#7d4e00;border-color:#d4a72c}
            .verdict-unconfirmed{background:#eff2f5;color:#424a53;border-color:#d4a72c;border-style:dashed}
            .verdict-failed{background:#ffebe9;color:#a40e26;border-color:#ff8182;border-style:dashed}
            .verdict-skipped{background:#eff2f5;color:#424a53;border-color:#afb8c1}
            .verdict-not-replayed{background:#fff;color:#59636e;border-color:#818b98}
            .expected{color:#59636e;font-size:12px}
            td.why{color:#59636e;font-size:12px;max-width:32em}
            .mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px}
            td.mono{white-space:nowrap}
            .note{color:#7d4e00;margin:4px 0}
            table.diff{width:100%;table-layout:fixed;font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
            table.diff td{border:0;padding:0 6px;white-space:pre-wrap;word-break:break-all}
            table.diff td.n{width:4.5em;color:#818b98;text-align:right}
            tr.changed td.l,tr.removed td.l{background:#ffebe9}
            tr.changed td.r,tr.added td.r{background:#dafbe1}
            tr.masked td.l,tr.masked td.r{background:#fff8c5}
            tr.folded td{background:#f6f8fa;color:#59636e;text-align:center;font-style:italic}
            mark.l{background:#ff8182;color:inherit}mark.r{background:#4ac26b;color:inherit}
            """;

    private final DiffOptions options;
    private final int maxRowsPerRun;

    public HtmlReport(DiffOptions options) {
        this(options, ReportDiffRenderer.DEFAULT_MAX_ROWS_PER_RUN);
    }

    public HtmlReport(DiffOptions options, int maxRowsPerRun) {
        this.options = options;
        this.maxRowsPerRun = maxRowsPerRun;
    }

    public void write(ReportInput input, Writer out, Cancellation cancellation) throws IOException {
        out.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>Replay report: " + Html.text(input.file()) + "</title><style>" + CSS + "</style></head><body>\n");
        out.write("<h1>Replay report</h1>\n<p class=\"meta\">" + Html.text(input.file()) + " &middot; generated "
                + DateTimeFormatter.ISO_INSTANT.format(input.generatedAt().truncatedTo(ChronoUnit.SECONDS)) + " &middot; " + input.rows().size()
                + " runs</p>\n");
        for (String note : input.notes()) {
            out.write("<p class=\"note\">" + Html.text(note) + "</p>\n");
        }
        writeCounts("seed_ack", input.seedAckCounts(), HtmlReport::ackChip, out);
        writeCounts("Verdict", input.verdictCounts(), HtmlReport::verdictChip, out);
        writeRuns(input.rows(), out);
        ReportDiffRenderer renderer = new ReportDiffRenderer(options, maxRowsPerRun);
        for (int i = 0; i < input.rows().size(); i++) {
            ReportRow row = input.rows().get(i);
            if (!row.diffs().isEmpty()) {
                writeRunDiffs(row, renderer.render(row, cancellation), out);
            }
        }
        out.write("</body></html>\n");
        out.flush();
    }

    private static void writeCounts(String title, Map<String, Integer> counts, UnaryOperator<String> chip, Writer out)
            throws IOException {
        out.write("<table><tr><th>" + title + "</th><th>runs</th></tr>\n");
        for (Map.Entry<String, Integer> count : counts.entrySet()) {
            out.write("<tr><td>" + chip.apply(count.getKey()) + "</td><td class=\"num\">" + count.getValue()
                    + "</td></tr>\n");
        }
        out.write("</table>\n");
    }

    private static void writeRuns(List<ReportRow> rows, Writer out) throws IOException {
        out.write("<h2>Runs</h2>\n<table><tr><th>Run</th><th>Line</th><th>Seed</th><th>seed_ack</th><th>Verdict</th>"
                + "<th>Classes</th><th>First divergence</th><th>Why</th></tr>\n");
        for (int i = 0; i < rows.size(); i++) {
            ReportRow row = rows.get(i);
            String key = row.diffs().isEmpty() ? Html.text(row.key())
                    : "<a href=\"#" + anchor(row) + "\">" + Html.text(row.key()) + "</a>";
            out.write("<tr><td class=\"mono\">" + key + "</td><td class=\"num\">" + row.line() + "</td><td class=\"mono\">"
                    + seed(row.seed()) + "</td><td>"
                    + ackChip(row.seedAck(), row.seedAckRaw()) + "</td><td>"
                    + verdictChip(VerdictLabels.shown(row.verdict(), row.expected())) + "</td><td>"
                    + classChips(row.classes()) + "</td><td>" + runDivergence(row) + "</td><td class=\"why\">"
                    + (row.reason() == null ? "" : Html.text(row.reason())) + "</td></tr>\n");
        }
        out.write("</table>\n");
    }

    /** The id of a run's diffs: by log line, which tells runs sharing a key apart. */
    private static String anchor(ReportRow row) {
        return "line-" + row.line();
    }

    /**
     * A verdict as the app's chip shows it ({@link VerdictLabels#shown}): its words and its colour, in which the
     * alarming divergence (seed_ack verified) stands out.
     */
    private static String verdictChip(String shownLabel) {
        String css = shownLabel.equals(VerdictLabels.UNEXPECTED) ? "unexpected"
                : shownLabel.equals(VerdictLabels.EXPECTED) ? "expected" : shownLabel.replaceAll("[^A-Za-z0-9]+", "-");
        return "<span class=\"chip verdict-" + css + "\">" + Html.text(shownLabel) + "</span>";
    }

    private void writeRunDiffs(ReportRow row, List<RenderedDiff> diffs, Writer out)
            throws IOException {
        out.write("<h2 id=\"" + anchor(row) + "\">" + Html.text(row.key()) + " <span class=\"meta\">line " + row.line()
                + "</span></h2>\n");
        for (RenderedDiff diff : diffs) {
            String about = (classChips(diff.diff().classes()) + " "
                    + divergence(diff.diff().firstDivergence().orElse(null))).strip();
            out.write("<h3>" + Html.text(diff.title()) + (about.isEmpty() ? "" : " &middot; " + about) + "</h3>\n");
            if (diff.diff().identical()) {
                out.write("<p class=\"meta\">identical</p>\n");
                continue;
            }
            writeEqualNote(diff, out);
            for (String note : diff.notes()) {
                out.write("<p class=\"note\">" + Html.text(note) + "</p>\n");
            }
            out.write("<table class=\"diff\">\n");
            for (DiffRow diffRow : diff.rows()) {
                writeDiffRow(diffRow, out);
            }
            out.write("</table>\n");
            if (diff.omittedRows() > 0) {
                out.write("<p class=\"note\">" + Html.text(diff.omittedNote()) + "</p>\n");
            }
        }
    }

    /**
     * What made the texts equal, in the words of {@code diff}, and what the tinted rows are: without it two runs that
     * differ only in a timestamp read as a real divergence.
     */
    private void writeEqualNote(RenderedDiff diff, Writer out) throws IOException {
        EqualReasons equal = EqualReasons.of(diff.diff());
        boolean tinted = diff.rows().stream().anyMatch(DiffRow::maskedDifference);
        if (equal.isEmpty() && !tinted) {
            return;
        }
        String by = tintedBy(equal);
        String tintedNote = "the tinted lines differ only in " + (by.isEmpty() ? tintedBy(EqualReasons.possible(options))
                : by) + ", and are shown as logged";
        String note = equal.isEmpty() ? tintedNote : equal.describe() + (tinted ? ": " + tintedNote : "");
        out.write("<p class=\"meta\">" + Html.text(note) + "</p>\n");
    }

    /** "what the masks recognise as noise or whitespace": what {@code reasons} make equal; "" for none. */
    private static String tintedBy(EqualReasons reasons) {
        List<String> what = new ArrayList<>();
        for (EqualReasons.Reason reason : reasons.reasons()) {
            switch (reason) {
                case AFTER_MASKS -> what.add("what the masks recognise as noise");
                case IGNORING_WHITESPACE -> what.add("whitespace");
                case WITHIN_TOLERANCE -> what.add("numbers within the tolerance");
                case WITH_MASKS_ON -> {
                    // masks off: no line is tinted for what they would hide
                }
            }
        }
        return String.join(" or ", what);
    }

    private static void writeDiffRow(DiffRow row, Writer out) throws IOException {
        if (row.kind() == RowKind.FOLDED) {
            out.write("<tr class=\"folded\"><td colspan=\"4\">&#8943; " + row.foldedLines()
                    + " unchanged lines &#8943;</td></tr>\n");
            return;
        }
        String css = row.maskedDifference() ? "masked" : row.kind().name().toLowerCase(Locale.ROOT);
        out.write("<tr class=\"" + css + "\"><td class=\"n\">" + lineNumber(row.leftLine()) + "</td><td class=\"l\">"
                + Html.marked(row.leftText(), row.leftSpans(), "l") + "</td><td class=\"n\">"
                + lineNumber(row.rightLine()) + "</td><td class=\"r\">"
                + Html.marked(row.rightText(), row.rightSpans(), "r") + "</td></tr>\n");
    }

    private static String lineNumber(int line) {
        return line == 0 ? "" : String.valueOf(line);
    }

    static String ackChip(SeedAck ack, String raw) {
        String title = ack.explanation() + (raw == null || raw.equals(ack.label()) ? "" : " Logged as: " + raw);
        return "<span class=\"chip ack-" + ack.label() + "\" title=\"" + Html.text(title) + "\">" + ack.label() + "</span>";
    }

    private static String ackChip(String label) {
        try {
            return ackChip(SeedAck.fromLabel(label), null);
        } catch (IllegalArgumentException e) {
            return Html.text(label);
        }
    }

    private static String classChips(List<String> classes) {
        StringBuilder chips = new StringBuilder();
        for (String diffClass : classes) {
            chips.append("<span class=\"chip cls\">").append(Html.text(diffClass)).append("</span>");
        }
        return chips.toString();
    }

    private static String seed(String seed) {
        if (seed == null) {
            return "<span class=\"expected\">missing</span>";
        }
        if (Seed.isHex64(seed)) {
            return "<span title=\"" + seed + "\">" + Seed.ofString(seed).abbreviated() + "</span>";
        }
        String shown = seed.length() > 80 ? seed.substring(0, 80) + "\u2026" : seed;
        return Html.text(shown) + " <span class=\"expected\">(invalid)</span>";
    }

    /** "stdout: line 3, column 7 (byte 12)", "exit_code": the stream, as {@code check --json} names it. */
    private static String runDivergence(ReportRow row) {
        String at = divergence(row.firstDivergence());
        if (row.divergedStream() == null) {
            return at;
        }
        return Html.text(row.divergedStream()) + (at.isEmpty() ? "" : ": " + at);
    }

    private static String divergence(FirstDivergence at) {
        return at == null ? "" : "line " + at.line() + ", column " + at.column() + " (byte " + at.offset() + ")";
    }
}
