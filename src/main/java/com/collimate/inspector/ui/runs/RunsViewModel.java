package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.RunStatistics;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.common.SerialExecutor;
import com.collimate.inspector.ui.common.Throttle;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The runs table of one log: which runs are shown (filter, search, sort), counts over all runs and over the runs the
 * search and group filter leave (the chips'), the selection, and the verdict per run that the replay feature fills.
 * Filtering and sorting run on a serial background executor ({@link LogRows}), and the search through the runs'
 * texts in the background too ({@link SearchState});
 * only the finished index lists reach the FX thread ({@link ShownRows}). The shown list holds run indices, so a log
 * with millions of runs costs one boxed int per shown row, and cells read {@link #summary(int)} on demand.
 */
public final class RunsViewModel {
    /** The verdict label of a run that has no verdict yet, for the verdict filter. */
    public static final String NOT_REPLAYED = com.collimate.inspector.core.replay.ReplayReportRows.NOT_REPLAYED;

    private final Executor fx;
    private final BackgroundCopier copier;
    private final Executor rowsWorker;
    private final Throttle throttle;
    private final ShownRows shownRows = new ShownRows();
    private final ReadOnlyObjectWrapper<RunFilter> filter = new ReadOnlyObjectWrapper<>(RunFilter.ALL);
    private final ReadOnlyObjectWrapper<List<SortKey>> sortOrder = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyIntegerWrapper selectedRun = new ReadOnlyIntegerWrapper(-1);
    private final ReadOnlyBooleanWrapper sorting = new ReadOnlyBooleanWrapper();
    /** The query version that brings the latest sort order; {@link #sorting} until rows of it are shown. */
    private long sortVersion;
    private final VerdictFilter verdicts;
    /** The verdicts' labels for the rows' worker, confined to it. */
    private final VerdictLabels verdictLabels = new VerdictLabels();
    private final SearchState search;

    private volatile LogRows logRows;
    private volatile RowQuery requested = RowQuery.FIRST;

    /**
     * @param fx         runs on the FX application thread
     * @param background runs filtering, sorting, text search, Copy Seed and Copy Key
     * @param throttle   spaces out the table updates while a log loads
     */
    public RunsViewModel(Executor fx, Executor background, Throttle throttle) {
        this.fx = fx;
        this.copier = new BackgroundCopier(fx, background);
        this.rowsWorker = new SerialExecutor(background);
        this.throttle = throttle;
        this.verdicts = new VerdictFilter();
        this.search = new SearchState(fx, background, new SearchState.Listener() {
            @Override
            public void textMatches(BitSet matches) {
                filter.set(filter.get().withTextMatches(matches));
                requestQuery();
            }

            @Override
            public void searched() {
                dropHiddenSelection();
            }
        });
    }

    /** Run indices (0-based, into the log) of the shown rows, in display order. */
    public ObservableList<Integer> shownRuns() {
        return shownRows.rows();
    }

    public ReadOnlyIntegerProperty totalRunsProperty() {
        return shownRows.totalRunsProperty();
    }

    /** Whether the log is still loading: its count of runs is still growing. */
    public ReadOnlyBooleanProperty moreRunsComingProperty() {
        return shownRows.moreRunsComingProperty();
    }

    public ReadOnlyObjectProperty<RunStatistics> statisticsProperty() {
        return shownRows.statisticsProperty();
    }

    /** What the filter chips count: the runs that the search and the group filter leave. */
    public ReadOnlyObjectProperty<ChipCounts> chipCountsProperty() {
        return shownRows.chipCountsProperty();
    }

    public ReadOnlyObjectProperty<RunFilter> filterProperty() {
        return filter.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<List<SortKey>> sortOrderProperty() {
        return sortOrder.getReadOnlyProperty();
    }

    /** Whether a new sort order is being applied in the background (seconds for a million runs). */
    public ReadOnlyBooleanProperty sortingProperty() {
        return sorting.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty searchingProperty() {
        return search.searchingProperty();
    }

    /** Share of the runs whose texts the current search has gone through, 0..1. */
    public ReadOnlyDoubleProperty searchProgressProperty() {
        return search.progressProperty();
    }

    /** How the search went: "searching code and output…", "no runs match", "1 run matches", "12 runs match", or "". */
    public ReadOnlyStringProperty searchStatusProperty() {
        return search.statusProperty();
    }

    public ReadOnlyIntegerProperty selectedRunProperty() {
        return selectedRun.getReadOnlyProperty();
    }

    /**
     * Verdict per run index, shown by the verdict column. Read-only: the replay feature gives them with
     * {@link #putVerdicts}.
     */
    public ObservableMap<Integer, VerdictBadge> verdicts() {
        return verdicts.verdicts();
    }

    /** Gives runs (by index) their verdicts, replacing those they had; {@link #reset()} drops them all. */
    public void putVerdicts(Map<Integer, ? extends VerdictBadge> given) {
        Map<Integer, String> labels = new HashMap<>();
        given.forEach((run, badge) -> labels.put(run, badge.label()));
        // before the verdicts change: their listeners may ask for the rows again, which must see the new labels
        rowsWorker.execute(() -> {
            LogRows current = logRows;
            if (current != null) {
                current.relabel(labels);
            } else {
                verdictLabels.put(labels, (run, before, after) -> { });
            }
        });
        verdicts.put(given);
    }

    /** Verdict labels whose runs are hidden ({@link #NOT_REPLAYED} for runs without a verdict). */
    public ReadOnlyObjectProperty<Set<String>> hiddenVerdictsProperty() {
        return verdicts.hiddenProperty();
    }

    /** The open log, or null before its first runs are indexed. */
    public RolloutLog log() {
        LogRows current = logRows;
        return current == null ? null : current.log();
    }

    public RunSummary summary(int runIndex) {
        return logRows.log().summary(runIndex);
    }

    // ---- input from loading (any thread) ----

    /** Runs {@code [0, size)} of {@code log} are indexed and no more are on the way. Thread-safe. */
    public void runsIndexed(RolloutLog log, int size) {
        runsIndexed(log, size, false);
    }

    /**
     * Runs {@code [0, size)} of {@code log} are indexed; {@code moreComing} while a load goes on. Thread-safe;
     * updates are coalesced.
     */
    public void runsIndexed(RolloutLog log, int size, boolean moreComing) {
        LogRows current;
        boolean created = false;
        synchronized (this) {
            current = logRows;
            if (current == null || current.log() != log) {
                current = new LogRows(log, fx, rowsWorker, throttle, () -> requested, verdictLabels,
                        rowsListener());
                logRows = current;
                created = true;
            }
        }
        current.indexed(size, moreComing);
        if (created) {
            LogRows fresh = current;
            fx.execute(() -> startTextSearch(fresh));
        }
        current.requestSync();
        search.more(current);
    }

    /**
     * The load ended without saying so through {@link #runsIndexed(RolloutLog, int)} (it failed, or the tab closed):
     * no more runs are coming, the runs indexed so far stay. Thread-safe.
     */
    public void loadEnded() {
        LogRows current = logRows;
        if (current != null) {
            current.indexed(current.indexed(), false);
            current.requestSync();
        }
    }

    /** Forgets the log (before a reload); filters, search text and sort order stay. FX thread. */
    public void reset() {
        synchronized (this) {
            // queued before a new log's rows can be: they start without the old log's verdicts
            rowsWorker.execute(verdictLabels::clear);
            logRows = null;
        }
        search.restart(filter.get().search());
        filter.set(filter.get().withTextMatches(new BitSet()));
        shownRows.clear();
        verdicts.clear();
        selectedRun.set(-1);
        sorting.set(false);
        requestQuery();
    }

    /** Whether no run is selected and every run would be shown in log order: no filter, search or sort. FX thread. */
    public boolean untouched() {
        RunFilter now = filter.get();
        return selectedRun.get() < 0 && sortOrder.get().isEmpty() && verdicts.hiddenProperty().get().isEmpty()
                && now.shownAcks().equals(RunFilter.ALL.shownAcks()) && now.exit() == ExitFilter.ANY
                && now.group() == null && now.search().isEmpty();
    }

    // ---- actions (FX thread) ----

    public void setAckShown(SeedAck ack, boolean visible) {
        filter.set(filter.get().withAck(ack, visible));
        requestQuery();
    }

    /** Shows or hides the runs whose verdict has {@code label}. */
    public void setVerdictShown(String label, boolean visible) {
        verdicts.setShown(label, visible);
        requestQuery();
    }

    public void setExitFilter(ExitFilter exit) {
        filter.set(filter.get().withExit(exit));
        requestQuery();
    }

    /** {@code null} shows every group. */
    public void setGroupFilter(String group) {
        filter.set(filter.get().withGroup(group));
        requestQuery();
    }

    public void clearFilters() {
        verdicts.showAll();
        filter.set(RunFilter.ALL.withSearch(filter.get().search()).withTextMatches(filter.get().textMatches()));
        requestQuery();
    }

    /** Searches key and seed prefix at once, and code/stdout/stderr in the background. */
    public void search(String text) {
        SearchQuery newQuery = SearchQuery.of(text);
        if (newQuery.text().equals(filter.get().search().text())) {
            return;
        }
        search.restart(newQuery);
        filter.set(filter.get().withSearch(newQuery));
        // before the rows are asked for: while the texts are searched, a selected run missing from them stays selected
        startTextSearch(logRows);
        requestQuery();
    }

    private void startTextSearch(LogRows target) {
        if (target != null && target == logRows) {
            search.start(target);
        }
    }

    public void sortBy(List<SortKey> keys) {
        sortOrder.set(List.copyOf(keys));
        sorting.set(logRows != null); // before the query: its rows may come back at once
        requestQuery();
        sortVersion = requested.version();
    }

    public void select(int runIndex) {
        selectedRun.set(runIndex);
    }

    /**
     * Whether {@link #shownRuns()} holds the rows of the latest filter, search and sort, or those of an earlier one
     * still (a search typed a moment ago is applied in the background). Already true in the listeners of the change
     * that brings them.
     */
    public boolean rowsCurrent() {
        return shownRows.version() == requested.version();
    }

    /**
     * Copy Seed: what it puts on the clipboard for the selected runs (their seeds as logged, one a line; "" when none
     * has a seed, so the clipboard is left alone) and what it says it did, built in the background
     * ({@link BackgroundCopier}) and handed to {@code copied} on the FX thread. FX thread.
     */
    public void copySeeds(List<Integer> selected, Consumer<ClipboardCopy> copied) {
        RolloutLog log = logRows.log();
        copier.copy(() -> seedsToCopy(log, selected), "Could not copy the seeds", copied);
    }

    /** Copy Key: the selected runs' keys, one a line, as {@link #copySeeds} copies their seeds. FX thread. */
    public void copyKeys(List<Integer> selected, Consumer<ClipboardCopy> copied) {
        RolloutLog log = logRows.log();
        copier.copy(() -> keysToCopy(log, selected), "Could not copy the keys", copied);
    }

    private static ClipboardCopy seedsToCopy(RolloutLog log, List<Integer> selected) {
        List<String> seeds = new ArrayList<>();
        for (int index : selected) {
            String seed = log.summary(index).seed().raw();
            if (seed != null && !seed.isEmpty()) {
                seeds.add(seed);
            }
        }
        return ClipboardCopy.lines("seed", seeds, selected.size());
    }

    /** A run logged with "key": "" has none: copying that would say "Key copied" and put nothing there. */
    private static ClipboardCopy keysToCopy(RolloutLog log, List<Integer> selected) {
        List<String> keys = new ArrayList<>();
        for (int index : selected) {
            String key = log.summary(index).key();
            if (!key.isEmpty()) {
                keys.add(key);
            }
        }
        return ClipboardCopy.lines("key", keys, selected.size());
    }

    private void requestQuery() {
        requested = requested.next(filter.get(), sortOrder.get(), verdicts.hiddenProperty().get());
        LogRows current = logRows;
        if (current != null) {
            current.requestSync();
        }
    }

    /**
     * A selected run that the filter or search hides is unselected, so the detail does not go on showing it; not while
     * the text search runs, which may still bring it back.
     */
    private void dropHiddenSelection() {
        int selected = selectedRun.get();
        if (selected >= 0 && rowsCurrent() && !search.searching() && !shownRows.rows().contains(selected)) {
            selectedRun.set(-1);
        }
    }

    private LogRows.Listener rowsListener() {
        return new LogRows.Listener() {
            @Override
            public void counted(LogRows from, RunStatistics statistics, ChipCounts chips) {
                if (from == logRows) {
                    shownRows.counted(statistics, chips);
                }
            }

            @Override
            public void rows(LogRows from, LogRows.RowUpdate update) {
                publish(from, update);
            }
        };
    }

    private void publish(LogRows from, LogRows.RowUpdate update) {
        if (from != logRows) {
            return;
        }
        shownRows.show(update.version(), update.rows(), update.replace());
        if (update.version() >= sortVersion) {
            sorting.set(false);
        }
        if (update.replace()) {
            dropHiddenSelection();
        }
        shownRows.counted(update.size(), update.moreComing(), update.statistics(), update.chips());
    }
}
