package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.replay.JournalVerdicts;
import com.collimate.inspector.core.replay.ReplayEngine;
import com.collimate.inspector.core.replay.ReplayListener;
import com.collimate.inspector.core.replay.ReplayOptions;
import com.collimate.inspector.core.replay.ReplayProgress;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunReplays;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunSource;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.core.replay.journal.JournalRun;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.AtomicFiles;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.common.Sizes;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.runs.VerdictBadge;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.MapChangeListener;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntSupplier;

/**
 * Replays runs of one open log and feeds their verdicts to the runs table. Batches run on a background thread
 * through the {@link ReplayEngine}; progress and results are coalesced onto the FX thread. Every replay goes to
 * the log's journal, and the journal's earlier replays are judged again when the log (re)loads.
 */
public final class ReplayViewModel implements AutoCloseable {
    public static final int MAX_REPEAT = 1000;

    private final Path logPath;
    private final RunsViewModel runs;
    private final Executor fx;
    private final Executor background;
    private final BackendSource backends;
    private final LocalRunApprovals approvals;
    private final IntSupplier concurrency;
    private final Path dataFolder;

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<ReplayProgress> progress = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper authProblem = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<LocalRunQuestion> question = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper repeat = new ReadOnlyIntegerWrapper(1);
    private final ReadOnlyObjectWrapper<Map<VerdictKind, Integer>> counts = new ReadOnlyObjectWrapper<>(Map.of());
    private final ReadOnlyLongWrapper journalVersion = new ReadOnlyLongWrapper(0);
    private final ReadOnlyStringWrapper journalLocation = new ReadOnlyStringWrapper("");

    private final Object journalLock = new Object();
    private ReplayJournal journal;
    private boolean closed;
    private Batch current;
    private Batch waitingForAnswer;
    private boolean recountQueued;

