package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.log.Compression;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.LogFormat;
import com.collimate.inspector.core.log.LogRewrittenException;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.FileStamp;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.common.UiPacer;
import com.collimate.inspector.ui.dashboard.DashboardViewModel;
import com.collimate.inspector.ui.detail.RunDetailViewModel;
import com.collimate.inspector.ui.runs.RunsViewModel;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * One open log (a tab): loading in the background with progress and Cancel, reload, Follow mode, the load
 * errors, and the runs table, run detail and dashboard of that log. An untouched tab can take another log instead
 * ({@link #openInstead}): the bundled sample's tab becomes the first log the user opens, its views kept.
 */
public final class LogWorkspaceViewModel implements AutoCloseable {
    /**
     * How late the FX thread may run before loading steps aside. A frame that is late this much is a long one (a pulse
     * of CSS and layout): on two cores the FX thread then waits for a core about as long as it runs, so the indexer
     * steps aside early in it rather than halfway to a 100 ms gap (bench/gui-load.sh, docs/benchmarks-gui.md).
     */
    private static final Duration UI_LAG_TOLERANCE = Duration.ofMillis(10);
    private static final Duration UI_LAG_MAX_WAIT = Duration.ofSeconds(1);

    private final ReadOnlyObjectWrapper<Path> path;
    /** {@link #path}'s value for the loading and saving threads. */
    private volatile Path logPath;
    private final LogOpener opener;
    private final UiExecutors executors;
    private final Duration followInterval;
    private final Throttle progressThrottle;

    private final RunsViewModel runs;
    private final RunDetailViewModel detail;
    private final DashboardViewModel dashboard = new DashboardViewModel();

    private final ReadOnlyObjectWrapper<LoadState> state = new ReadOnlyObjectWrapper<>(LoadState.LOADING);
    private final ReadOnlyObjectWrapper<LoadProgress> progress = new ReadOnlyObjectWrapper<>(
            new LoadProgress(0, -1, 0, 0));
    private final ReadOnlyStringWrapper failure = new ReadOnlyStringWrapper("");
    private boolean missingAtFirstOpen;
    private final ReadOnlyBooleanWrapper following = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<LogTrouble> trouble = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper troubleText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper followUnavailable = new ReadOnlyStringWrapper("");
    private final ReadOnlyLongWrapper loadErrorCount = new ReadOnlyLongWrapper();
    private final ObservableList<LoadError> loadErrors = FXCollections.observableArrayList();
    private final ObservableList<LoadError> loadErrorsView = FXCollections.unmodifiableObservableList(loadErrors);
    private final ReadOnlyStringWrapper dataEndsEarly = new ReadOnlyStringWrapper("");
    private final ReadOnlyLongWrapper fieldWarningCount = new ReadOnlyLongWrapper();
    private final ObservableList<LoadError> fieldWarnings = FXCollections.observableArrayList();
    private final ObservableList<LoadError> fieldWarningsView = FXCollections.unmodifiableObservableList(fieldWarnings);

    private volatile Load current;
    private ScheduledFuture<?> followTask;
    /** Work done in the tab that no run, filter or sort of the table shows (a replay ran): the tab is not untouched. */
    private boolean workedIn;

    /**
     * @param refreshInterval least time between two table or progress updates while loading ({@code ZERO}: every
     *                        change at once)
     * @param openFiles       the files a save from this tab must not replace
     */
    public LogWorkspaceViewModel(Path path, LogOpener opener, UiExecutors executors, Duration followInterval,
                                 Duration refreshInterval, Supplier<Endpoint> endpoint, OpenFiles openFiles) {
        this.path = new ReadOnlyObjectWrapper<>(path);
        this.logPath = path;
        this.opener = opener;
        this.executors = executors;
        this.followInterval = followInterval;
        this.progressThrottle = throttle(executors, refreshInterval);
        this.runs = new RunsViewModel(executors.fx(), executors.background(), throttle(executors, refreshInterval));
        this.detail = new RunDetailViewModel(executors.fx(), executors.background(), endpoint,
                file -> openFiles.refusal(file, path()));
        runs.selectedRunProperty().addListener((obs, old, index) -> detail.show(runs.log(), index.intValue()));
        detail.saveOutcomeProperty().addListener((obs, old, outcome) -> {
            if (!outcome.isEmpty()) {
                notice.set(outcome);
            }
        });
        runs.filterProperty().addListener((obs, old, filter) -> {
            if (!filter.search().text().equals(old.search().text())) {
                detail.setSearch(filter.search().isEmpty() ? null : filter.search().pattern());
            }
        });
        runs.statisticsProperty().addListener((obs, old, stats) -> dashboard.update(stats, loadErrorCount.get()));
        loadErrorCount.addListener((obs, old, count) ->
                dashboard.update(runs.statisticsProperty().get(), count.longValue()));
        dataEndsEarly.addListener((obs, old, text) -> dashboard.setDataEndsEarly(text));
        troubleText.bind(Bindings.createStringBinding(() -> trouble.get() == null ? ""
                : trouble.get().text(following.get()), trouble, following));
    }

    private static Throttle throttle(UiExecutors executors, Duration interval) {
        return interval.isZero() ? Throttle.NONE : new Throttle(executors.timer(), interval);
    }

    /** The log shown; read on any thread. */
    public Path path() {
        return logPath;
    }

    /** The log shown: another one once {@link #openInstead} has replaced it. */
    public ReadOnlyObjectProperty<Path> pathProperty() {
        return path.getReadOnlyProperty();
    }

    public String title() {
        Path shown = path();
        return shown.getFileName() == null ? shown.toString() : shown.getFileName().toString();
    }

    public RunsViewModel runs() {
        return runs;
    }

    public RunDetailViewModel detail() {
        return detail;
    }

    public DashboardViewModel dashboard() {
        return dashboard;
    }

    public ReadOnlyObjectProperty<LoadState> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<LoadProgress> progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** Whether the first reading failed because there was no such file (known once {@link #failureProperty} is set). */
    public boolean missingAtFirstOpen() {
        return missingAtFirstOpen;
    }

    /**
     * The one-line reason the log could not be opened when the tab was opened, or "". A later re-read that fails
     * (Reload, Follow) leaves it "": the tab stays and {@link #troubleProperty()} says why.
     */
    public ReadOnlyStringProperty failureProperty() {
        return failure.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty followingProperty() {
        return following.getReadOnlyProperty();
    }

    /** A short status message (Follow stopped, the log rewritten and reloaded, loading cancelled), or "". */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** Says {@code text} in the status bar's notice (what an action did). FX thread. */
    public void showNotice(String text) {
        notice.set(text);
    }

    /**
     * Why the tab does not show what the file holds now (the file is gone, or reading it again failed) and what
     * happens next, for a banner above the table; "" when it does.
     */
    public ReadOnlyStringProperty troubleProperty() {
        return troubleText.getReadOnlyProperty();
    }

    /** Why this log cannot be followed ("" when it can, or is not read yet): Follow needs plain JSON Lines. */
    public ReadOnlyStringProperty followUnavailableProperty() {
        return followUnavailable.getReadOnlyProperty();
    }

    /** How many records could not be read; can exceed the size of {@link #loadErrors()}, which is bounded. */
    public ReadOnlyLongProperty loadErrorCountProperty() {
        return loadErrorCount.getReadOnlyProperty();
    }

    /** Records that could not be read, in file order (the first ones when there are very many). */
    public ObservableList<LoadError> loadErrors() {
        return loadErrorsView;
    }

    /**
     * "The file's data ends early (line N: why)" when a gzip log is cut, else "": about the file, so neither among
     * {@link #loadErrors()} nor counted by {@link #loadErrorCountProperty()}, as in the CLI's summary.
     */
    public ReadOnlyStringProperty dataEndsEarlyProperty() {
        return dataEndsEarly.getReadOnlyProperty();
    }

    /**
     * Fields whose value has a type they cannot use ({@code "exit_code": "x"}), in file order (the first ones when
     * there are very many): their runs were read without them, so they are not among {@link #loadErrors()}.
     */
    public ObservableList<LoadError> fieldWarnings() {
        return fieldWarningsView;
    }

    /** How many fields {@link #fieldWarnings()} is about; can exceed its size, which is bounded. */
    public ReadOnlyLongProperty fieldWarningCountProperty() {
        return fieldWarningCount.getReadOnlyProperty();
    }

    /** FX thread. */
    private void showReadErrors(ReadErrors errors) {
        loadErrors.setAll(errors.records());
        loadErrorCount.set(errors.recordCount());
        dataEndsEarly.set(errors.dataEndsEarly());
        fieldWarnings.setAll(errors.warnings());
        fieldWarningCount.set(errors.warningCount());
    }

    /** Starts loading the newly opened log in the background. FX thread. */
    public void load() {
        start(true);
    }

    private void start(boolean firstOpen) {
        Load load = new Load(firstOpen);
        current = load;
        state.set(LoadState.LOADING);
        failure.set("");
        trouble.set(null);
        notice.set("");
        progress.set(new LoadProgress(0, -1, 0, 0));
        executors.background().execute(load::run);
    }

    public void cancel() {
        Load load = current;
        if (load != null && state.get() == LoadState.LOADING) {
            load.cancellation.cancel();
        }
    }

    /**
     * Closes the log and loads it again from the start; filters, search and Follow stay. When the file is gone, the
     * runs read last stay instead and the tab says so.
     */
    public void reload() {
        reload("");
    }

    /**
     * {@link #reload()}, then shows {@code startedNotice} once the new reading started. Whether the file is there is
     * asked off the FX thread (a hung network mount must not freeze the window); a request that a close or another
     * reload overtook meanwhile is dropped.
     */
    private void reload(String startedNotice) {
        Load asked = current;
        executors.background().execute(() -> {
            boolean gone = Files.notExists(path());
            executors.fx().execute(() -> {
                if (current != asked) { // closed, or reloaded by another request meanwhile
                    return;
                }
                if (gone) {
                    trouble.set(LogTrouble.gone());
                    return;
                }
                readAgain();
                if (trouble.get() == null) { // a reading that failed at once says so in the banner instead
                    notice.set(startedNotice);
                }
            });
        });
    }

    private void readAgain() {
        forgetLog();
        start(false);
    }

    /** Closes the log read (or being read) and forgets its runs, run detail and read errors. FX thread. */
    private void forgetLog() {
        Load previous = current;
        current = null;
        if (previous != null) {
            previous.cancellation.cancel();
            previous.closeLog(executors);
        }
        runs.reset();
        detail.clear();
        showReadErrors(ReadErrors.NONE);
    }

    /**
     * Whether the user has done nothing in this tab yet: no run selected, no filter, search or sort, not followed, no
     * replay ({@link #markWorkedIn}). Such a tab may take another log ({@link #openInstead}). FX thread.
     */
    public boolean untouched() {
        return !workedIn && !following.get() && runs.untouched();
    }

    /** Something was done in the tab that makes it the user's (a replay ran): it is never replaced. FX thread. */
    public void markWorkedIn() {
        workedIn = true;
    }

    /**
     * Shows {@code newPath} in this tab instead of its log, as if the tab had been opened for it: the old log is
     * closed and nothing of it stays (runs, counts, selection, detail, read errors, notices); {@link #pathProperty()}
     * changes before the new log's first reading starts. Only for an {@linkplain #untouched() untouched} tab. FX thread.
     */
    public void openInstead(Path newPath) {
        if (!untouched()) {
            throw new IllegalStateException("the tab of " + path() + " was worked in");
        }
        forgetLog();
        followUnavailable.set("");
        missingAtFirstOpen = false;
        logPath = newPath;
        path.set(newPath);
        start(true);
    }

    public void setFollowing(boolean follow) {
        if (!follow) {
            stopFollowing();
            return;
        }
        if (!followUnavailable.get().isEmpty()) {
            following.set(false);
            notice.set(followUnavailable.get());
            return;
        }
        if (followTask == null) {
            following.set(true);
            notice.set("");
            long millis = followInterval.toMillis();
            followTask = executors.timer().scheduleWithFixedDelay(this::pollAppended, millis, millis,
                    TimeUnit.MILLISECONDS);
        }
    }

    private void stopFollowing() {
        if (followTask != null) {
            followTask.cancel(false);
            followTask = null;
        }
        following.set(false);
    }

    /**
     * Indexes what was appended to the file since the last look (Follow); reloads a log rewritten since, or one whose
     * last reading failed once the file has changed. Timer thread. A look at a log that a reload has replaced
     * meanwhile (and closed) is ignored.
     */
    void pollAppended() {
        Load load = current;
        if (load == null || !load.finished.get() || load.cancellation.isCancelled()) {
            return;
        }
        if (load.failed) {
            retryIfChanged(load);
            return;
        }
        RolloutLog log = load.log;
        if (log == null) {
            return;
        }
        try {
            log.indexAppended(load);
            load.publishErrors();
            if (load.gone) {
                load.gone = false;
                executors.fx().execute(() -> {
                    if (current == load && trouble.get() != null && trouble.get().kind() == LogTrouble.Kind.GONE) {
                        trouble.set(null);
                    }
                });
            }
        } catch (NoSuchFileException e) {
            // a restarted job may remove the log before writing it anew: the runs read stay, Follow waits for it
            if (!load.gone) {
                load.gone = true;
                executors.fx().execute(() -> {
                    if (current == load) {
                        trouble.set(LogTrouble.gone());
                    }
                });
            }
        } catch (LogRewrittenException e) {
            executors.fx().execute(() -> {
                if (current == load) {
                    reload("The log was rewritten: reloaded");
                }
            });
        } catch (IOException | RuntimeException e) {
            String reason = UserMessages.cannotOpen(load.file, e);
            executors.fx().execute(() -> {
                if (current == load) {
                    stopFollowing();
                    notice.set("Follow stopped: " + reason);
                }
            });
        }
    }

    /** After a failed reading: reads the log again once the file is not what that reading saw. Timer thread. */
    private void retryIfChanged(Load load) {
        if (!FileStamp.of(load.file).equals(load.stampBeforeOpen)) {
            executors.fx().execute(() -> {
                if (current == load && following.get()) {
                    reload();
                }
            });
        }
    }

    private static String whyNotFollowable(RolloutLog log) {
        if (log.followable()) {
            return "";
        }
        String what = log.compression() == Compression.GZIP ? "gzip-compressed"
                : log.format() == LogFormat.JSON_ARRAY ? "a JSON array" : "made of records that span lines";
        return "Follow works on plain JSON Lines logs; this one is " + what;
    }

    @Override
    public void close() {
        stopFollowing();
        Load load = current;
        current = null;
        if (load != null) {
            load.cancellation.cancel();
            load.closeLog(executors);
        }
        runs.loadEnded();
        detail.clear();
    }

    /** One loading pass; its callbacks are ignored once a newer pass (reload) has started. */
    private final class Load implements LoadListener {
        final boolean firstOpen;
        /** The log this pass reads: a pass overtaken by {@link #openInstead} still reads (and closes) its own. */
        final Path file = logPath;
        final Cancellation cancellation = new Cancellation();
        final long started = System.nanoTime();
        final AtomicBoolean finished = new AtomicBoolean();
        final AtomicBoolean progressScheduled = new AtomicBoolean();
        final UiPacer pacer = new UiPacer(executors.fx(), UI_LAG_TOLERANCE, UI_LAG_MAX_WAIT);
        volatile RolloutLog log;
        volatile long bytesDone;
        volatile long bytesTotal = -1;
        volatile int runCount;
        volatile ReadErrors.Counts publishedErrors = ReadErrors.Counts.NONE;
        /** The file before this reading began; a failed reading is tried again once it differs. */
        volatile Optional<FileStamp> stampBeforeOpen = Optional.empty();
        volatile boolean failed;
        /** Follow found no file at the path (and said so). */
        volatile boolean gone;

        Load(boolean firstOpen) {
            this.firstOpen = firstOpen;
        }

        void run() {
            stampBeforeOpen = FileStamp.of(file);
            try {
                RolloutLog opened = opener.open(file, this, cancellation);
                log = opened;
                runCount = opened.size();
                if (current == this) {
                    // overtaken (a reload, or the tab took another log): the newer reading's runs stay in the table
                    runs.runsIndexed(opened, opened.size());
                }
                ReadErrors errors = ReadErrors.of(opened);
                publishedErrors = ReadErrors.counts(opened);
                finished.set(true);
                boolean cancelled = cancellation.isCancelled();
                String notFollowable = whyNotFollowable(opened);
                executors.fx().execute(() -> {
                    if (current == this) {
                        showReadErrors(errors);
                        followUnavailable.set(notFollowable);
                        if (!notFollowable.isEmpty() && following.get()) {
                            stopFollowing();
                            notice.set(notFollowable);
                        }
                        state.set(cancelled ? LoadState.CANCELLED : LoadState.LOADED);
                        updateProgress();
                    } else {
                        opened.close();
                    }
                });
            } catch (CancellationException e) {
                // The reader closes the file when cancelled, so the runs indexed so far cannot be read any more.
                finished.set(true);
                int indexed = runCount;
                executors.fx().execute(() -> {
                    if (current == this) {
                        runs.reset();
                        detail.clear();
                        state.set(LoadState.CANCELLED);
                        notice.set("Loading cancelled after " + indexed + " runs; Reload (F5) reads the log again");
                    }
                });
            } catch (UnreadableLogException | IOException | RuntimeException e) {
                failed = true;
                finished.set(true);
                String reason = UserMessages.cannotOpen(file, e);
                LogTrouble why = LogTrouble.of(e, reason);
                executors.fx().execute(() -> {
                    if (current == this) {
                        runs.loadEnded();
                        // the state first: a listener of the failure may have the tab read another log
                        state.set(LoadState.FAILED);
                        if (firstOpen) {
                            missingAtFirstOpen = why.kind() == LogTrouble.Kind.GONE;
                            failure.set(reason);
                        } else {
                            trouble.set(why);
                            notice.set("");
                        }
                    }
                });
            }
        }

        /**
         * Called by the indexing thread between read windows: there it gives way to a lagging FX thread, once the
         * first runs are out (they should reach the table while the new tab is still being laid out).
         */
        @Override
        public void onProgress(long done, long total) {
            bytesDone = done;
            bytesTotal = total;
            scheduleProgress();
            if (runCount > 0) {
                pacer.pace();
            }
        }

        @Override
        public void onRuns(RolloutLog log, int fromIndex, int toIndex) {
            if (current != this) {
                return;
            }
            this.log = log;
            runCount = toIndex;
            runs.runsIndexed(log, toIndex, !finished.get());
            scheduleProgress();
        }

        private void scheduleProgress() {
            if (progressScheduled.compareAndSet(false, true)) {
                progressThrottle.submit(executors.fx(), () -> {
                    progressScheduled.set(false);
                    if (current == this) {
                        updateProgress();
                    }
                });
            }
        }

        /** FX thread. */
        private void updateProgress() {
            progress.set(new LoadProgress(bytesDone, bytesTotal, runCount, System.nanoTime() - started));
        }

        /** After a Follow pass: new load errors reach the list. */
        void publishErrors() {
            ReadErrors.Counts counts = ReadErrors.counts(log);
            if (!counts.equals(publishedErrors)) {
                publishedErrors = counts;
                ReadErrors errors = ReadErrors.of(log);
                executors.fx().execute(() -> {
                    if (current == this) {
                        showReadErrors(errors);
                    }
                });
            }
        }

        void closeLog(UiExecutors on) {
            RolloutLog opened = log;
            if (opened == null) {
                return;
            }
            try {
                on.background().execute(opened::close);
            } catch (RejectedExecutionException e) {
                opened.close();
            }
        }
    }
}
