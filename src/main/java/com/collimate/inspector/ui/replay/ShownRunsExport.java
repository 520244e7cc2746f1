package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.replay.HtmlReportExport;
import com.collimate.inspector.core.report.RunsExport;
import com.collimate.inspector.core.util.AtomicFiles;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.GuardedWrite;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.runs.RunsViewModel;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Writes the runs the table shows (JSON Lines with each record's bytes as logged, CSV, the HTML report) in the
 * background, replacing a file only once complete and never over an open log or its journal; what happened goes to
 * the status.
 */
final class ShownRunsExport {
    private final Path logPath;
    private final String logName;
    private final RunsViewModel runs;
    private final LogJournal journal;
    private final OpenFiles openFiles;
    private final GuardedWrite writes;
    private final Consumer<String> status;

    /** @param logName the log as the report names it ({@link com.collimate.inspector.ui.main.SampleLog#shownName}) */
    ShownRunsExport(Path logPath, String logName, RunsViewModel runs, LogJournal journal, OpenFiles openFiles,
                    Executor fx, Executor background, Consumer<String> status) {
        this.logPath = logPath;
        this.logName = logName;
        this.runs = runs;
        this.journal = journal;
        this.openFiles = openFiles;
        this.writes = new GuardedWrite(fx, background, this::wouldDestroy);
        this.status = status;
    }

    /** The shown runs with their verdicts; false when no log is loaded, so nothing started. FX thread. */
    boolean export(RunsExport.Format format, Path file) {
        Map<Integer, RunsExport.Verdict> verdicts = new HashMap<>();
        runs.verdicts().forEach((index, badge) -> verdicts.put(index,
                new RunsExport.Verdict(badge.label(), badge.description())));
        return write(file, "the", (log, shown, out) -> RunsExport.write(format, log, shown, verdicts, out,
                Cancellation.none()));
    }

    /** The HTML report of the shown runs (like {@code check --report}); false as for {@link #export}. FX thread. */
    boolean exportReport(Path file, DiffOptions options) {
        Set<Integer> replayed = Set.copyOf(runs.verdicts().keySet());
        return write(file, "the report of", (log, shown, out) -> {
            Writer text = AtomicFiles.utf8(out);
            new HtmlReportExport(options).write(logName, log, shown, replayed, journal::replaysOf, text,
                    Cancellation.none());
            text.flush();
        });
    }

    /**
     * Why writing {@code file} is refused: it is this log or its journal, or a log open in another tab or its journal.
     * Asks the file system: off the FX thread.
     */
    Optional<String> wouldDestroy(Path file) {
        return openFiles.refusal(file, logPath);
    }

    /** Something written about the shown runs of a log. */
    private interface ShownRunsWriter {
        void write(RolloutLog log, List<Integer> shown, OutputStream out) throws IOException;
    }

    private boolean write(Path file, String what, ShownRunsWriter writer) {
        RolloutLog log = runs.log();
        if (log == null) {
            return false;
        }
        List<Integer> shown = List.copyOf(runs.shownRuns());
        status.accept("Writing " + what + " " + Sizes.count(shown.size(), "run") + "…");
        writes.writeBytes(file, out -> writeWhileLoaded(writer, log, shown, out),
                written -> "Wrote " + what + " " + Sizes.count(shown.size(), "run") + " to " + written,
                "Could not write " + file + ": ").thenAccept(status);
        return true;
    }

    /**
     * A reload closes the log the export reads: its failure then says so, not the closed file's error (the file the
     * user chose is left as it was).
     */
    private void writeWhileLoaded(ShownRunsWriter writer, RolloutLog log, List<Integer> shown, OutputStream out)
            throws IOException {
        try {
            writer.write(log, shown, out);
        } catch (IOException | RuntimeException e) {
            if (runs.log() != log) {
                throw new IOException("the log was reloaded while the file was being written; export again", e);
            }
            throw e;
        }
    }
}
