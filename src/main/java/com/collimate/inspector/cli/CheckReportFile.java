package com.collimate.inspector.cli;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.ReplayReportRows;
import com.collimate.inspector.core.replay.RunRef;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.Verdict;
import com.collimate.inspector.core.report.HtmlReport;
import com.collimate.inspector.core.report.JsonReport;
import com.collimate.inspector.core.report.ReportInput;
import com.collimate.inspector.core.report.ReportRow;
import com.collimate.inspector.core.report.VerdictLabels;
import com.collimate.inspector.core.util.AtomicFiles;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code check --report PATH}: maps the check's results onto the report model and writes it as HTML, or JSON when
 * the path ends in {@code .json}. Diverged runs get side-by-side diffs (original against the first diverging
 * replay, read back from the journal; offline, against the run of the same group the check compared it with), for
 * the first {@value #MAX_RUNS_WITH_DIFFS} of them, as {@link DivergenceCauses} compared them for the check's output.
 * Runs are found by binary search on their line, and only the listed runs are held. The file is replaced only once
 * complete.
 */
final class CheckReportFile {
    static final int MAX_RUNS_WITH_DIFFS = 200;

    private final RolloutLog log;
    private final DiffOptions options;
    private final Map<RunRef, DivergenceCauses.Shown> shown;
    private final Cancellation cancellation;

    /**
     * @param options how the diffs are made: the masks of the user's settings, as the app's reports have them
     * @param shown   the diverged runs whose diffs the report shows, at most {@value #MAX_RUNS_WITH_DIFFS}
     */
    CheckReportFile(RolloutLog log, DiffOptions options, Map<RunRef, DivergenceCauses.Shown> shown,
                    Cancellation cancellation) {
        this.log = log;
        this.options = options;
        this.shown = shown;
        this.cancellation = cancellation;
    }

    /** Writes the report to {@code path}, creating its missing folders; returns the folder created, if any. */
    Optional<Path> write(CheckReport report, Path path) throws IOException {
        ReportInput input = input(report);
        Path absolute = path.toAbsolutePath();
        Optional<Path> createdFolder = Files.isDirectory(absolute.getParent()) ? Optional.empty()
                : Optional.of(absolute.getParent());
        Files.createDirectories(absolute.getParent());
        boolean json = absolute.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
        AtomicFiles.writeText(absolute, out -> {
            if (json) {
                new JsonReport(options).write(input, out, cancellation);
            } else {
                new HtmlReport(options).write(input, out, cancellation);
            }
        });
        return createdFolder;
    }

    ReportInput input(CheckReport report) throws IOException {
        Map<String, Integer> acks = new LinkedHashMap<>();
        for (SeedAck ack : SeedAck.values()) {
            acks.put(ack.label(), 0);
        }
        List<ReportRow> rows = new ArrayList<>();
        // after a cancel (Ctrl+C) the report still says what was found, without the diffs that would delay the exit
        Map<RunRef, DivergenceCauses.Shown> withDiffs = cancellation.isCancelled() ? Map.of() : shown;
        for (RunResult result : report.listed()) {
            acks.merge(result.run().seedAck().label(), 1, Integer::sum);
            OptionalInt index = RunNames.startingAt(log, result.run().line());
            RunSummary summary = index.isEmpty() ? null : log.summary(index.getAsInt());
            Optional<DivergenceCauses.Shown> diffs = Optional.ofNullable(withDiffs.get(result.run()));
            rows.add(new ReportRow(result.run().key(), result.run().line(), summary == null ? null : summary.seed().raw(),
                    result.run().seedAck(), summary == null ? null : summary.seedAckRaw(), result.label(),
                    result.expected(), result.reason(), diffs.map(DivergenceCauses.Shown::classes).orElse(List.of()),
                    result.firstDivergence() == null ? null : result.firstDivergence().position(),
                    result.firstDivergence() == null ? null : result.firstDivergence().stream().label(),
                    diffs.map(DivergenceCauses.Shown::diffs).orElse(List.of())));
        }
        Map<String, Integer> counted = new HashMap<>();
        counted.put(Verdict.REPRODUCED.label(), report.summary().reproduced());
        counted.put(VerdictLabels.UNEXPECTED, report.summary().unexpected());
        counted.put(VerdictLabels.EXPECTED, report.summary().diverged() - report.summary().unexpected());
        counted.put(Verdict.FAILED.label(), report.summary().failed());
        if (report.replayed()) {
            counted.put(RunResult.UNPROVEN_LABEL, report.unproven());
        }
        counted.put(Verdict.SKIPPED.label(), report.skipped());
        // no "not replayed" row: the runs a stopped or cancelled check did not reach are counted as failed or skipped
        Map<String, Integer> verdicts = new LinkedHashMap<>();
        for (String label : ReplayReportRows.VERDICT_ORDER) {
            if (counted.containsKey(label)) {
                verdicts.put(label, counted.get(label));
            }
        }
        return new ReportInput(report.file(), Instant.now(), acks, verdicts, rows, notes(report, withDiffs.size()));
    }

    private static List<String> notes(CheckReport report, int withDiffs) {
        List<String> notes = new ArrayList<>();
        notes.add(report.replayed() ? "Replay: " + report.replayCounts() + "."
                : "Offline check: runs with the same template, code and seed compared with each other; the table"
                + " lists the selected runs of diverged groups.");
        report.backendWarnings().forEach(warning -> notes.add("Warning: " + warning
                + (warning.endsWith(".") ? "" : ".")));
        notes.addAll(report.recordErrors().reportNotes());
        if (report.replayed() && report.summary().failedReplays() > 0) {
            notes.add(report.failedReplays() + ".");
        }
        if (report.results().size() < report.summary().diverged()) {
            notes.add("The table lists the first " + report.results().size() + " of the " + report.summary().diverged()
                    + " diverged runs; the counts are complete.");
        }
        if (report.summary().stopReason() != null) {
            notes.add(report.stopNote() + (report.notReplayed() > 0 ? "; the table leaves them out." : "."));
        }
        if (report.summary().cancelled()) {
            notes.add(report.cancelNote() + (report.replayed() ? "; the table leaves them out" : "")
                    + "; no side-by-side diffs.");
        }
        if (withDiffs == MAX_RUNS_WITH_DIFFS && report.summary().diverged() > MAX_RUNS_WITH_DIFFS) {
            notes.add("Diffs are shown for the first " + MAX_RUNS_WITH_DIFFS + " diverged runs.");
        }
        return notes;
    }
}
