package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.JournalVerdicts;
import com.collimate.inspector.core.replay.ReplayEligibility;
import com.collimate.inspector.core.replay.ReplayOptions;
import com.collimate.inspector.core.replay.ReplayProgress;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunVerdicts;
import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.report.RunsExport;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.main.SampleLog;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.settings.SettingsDialog;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import java.util.function.BiFunction;
import java.util.function.IntSupplier;
import java.util.stream.Collectors;

/**
 * Replays runs of one open log and feeds their verdicts to the runs table. Batches ({@link ReplayBatch}) run on a
 * background thread, one batch of the app at a time ({@link ReplayQueue}); progress and results are coalesced onto
 * the FX thread. Every replay goes to the log's journal, and a run's verdict is always the one
 * {@link RunVerdicts} gives over all its journaled replays: live after a batch as after a reload
 * ({@link LoadedVerdicts}). A tab that takes another log before any replay ran in it ({@link #switchLog}) gets
 * that log's journal.
 */
public final class ReplayViewModel implements AutoCloseable {
    public static final int MAX_REPEAT = ReplayOptions.MAX_REPEAT;

    /** The tab's log; another one after {@link #switchLog}. Read by the exports' and journal's threads too. */
    private volatile Path logPath;
    private final Path dataFolder;
    private final OpenFiles openFiles;
    private final RunsViewModel runs;
    private final Executor fx;
    private final Executor background;
    private final BackendSource backends;
    private final IntSupplier concurrency;
    private final ReplayQueue queue;
    /** The masks in effect (the settings'), read on the FX thread as verdicts are judged. */
    private final Supplier<DiffOptions> diffOptions;
    private volatile LogJournal journal;
    private final TableVerdicts table;
    private final LoadedVerdicts loaded;
    private final LocalRunConsent consent;
    private volatile ShownRunsExport exports;

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<ReplayProgress> progress = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<EndpointProblem> endpointProblem = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper waiting = new ReadOnlyStringWrapper("");
    private final ReadOnlyIntegerWrapper repeat = new ReadOnlyIntegerWrapper(1);

    private ReplayBatch current;
    /**
     * A batch was started, a Compare opened or an export started in this tab: the journal may hold replays of this
     * session, a Compare window shows runs of this log, an export reads them; the tab keeps its log then.
     */
    private final ReadOnlyBooleanWrapper workedIn = new ReadOnlyBooleanWrapper(false);

    public ReplayViewModel(Path logPath, RunsViewModel runs, Executor fx, Executor background, BackendSource backends,
                           LocalRunApprovals approvals, IntSupplier concurrency, Path dataFolder,
                           OpenFiles openFiles, ReplayQueue queue, Supplier<DiffOptions> diffOptions) {
        this.logPath = logPath;
        this.dataFolder = dataFolder;
        this.openFiles = openFiles;
        this.runs = runs;
        this.fx = fx;
        this.background = background;
        this.backends = backends;
        this.concurrency = concurrency;
        this.queue = queue;
        this.diffOptions = diffOptions;
        this.journal = new LogJournal(logPath, dataFolder, fx, background);
        this.table = new TableVerdicts(runs, fx);
        this.loaded = new LoadedVerdicts(runs, () -> journal, table, fx, background, status::set, diffOptions);
        this.consent = new LocalRunConsent(() -> this.logPath, approvals);
        this.exports = exportsOf(logPath, journal);
    }

    private ShownRunsExport exportsOf(Path log, LogJournal itsJournal) {
        return new ShownRunsExport(log, new SampleLog(dataFolder).shownName(log), runs, itsJournal, openFiles, fx,
                background, status::set);
    }

    /**
     * The tab shows {@code newLog} instead of its log (its runs are reset already, the new ones on their way): the old
     * log's journal is closed, the new log's is read once it has loaded, and nothing of the old one stays (status,
     * progress, repeat). Only while the tab is not {@linkplain #workedInProperty() worked in}. FX thread.
     */
    public void switchLog(Path newLog) {
        if (workedIn.get()) {
            throw new IllegalStateException("a replay, a Compare or an export was started for " + logPath);
        }
        loaded.close();
        journal.close();
        LogJournal newJournal = new LogJournal(newLog, dataFolder, fx, background);
        journal = newJournal;
        logPath = newLog;
        exports = exportsOf(newLog, newJournal);
        status.set("");
        progress.set(null);
        endpointProblem.set(null);
        waiting.set("");
        repeat.set(1);
    }