    public ReplayViewModel(Path logPath, RunsViewModel runs, Executor fx, Executor background, BackendSource backends,
                           LocalRunApprovals approvals, IntSupplier concurrency, Path dataFolder) {
        this.logPath = logPath;
        this.runs = runs;
        this.fx = fx;
        this.background = background;
        this.backends = backends;
        this.approvals = approvals;
        this.concurrency = concurrency;
        this.dataFolder = dataFolder;
        runs.verdicts().addListener((MapChangeListener<Integer, VerdictBadge>) change -> queueRecount());
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The running batch's latest progress, or null when none ran yet. */
    public ReadOnlyObjectProperty<ReplayProgress> progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** One line about the last batch or what is happening ("" when nothing happened yet). */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Why the endpoint refused the batch's API key, or "": shown once as a banner, not per run. */
    public ReadOnlyStringProperty authProblemProperty() {
        return authProblem.getReadOnlyProperty();
    }

    /** The question to ask before running the log's code locally, or null; answer with {@link #answer}. */
    public ReadOnlyObjectProperty<LocalRunQuestion> questionProperty() {
        return question.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty repeatProperty() {
        return repeat.getReadOnlyProperty();
    }

    /** Runs per verdict over the whole log. */
    public ReadOnlyObjectProperty<Map<VerdictKind, Integer>> countsProperty() {
        return counts.getReadOnlyProperty();
    }

    /** Changes whenever replays were added to the journal or read back from it. */
    public ReadOnlyLongProperty journalVersionProperty() {
        return journalVersion.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty journalLocationProperty() {
        return journalLocation.getReadOnlyProperty();
    }

    public Path logPath() {
        return logPath;
    }

    public RunsViewModel runs() {
        return runs;
    }

    public void setRepeat(int times) {
        repeat.set(Math.max(1, Math.min(MAX_REPEAT, times)));
    }

    /** Shows a one-line hint in the status (e.g. what to select first). */
    public void showHint(String text) {
        status.set(text);
    }

    public void dismissAuthProblem() {
        authProblem.set("");
    }

    /** Every journaled replay of a run, oldest first; empty when the journal is not open. Off the FX thread. */
    public List<JournalEntry> replaysOf(Run run) throws IOException {
        Optional<ReplayJournal> existing = existingJournal();
        if (existing.isEmpty()) {
            return List.of();
        }
        return RunReplays.of(existing.get(), run);
    }

    /** Writes the shown runs (with their verdicts) to {@code file} in the background; the outcome goes to the status. */
    public void export(RunsExport.Format format, Path file) {
        Map<Integer, VerdictBadge> verdicts = Map.copyOf(runs.verdicts());
        writeShown(file, "the", (log, shown, out) -> RunsExport.write(format, log, shown, verdicts, out,
                Cancellation.none()));
    }

    /** Writes the HTML report of the shown runs (like {@code check --report}) in the background. */
    public void exportReport(Path file, com.collimate.inspector.core.diff.DiffOptions options) {
        Set<Integer> replayed = Set.copyOf(runs.verdicts().keySet());
        writeShown(file, "the report of", (log, shown, out) -> new HtmlReportExport(options)
                .write(logPath, log, shown, replayed, this::replaysOf, out, Cancellation.none()));
    }

    /** Why writing {@code file} is refused: it is the log or its journal. */
    public Optional<String> wouldDestroy(Path file) {
        return JournalLocation.clash(file, logPath, dataFolder)
                .map(what -> "Not written: " + file + " is " + what + "; choose another file");
    }

    /** Something written about the shown runs of a log. */
    private interface ShownRunsWriter {
        void write(RolloutLog log, List<Integer> shown, Writer out) throws IOException;
    }

    /**
     * Writes {@code file} in the background, replacing it only once complete, and never over the log or its journal;
     * what happened goes to the status line.
     */
    private void writeShown(Path file, String what, ShownRunsWriter writer) {
        RolloutLog log = runs.log();
        if (log == null) {
            return;
        }
        Optional<String> clash = wouldDestroy(file);
        if (clash.isPresent()) {
            status.set(clash.get());
            return;
        }
        List<Integer> shown = List.copyOf(runs.shownRuns());
        status.set("Writing " + what + " " + Sizes.count(shown.size(), "run") + "…");
        background.execute(() -> {
            String outcome;
            try {
                AtomicFiles.writeText(file, out -> writer.write(log, shown, out));
                outcome = "Wrote " + what + " " + Sizes.count(shown.size(), "run") + " to " + file;
            } catch (IOException | RuntimeException e) {
                outcome = "Could not write " + file + ": " + oneLine(e);
            }
            String done = outcome;
            fx.execute(() -> status.set(done));
        });
    }

    // ---- loading ----

    /** The log finished (re)loading: reads the journal back and shows the verdicts of earlier replays. FX thread. */
    public void logLoaded() {
        RolloutLog log = runs.log();
        if (log == null) {
            return;
        }
        background.execute(() -> restore(log));
    }

    private void restore(RolloutLog log) {
        try {
            Optional<ReplayJournal> existing = existingJournal();
            if (existing.isEmpty()) {
                return;
            }
            ReplayJournal open = existing.get();
            Set<JournalRun> journaled = open.runs();
            Map<Integer, VerdictBadge> restored = new HashMap<>();
            int otherRecords = 0;
            if (!journaled.isEmpty()) {
                int size = log.size();
                for (int i = 0; i < size; i++) {
                    RunSummary summary = log.summary(i);
                    if (journaled.contains(new JournalRun(summary.key(), summary.line()))) {
                        Run run = log.load(i);
                        List<JournalEntry> replays = RunReplays.of(open, run);
                        if (replays.isEmpty()) {
                            otherRecords++;
                        } else {
                            restored.put(i, ReplayVerdict.of(JournalVerdicts.judge(run, replays)));
                        }
                    }
                }
            }
            List<String> problems = open.problems();
            String rewritten = otherRecords == 0 ? "" : "; the replays journaled for " + Sizes.count(otherRecords, "run")
                    + " were made of other records at the same lines (the log was rewritten) and are not counted";
            fx.execute(() -> {
                if (runs.log() != log) {
                    return;
                }
                runs.verdicts().putAll(restored);
                journalVersion.set(journalVersion.get() + 1);
                if (!problems.isEmpty()) {
                    status.set(Sizes.count(problems.size(), "journal line") + " ignored: " + problems.get(0));
                } else if (!restored.isEmpty() || !rewritten.isEmpty()) {
                    status.set("Verdicts of " + Sizes.count(restored.size(), "earlier replayed run")
                            + " read from the journal" + rewritten);
                }
            });
        } catch (IOException | RuntimeException e) {
            String reason = "Earlier replays could not be read: " + oneLine(e);
            fx.execute(() -> status.set(reason));
        }
    }

    /** The journal when the log has one; viewing a log never writes a journal file next to it. */
    private Optional<ReplayJournal> existingJournal() throws IOException {
        synchronized (journalLock) {
            if (journal == null && !closed && !JournalLocation.exists(logPath, dataFolder)) {
                return Optional.empty();
            }
            return Optional.of(openJournal());
        }
    }

    private ReplayJournal openJournal() throws IOException {
        synchronized (journalLock) {
            if (closed) {
                throw new IOException("the log was closed");
            }
            if (journal == null) {
                journal = ReplayJournal.open(logPath, dataFolder);
                String location = journal.describeLocation();
                fx.execute(() -> journalLocation.set(location));
            }
            return journal;
        }
    }

    // ---- replaying ----

    /** Replays the given runs (indices into the log), each {@link #repeatProperty()} times. FX thread. */
    public void replay(List<Integer> runIndexes) {
        if (running.get()) {
            return;
        }
        RolloutLog log = runs.log();
        if (log == null) {
            status.set("Wait until the log is loaded, then replay");
            return;
        }
        if (runIndexes.isEmpty()) {
            status.set("Select the runs to replay first");
            return;
        }
        int[] indexes = runIndexes.stream().mapToInt(Integer::intValue).toArray();
        Batch batch = new Batch(log, indexes, repeat.get());
        running.set(true);
        authProblem.set("");
        status.set("Preparing the replay of " + indexes.length + (indexes.length == 1 ? " run…" : " runs…"));
        background.execute(() -> prepare(batch));
    }

    /** Replays every run the table shows (the filtered runs). */
    public void replayShown() {
        replay(List.copyOf(runs.shownRuns()));
    }

    private void prepare(Batch batch) {
        try {
            batch.journal = openJournal();
            batch.backend = backends.open();
        } catch (IOException | RuntimeException e) {
            String reason = "Cannot replay: " + oneLine(e);
            fx.execute(() -> {
                running.set(false);
                status.set(reason);
            });
            return;
        }
        fx.execute(() -> {
            if (batch.backend.local() && !approvals.isApproved(logPath)) {
                waitingForAnswer = batch;
                question.set(new LocalRunQuestion(logPath.getFileName().toString(), batch.backend.description(),
                        batch.indexes.length));
            } else {
                start(batch);
            }
        });
    }

    /** The user's answer to {@link #questionProperty()}. FX thread. */
    public void answer(boolean runLocally) {
        Batch batch = waitingForAnswer;
        waitingForAnswer = null;
        question.set(null);
        if (batch == null) {
            return;
        }
        if (runLocally) {
            approvals.approve(logPath);
            start(batch);
        } else {
            running.set(false);
            status.set("Nothing replayed: the log's code was not run on this computer");
        }
    }

    /** Stops the running batch: no new requests, the ones in flight are aborted. */
    public void cancel() {
        if (waitingForAnswer != null) {
            answer(false);
            return;
        }
        Batch batch = current;
        if (batch != null) {
            batch.cancellation.cancel();
            status.set("Cancelling…");
        }
    }

    private void start(Batch batch) {
        current = batch;
        progress.set(new ReplayProgress(0, batch.indexes.length * batch.repeat, 0, 0, 0));
        status.set("Replaying on " + batch.backend.description());
        background.execute(batch::run);
    }

    private void finished(Batch batch, ReplaySummary summary, String failure) {
        batch.drain();
        if (current == batch) {
            current = null;
        }
        running.set(false);
        status.set(failure != null ? failure : ReplayProgressText.summary(summary));
    }

    private void queueRecount() {
        if (!recountQueued) {
            recountQueued = true;
            fx.execute(() -> {
                recountQueued = false;
                Map<VerdictKind, Integer> perKind = new EnumMap<>(VerdictKind.class);
                for (VerdictBadge badge : runs.verdicts().values()) {
                    if (badge instanceof ReplayVerdict verdict) {
                        perKind.merge(verdict.kind(), 1, Integer::sum);
                    }
                }
                counts.set(Map.copyOf(perKind));
            });
        }
    }

    @Override
    public void close() {
        if (current != null) {
            current.cancellation.cancel();
        }
        waitingForAnswer = null;
        question.set(null);
        ReplayJournal open;
        synchronized (journalLock) {
            closed = true;
            open = journal;
            journal = null;
        }
        if (open != null) {
            background.execute(open::close);
        }
    }

    private static String oneLine(Exception e) {
        return TextSafety.oneLine(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage(), 300);
    }

    /** One batch: its runs, and the results waiting to reach the FX thread. */
    private final class Batch implements ReplayListener {
        final RolloutLog log;
        final int[] indexes;
        final int repeat;
        final Cancellation cancellation = new Cancellation();
        final Map<Long, Integer> indexByLine = new HashMap<>();
        final Queue<RunResult> results = new ConcurrentLinkedQueue<>();
        final AtomicReference<ReplayProgress> latest = new AtomicReference<>();
        final AtomicBoolean drainQueued = new AtomicBoolean();
        volatile ReplayJournal journal;
        volatile ReplayBackend backend;

        Batch(RolloutLog log, int[] indexes, int repeat) {
            this.log = log;
            this.indexes = indexes;
            this.repeat = repeat;
        }

        void run() {
            for (int index : indexes) {
                indexByLine.put(log.summary(index).line(), index);
            }
            ReplaySummary summary = null;
            String failure = null;
            try {
                ReplayOptions options = new ReplayOptions(repeat, Math.max(1, concurrency.getAsInt()), 0);
                summary = new ReplayEngine(backend.exec(), journal, options)
                        .run(RunSource.of(log, indexes), this, cancellation);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = "Replay interrupted";
            } catch (RuntimeException e) {
                failure = "Replay failed: " + oneLine(e);
            }
            ReplaySummary done = summary;
            String problem = failure;
            fx.execute(() -> finished(this, done, problem));
        }

        @Override
        public void onProgress(ReplayProgress snapshot) {
            latest.set(snapshot);
            queueDrain();
        }

        @Override
        public void onRunResult(RunResult result) {
            results.add(result);
            queueDrain();
        }

        private void queueDrain() {
            if (drainQueued.compareAndSet(false, true)) {
                fx.execute(this::drain);
            }
        }

        /** FX thread: publishes what arrived since the last drain. */
        synchronized void drain() {
            drainQueued.set(false);
            ReplayProgress snapshot = latest.getAndSet(null);
            if (snapshot != null) {
                progress.set(snapshot);
            }
            Map<Integer, VerdictBadge> verdicts = new HashMap<>();
            RunResult result;
            String refusedKey = null;
            while ((result = results.poll()) != null) {
                Integer index = indexByLine.get(result.run().line());
                if (index != null) {
                    verdicts.put(index, ReplayVerdict.of(result));
                }
                for (ReplayRecord replay : result.replays()) {
                    if (replay.errorKind() == FailureKind.AUTH) {
                        refusedKey = replay.error();
                    }
                }
            }
            if (!verdicts.isEmpty() && runs.log() == log) {
                runs.verdicts().putAll(verdicts);
                journalVersion.set(journalVersion.get() + 1);
            }
            if (refusedKey != null) {
                authProblem.set("The exec endpoint refused the API key: " + refusedKey
                        + ". The replay stopped; set the key and replay again.");
            }
        }
    }
}
