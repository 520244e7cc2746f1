package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.replay.JournalVerdicts;
import com.collimate.inspector.core.replay.ReplayEligibility;
import com.collimate.inspector.core.replay.ReplayEngine;
import com.collimate.inspector.core.replay.ReplayListener;
import com.collimate.inspector.core.replay.ReplayOptions;
import com.collimate.inspector.core.replay.ReplayProgress;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunReplays;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunSource;
import com.collimate.inspector.core.replay.RunVerdicts;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.core.replay.journal.JournalRun;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.GuardedWrite;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.common.SerialExecutor;
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
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
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
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.IntSupplier;

/**
 * Replays runs of one open log and feeds their verdicts to the runs table. Batches run on a background thread
 * through the {@link ReplayEngine}, one batch of the app at a time ({@link ReplayQueue}); progress and results are
 * coalesced onto the FX thread. Every replay goes to the log's journal, and a run's verdict is always the one
 * {@link RunVerdicts} gives over all its journaled replays: live after a batch as after a reload.
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
    private final OpenFiles openFiles;
    private final GuardedWrite writes;
    private final ReplayQueue queue;

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<ReplayProgress> progress = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<EndpointProblem> endpointProblem = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper waiting = new ReadOnlyStringWrapper("");
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
    /** Classifies runs (restore, appended runs) one task at a time, in order, off the FX thread. */
    private final SerialExecutor classifier;
    private final AtomicBoolean appendedQueued = new AtomicBoolean();
    /** The log whose runs {@code [0, classifiedUpTo)} were classified; touched only by {@link #classifier} tasks. */
    private RolloutLog classifiedLog;
    private int classifiedUpTo;

    public ReplayViewModel(Path logPath, RunsViewModel runs, Executor fx, Executor background, BackendSource backends,
                           LocalRunApprovals approvals, IntSupplier concurrency, Path dataFolder,
                           OpenFiles openFiles, ReplayQueue queue) {
        this.logPath = logPath;
        this.runs = runs;
        this.fx = fx;
        this.background = background;
        this.backends = backends;
        this.approvals = approvals;
        this.concurrency = concurrency;
        this.dataFolder = dataFolder;
        this.openFiles = openFiles;
        this.writes = new GuardedWrite(fx, background, this::wouldDestroy);
        this.queue = queue;
        this.classifier = new SerialExecutor(background);
        runs.verdicts().addListener((MapChangeListener<Integer, VerdictBadge>) change -> queueRecount());
        runs.totalRunsProperty().addListener((obs, was, now) -> {
            if (now.intValue() > was.intValue()) {
                runsAppended();
            }
        });
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

    /** Why the endpoint stopped the last batch (refused key, unreachable), or null. */
    public ReadOnlyObjectProperty<EndpointProblem> endpointProblemProperty() {
        return endpointProblem.getReadOnlyProperty();
    }

    /** What a started batch waits for before its first request ("" when it does not wait). */
    public ReadOnlyStringProperty waitingProperty() {
        return waiting.getReadOnlyProperty();
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

    public void dismissEndpointProblem() {
        endpointProblem.set(null);
    }

    /** Every journaled replay of a run, oldest first; empty when the journal is not open. Off the FX thread. */
    public List<JournalEntry> replaysOf(Run run) throws IOException {
        Optional<ReplayJournal> existing = existingJournal();
        if (existing.isEmpty()) {
            return List.of();
        }
        return RunReplays.of(existing.get(), run);
    }

    /**
     * Finds the latest answered replay of a run off the FX thread and hands it with the run to {@code found} on the FX
     * thread; when there is none yet, the status says so instead. Answered means as the Replays tab and the verdicts
     * count it ({@link ReplayRecord#answered()}): a replay the sandbox stopped at its time or output limit failed,
     * whatever partial output it has; that output can still be compared from its row of the Replays tab
     * ({@link #findReplay(int, int, BiConsumer)}), a deliberate choice of that attempt.
     */
    public void findLatestReplay(int runIndex, BiConsumer<Run, JournalEntry> found) {
        findReplay(runIndex, (run, replays) -> replays.stream()
                .filter(entry -> entry.response() != null && JournalVerdicts.record(run, entry).answered())
                .reduce((first, second) -> second), ReplayViewModel::noAnsweredReplay, found);
    }

    /** Why a run has no replay to compare: none yet, or only failed ones (with partial output, where to find it). */
    static String noAnsweredReplay(Run run, List<JournalEntry> replays) {
        String key = TextSafety.oneLine(run.key(), 80);
        if (replays.isEmpty()) {
            return ReplayEligibility.skipReason(run).map(why -> key + " cannot be replayed, so it has no replay to"
                    + " compare: " + TextSafety.oneLine(why, 160))
                    .orElse(key + " has no answered replay yet: replay it first (Ctrl+R)");
        }
        JournalEntry latest = replays.stream().max(java.util.Comparator.comparingInt(JournalEntry::attempt))
                .orElseThrow();
        String error = JournalVerdicts.record(run, latest).error();
        String why = key + " has no answered replay: replay #" + latest.attempt() + " failed"
                + (error == null ? "" : " (" + TextSafety.oneLine(error, 160) + ")");
        boolean partial = replays.stream().anyMatch(entry -> entry.response() != null);
        return why + (partial ? "; a failed replay's partial output can be compared from the Replays tab"
                : "; replay it again (Ctrl+R)");
    }

    /**
     * Finds replay number {@code attempt} of a run as {@link #findLatestReplay} does; one that got no answer has no
     * output to compare, which the status says instead. One the sandbox cut (timed out, output limit) has partial
     * output, which is compared.
     */
    public void findReplay(int runIndex, int attempt, BiConsumer<Run, JournalEntry> found) {
        findReplay(runIndex, (run, replays) -> replays.stream()
                .filter(entry -> entry.attempt() == attempt && entry.response() != null).findFirst(), (run, replays) -> {
            String replay = "Replay #" + attempt + " of " + TextSafety.oneLine(run.key(), 80);
            return replays.stream().filter(entry -> entry.attempt() == attempt).findFirst()
                    .map(entry -> replay + " got no answer, so there is nothing to compare"
                            + (entry.error() == null ? "" : ": " + TextSafety.oneLine(entry.error().message(), 200)))
                    .orElse(replay + " is not in the journal");
        }, found);
    }

    private void findReplay(int runIndex, BiFunction<Run, List<JournalEntry>, Optional<JournalEntry>> pick,
                            BiFunction<Run, List<JournalEntry>, String> whyNone, BiConsumer<Run, JournalEntry> found) {
        RolloutLog log = runs.log();
        if (log == null) {
            return;
        }
        background.execute(() -> {
            try {
                Run run = log.load(runIndex);
                List<JournalEntry> replays = replaysOf(run);
                Optional<JournalEntry> picked = pick.apply(run, replays);
                String why = picked.isPresent() ? null : whyNone.apply(run, replays);
                fx.execute(() -> picked.ifPresentOrElse(replay -> found.accept(run, replay), () -> status.set(why)));
            } catch (IOException | RuntimeException e) {
                String reason = "The run's replays could not be read: " + ErrorText.oneLine(e);
                fx.execute(() -> status.set(reason));
            }
        });
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

    /**
     * Why writing {@code file} is refused: it is this log or its journal, or a log open in another tab or its journal.
     * Asks the file system: off the FX thread.
     */
    public Optional<String> wouldDestroy(Path file) {
        return openFiles.refusal(file, logPath);
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
        List<Integer> shown = List.copyOf(runs.shownRuns());
        status.set("Writing " + what + " " + Sizes.count(shown.size(), "run") + "…");
        writes.write(file, out -> writer.write(log, shown, out),
                written -> "Wrote " + what + " " + Sizes.count(shown.size(), "run") + " to " + written,
                "Could not write " + file + ": ").thenAccept(status::set);
    }

    // ---- loading ----

    /** The log finished (re)loading: reads the journal back and shows the verdicts of earlier replays. FX thread. */
    public void logLoaded() {
        RolloutLog log = runs.log();
        if (log == null) {
            return;
        }
        classifier.execute(() -> {
            classifiedLog = log;
            classifiedUpTo = 0;
            classify(log, true);
        });
    }

    /**
     * Runs joined the table: once the log has loaded (Follow appends them), the new ones get their verdicts as the
     * runs of a load do (skipped when they cannot be replayed, judged by their journaled replays), in the background.
     */
    private void runsAppended() {
        RolloutLog log = runs.log();
        if (log == null || !appendedQueued.compareAndSet(false, true)) {
            return;
        }
        classifier.execute(() -> {
            appendedQueued.set(false);
            if (classifiedLog == log) {
                classify(log, false);
            }
        });
    }

    /**
     * Classifies the runs of {@code log} from {@link #classifiedUpTo} to its current size; {@code announce} (a load)
     * says in the status what the journal held. A {@link #classifier} task.
     */
    private void classify(RolloutLog log, boolean announce) {
        int from = classifiedUpTo;
        int size = log.size();
        if (size <= from && !announce) {
            return;
        }
        try {
            Optional<ReplayJournal> existing = existingJournal();
            Set<JournalRun> journaled = existing.isEmpty() ? Set.of() : existing.get().runs();
            Map<Integer, VerdictBadge> restored = new HashMap<>();
            int fromJournal = 0;
            int unanswered = 0;
            int otherRecords = 0;
            for (int i = from; i < size; i++) {
                RunSummary summary = log.summary(i);
                boolean journaledRun = journaled.contains(new JournalRun(summary.key(), summary.line()));
                if (journaledRun || RunVerdicts.visiblyUnreplayable(summary)) {
                    Run run = log.load(i);
                    List<ReplayRecord> replays = journaledRun ? RunReplays.records(existing.get(), run) : List.of();
                    otherRecords += journaledRun && replays.isEmpty() ? 1 : 0;
                    int index = i;
                    Optional<ReplayVerdict> verdict = RunVerdicts.of(run, replays).map(ReplayVerdict::of);
                    verdict.ifPresent(judged -> restored.put(index, judged));
                    if (!replays.isEmpty() && verdict.isPresent() && verdict.get().kind() != VerdictKind.SKIPPED) {
                        boolean answered = verdict.get().kind() != VerdictKind.FAILED;
                        fromJournal += answered ? 1 : 0;
                        unanswered += answered ? 0 : 1;
                    }
                }
            }
            classifiedUpTo = Math.max(from, size);
            if (!announce && restored.isEmpty()) {
                return;
            }
            List<String> problems = existing.isEmpty() || !announce ? List.of() : existing.get().problems();
            String rewritten = otherRecords == 0 ? "" : "; the replays journaled for " + Sizes.count(otherRecords, "run")
                    + " were made of other records at the same lines (the log was rewritten) and are not counted";
            String earlier = ReplayProgressText.restoredFromJournal(fromJournal, unanswered);
            fx.execute(() -> {
                if (runs.log() != log) {
                    return;
                }
                runs.putVerdicts(restored);
                journalVersion.set(journalVersion.get() + 1);
                if (!announce) {
                    return;
                }
                if (!problems.isEmpty()) {
                    status.set(Sizes.count(problems.size(), "journal line") + " ignored: " + problems.get(0));
                } else if (!earlier.isEmpty() || !rewritten.isEmpty()) {
                    status.set((earlier.isEmpty() ? "No earlier replay read from the journal" : earlier) + rewritten);
                }
            });
        } catch (IOException | RuntimeException e) {
            String reason = (announce ? "Earlier replays could not be read: " : "The appended runs could not be judged: ")
                    + ErrorText.oneLine(e);
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
        current = batch; // a cancel while it is prepared keeps it from starting
        running.set(true);
        endpointProblem.set(null);
        status.set("Preparing the replay of " + indexes.length + (indexes.length == 1 ? " run…" : " runs…"));
        background.execute(() -> prepare(batch));
    }

    /** Replays every run the table shows (the filtered runs). */
    public void replayShown() {
        replay(List.copyOf(runs.shownRuns()));
    }

    private void prepare(Batch batch) {
        boolean ask;
        int executing;
        try {
            batch.journal = openJournal();
            batch.backend = backends.open();
            ask = batch.backend.local() && !approvals.isApproved(logPath);
            executing = ask ? ReplayEligibility.replayable(batch.log, batch.indexes, batch.cancellation) : 0;
        } catch (IOException | RuntimeException e) {
            String reason = "Cannot replay: " + ErrorText.oneLine(e);
            fx.execute(() -> stopped(batch, reason));
            return;
        }
        fx.execute(() -> {
            if (batch.cancellation.isCancelled()) {
                stopped(batch, "Nothing replayed: cancelled");
            } else if (ask && executing > 0 && !approvals.isApproved(logPath)) {
                waitingForAnswer = batch;
                question.set(new LocalRunQuestion(logPath.getFileName().toString(), batch.backend.description(),
                        executing));
            } else {
                start(batch); // no code of the log runs when every run is skipped: nothing to ask
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
            stopped(batch, "Nothing replayed: the log's code was not run on this computer");
        }
    }

    /** A batch that ends before it started. FX thread. */
    private void stopped(Batch batch, String why) {
        if (current == batch) {
            current = null;
        }
        running.set(false);
        status.set(why);
    }

    /**
     * Cancels the running batch and runs {@code then} once it has stopped, every replay it made in the journal; at
     * once when none runs. FX thread.
     */
    public void stopThen(Runnable then) {
        if (!running.get()) {
            then.run();
            return;
        }
        running.addListener(new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> obs, Boolean was, Boolean now) {
                if (!now) {
                    running.removeListener(this);
                    then.run();
                }
            }
        });
        cancel();
    }

    /** Stops the running batch: no new requests, the ones in flight are aborted. */
    public void cancel() {
        if (waitingForAnswer != null) {
            answer(false);
            return;
        }
        Batch batch = current;
        if (batch != null && batch.ticket != null && queue.waitingBehind(batch.ticket).isPresent()) {
            queue.leave(batch.ticket);
            current = null;
            waiting.set("");
            running.set(false);
            status.set("Nothing replayed: cancelled while waiting for the other replays");
        } else if (batch != null) {
            batch.cancellation.cancel();
            status.set("Cancelling…");
        }
    }

    private void start(Batch batch) {
        current = batch;
        progress.set(new ReplayProgress(0, batch.indexes.length * batch.repeat, 0, 0, 0));
        batch.ticket = new ReplayQueue.Ticket(logPath.getFileName().toString(), () -> {
            waiting.set("");
            status.set("Replaying on " + batch.backend.description());
            background.execute(batch::run);
        });
        queue.enter(batch.ticket);
        queue.waitingBehind(batch.ticket).ifPresent(other -> {
            waiting.set("Waiting for the replays of " + other + " to finish…");
            status.set(waiting.get() + " (one batch runs at a time)");
        });
    }

    private void finished(Batch batch, ReplaySummary summary, String failure) {
        batch.drain();
        if (current == batch) {
            current = null;
        }
        running.set(false);
        status.set(failure != null ? failure : ReplayProgressText.summary(batch.counts, summary));
        queue.leave(batch.ticket);
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
            if (current.ticket != null && queue.waitingBehind(current.ticket).isPresent()) {
                queue.leave(current.ticket);
            }
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


    /** One batch: its runs, and the results waiting to reach the FX thread. */
    private final class Batch implements ReplayListener {
        final RolloutLog log;
        final int[] indexes;
        final int repeat;
        final Cancellation cancellation = new Cancellation();
        final Map<Long, Integer> indexByLine = new HashMap<>();
        final Queue<Judged> results = new ConcurrentLinkedQueue<>();
        final BatchCounts counts = new BatchCounts();
        final AtomicReference<ReplayProgress> latest = new AtomicReference<>();
        final AtomicBoolean drainQueued = new AtomicBoolean();
        volatile ReplayJournal journal;
        volatile ReplayBackend backend;
        ReplayQueue.Ticket ticket;

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
                summary = new ReplayEngine(backend.exec(), journal, options, backends.diagnostics())
                        .run(RunSource.of(log, indexes), this, cancellation);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = "Replay interrupted";
            } catch (RuntimeException e) {
                failure = "Replay failed: " + ErrorText.oneLine(e) + backends.diagnostics().record("replay failed", e);
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

        /** On a worker: judges the run over all its journaled replays, as a reload would. */
        @Override
        public void onRunResult(RunResult result) {
            counts.add(result);
            Integer index = indexByLine.get(result.run().line());
            EndpointProblem problem = result.replays().stream().map(EndpointProblem::of).flatMap(Optional::stream)
                    .findFirst().orElse(null);
            if (index != null && !RunVerdicts.unreached(result)) {
                results.add(new Judged(index, judge(index, result), problem));
            } else if (problem != null) {
                results.add(new Judged(-1, Optional.empty(), problem));
            }
            queueDrain();
        }

        private Optional<ReplayVerdict> judge(int index, RunResult result) {
            try {
                Run run = log.load(index);
                return RunVerdicts.of(run, RunReplays.records(journal, run)).map(ReplayVerdict::of);
            } catch (IOException | RuntimeException e) {
                return Optional.of(ReplayVerdict.of(result));
            }
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
            Judged judged;
            EndpointProblem problem = null;
            while ((judged = results.poll()) != null) {
                if (judged.verdict().isPresent()) {
                    verdicts.put(judged.index(), judged.verdict().get());
                }
                problem = judged.problem() != null ? judged.problem() : problem;
            }
            if (!verdicts.isEmpty() && runs.log() == log) {
                runs.putVerdicts(verdicts);
                journalVersion.set(journalVersion.get() + 1);
            }
            if (problem != null) {
                endpointProblem.set(problem);
            }
        }
    }

    /** A run's verdict after a batch (empty: it keeps the one it had), and the endpoint problem its replays met. */
    private record Judged(int index, Optional<ReplayVerdict> verdict, EndpointProblem problem) {
    }
}