    /**
     * Whether a batch was started (even one then cancelled, refused or failed), a Compare opened or an export started
     * in this tab; once true, it stays.
     */
    public ReadOnlyBooleanProperty workedInProperty() {
        return workedIn.getReadOnlyProperty();
    }

    /** A Compare window was opened from this tab. FX thread. */
    public void compareOpened() {
        workedIn.set(true);
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
        return consent.questionProperty();
    }

    public ReadOnlyIntegerProperty repeatProperty() {
        return repeat.getReadOnlyProperty();
    }

    /** Runs per verdict over the whole log. */
    public ReadOnlyObjectProperty<Map<VerdictKind, Integer>> countsProperty() {
        return table.countsProperty();
    }

    /** Changes whenever replays were added to the journal or read back from it. */
    public ReadOnlyLongProperty journalVersionProperty() {
        return table.journalVersionProperty();
    }

    /** Where the journal is, once it was opened ("" before). */
    public String journalLocation() {
        return journal.locationProperty().get();
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
        return journal.replaysOf(run);
    }

    /**
     * The numbers of every replay journaled under the run's key and line, those of an earlier record at that line
     * included (they hold their numbers); empty when the journal is not open. Off the FX thread.
     */
    public int[] journaledNumbers(Run run) throws IOException {
        return journal.journaledNumbers(run);
    }

    /**
     * Finds the latest answered replay of a run (the highest attempt number: concurrent replays of a run finish in any
     * order) off the FX thread and hands it with the run to {@code found} on the FX
     * thread; when there is none yet, the status says so instead. Answered means as the Replays tab and the verdicts
     * count it ({@link ReplayRecord#answered()}): a replay the sandbox stopped at its time or output limit failed,
     * whatever partial output it has; that output can still be compared from its row of the Replays tab
     * ({@link #findReplay(int, int, BiConsumer)}), a deliberate choice of that attempt.
     */
    public void findLatestReplay(int runIndex, BiConsumer<Run, JournalEntry> found) {
        findReplay(runIndex, (run, replays) -> replays.stream()
                .filter(entry -> entry.response() != null && JournalVerdicts.record(run, entry).answered())
                .max(Comparator.comparingInt(JournalEntry::attempt)), ReplayViewModel::noAnsweredReplay, found);
    }

    /** Why a run has no replay to compare: none yet, or only failed ones (with partial output, where to find it). */
    static String noAnsweredReplay(Run run, List<JournalEntry> replays) {
        String key = TextSafety.oneLine(run.key(), 80);
        if (replays.isEmpty()) {
            return ReplayEligibility.skipReason(run).map(why -> key + " cannot be replayed, so it has no replay to"
                    + " compare: " + TextSafety.oneLine(why, 160))
                    .orElse(key + " has no answered replay yet: replay it first (Ctrl+R)");
        }
        JournalEntry latest = replays.stream().max(Comparator.comparingInt(JournalEntry::attempt))
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
                    .map(entry -> replay + " failed, so there is nothing to compare"
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

    /**
     * Writes the shown runs (with their verdicts) to {@code file} in the background; the outcome goes to the status.
     * The tab keeps its log from then on ({@link #workedInProperty()}): another log taking the tab would close the one
     * being written.
     */
    public void export(RunsExport.Format format, Path file) {
        if (exports.export(format, file)) {
            workedIn.set(true);
        }
    }

    /** Writes the HTML report of the shown runs (like {@code check --report}) in the background, as {@link #export}. */
    public void exportReport(Path file, DiffOptions options) {
        if (exports.exportReport(file, options)) {
            workedIn.set(true);
        }
    }

    /**
     * Why writing {@code file} is refused: it is this log or its journal, or a log open in another tab or its journal.
     * Asks the file system: off the FX thread.
     */
    public Optional<String> wouldDestroy(Path file) {
        return exports.wouldDestroy(file);
    }

    /** The log finished (re)loading: reads the journal back and shows the verdicts of earlier replays. FX thread. */
    public void logLoaded() {
        loaded.logLoaded();
    }

    /**
     * The masks changed (Settings): the diverged runs' classes are named again with them, as the Replays tab and the
     * reports name them; a running batch's runs once it has finished. FX thread.
     */
    public void masksChanged() {
        loaded.masksChanged();
        if (current != null) {
            current.masksChanged = true;
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
        ReplayBatch batch = new ReplayBatch(log, indexes, repeat.get(), fx, table, diffOptions.get(), progress::set,
                endpointProblem::set);
        current = batch; // a cancel while it is prepared keeps it from starting
        workedIn.set(true);
        running.set(true);
        endpointProblem.set(null);
        status.set("Preparing the replay of " + indexes.length + (indexes.length == 1 ? " run…" : " runs…"));
        background.execute(() -> prepare(batch));
    }

    /** Replays every run the table shows (the filtered runs). */
    public void replayShown() {
        RolloutLog log = runs.log();
        if (!running.get() && log != null && runs.shownRuns().isEmpty()) {
            // not "Select the runs to replay first": selecting would not help; nor, before the table got its first
            // rows, that the filters hide them all
            status.set(!runs.rowsCurrent() ? "Wait until the table shows the runs, then replay"
                    : log.size() == 0 ? "The log has no run to replay"
                    : "No run is shown to replay: the filters or the search hide all " + Sizes.count(log.size(), "run"));
            return;
        }
        replay(List.copyOf(runs.shownRuns()));
    }

    private void prepare(ReplayBatch batch) {
        boolean ask;
        int executing;
        try {
            // the backend first: a journal is started only for a batch that has somewhere to replay
            batch.backend = backends.open();
            batch.journal = journal.open(); // the batch's log's: the tab takes no other log once one started
            ask = consent.mustAsk(batch.backend);
            executing = ask ? ReplayEligibility.replayable(batch.log, batch.indexes, batch.cancellation) : 0;
        } catch (IOException | RuntimeException e) {
            Optional<EndpointProblem> inSettings = EndpointProblem.ofUnusableSetting(e);
            String reason = inSettings.map(problem -> "Nothing replayed: the " + (problem.field()
                    == SettingsDialog.Field.API_KEY ? "API key" : "endpoint") + " in Settings cannot be used")
                    .orElse("Cannot replay: " + ErrorText.oneLine(e));
            fx.execute(() -> {
                inSettings.ifPresent(endpointProblem::set);
                stopped(batch, reason);
            });
            return;
        }
        fx.execute(() -> {
            if (batch.cancellation.isCancelled()) {
                stopped(batch, "Nothing replayed: cancelled");
            } else if (ask && executing > 0 && consent.mustAsk(batch.backend)) {
                status.set(LocalRunQuestion.WAITING);
                consent.ask(batch.backend.description(), executing, batch.indexes.length - executing,
                        batch.repeat, () -> start(batch),
                        () -> stopped(batch, "Nothing replayed: the log's code was not run on this computer"));
            } else {
                start(batch); // no code of the log runs when every run is skipped: nothing to ask
            }
        });
    }

    /** The user's answer to {@link #questionProperty()}. FX thread. */
    public void answer(boolean runLocally) {
        consent.answer(runLocally);
    }

    /** A batch that ends before it started. FX thread. */
    private void stopped(ReplayBatch batch, String why) {
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
        if (consent.waiting()) {
            consent.answer(false);
            return;
        }
        ReplayBatch batch = current;
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

    private void start(ReplayBatch batch) {
        current = batch;
        progress.set(new ReplayProgress(0, batch.indexes.length * batch.repeat, 0, 0, 0));
        batch.ticket = new ReplayQueue.Ticket(logPath.getFileName().toString(), () -> {
            waiting.set("");
            status.set("Replaying on " + batch.backend.description());
            background.execute(() -> batch.run(concurrency.getAsInt(), backends.diagnostics(),
                    (summary, failure) -> finished(batch, summary, failure)));
        });
        queue.enter(batch.ticket);
        queue.waitingBehind(batch.ticket).ifPresent(other -> {
            waiting.set("Waiting for the replays of " + other + " to finish…");
            status.set(waiting.get() + " (one batch runs at a time)");
        });
    }

    private void finished(ReplayBatch batch, ReplaySummary summary, String failure) {
        batch.drain();
        if (current == batch) {
            current = null;
        }
        if (batch.masksChanged) {
            loaded.masksChanged();
        }
        running.set(false);
        status.set((failure != null ? failure : ReplayProgressText.summary(batch.counts, summary))
                + batch.journalNotices.stream().map(notice -> " — " + notice).collect(Collectors.joining()));
        queue.leave(batch.ticket);
    }

    @Override
    public void close() {
        loaded.close();
        table.close();
        if (current != null) {
            current.cancellation.cancel();
            if (current.ticket != null && queue.waitingBehind(current.ticket).isPresent()) {
                queue.leave(current.ticket);
            }
        }
        consent.forget();
        journal.close();
    }
}
