package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunStatistics;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.common.SerialExecutor;
import com.collimate.inspector.ui.common.Throttle;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableMap;

import java.io.IOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The runs table of one log: which runs are shown (filter, search, sort), counts over all runs, the selection,
 * and the verdict per run that the replay feature fills. Filtering and sorting run on a serial background
 * executor; only the finished index lists reach the FX thread. The shown list holds run indices, so a log with
 * millions of runs costs one boxed int per shown row, and cells read {@link #summary(int)} on demand.
 */
public final class RunsViewModel {
    /** The verdict label of a run that has no verdict yet, for the verdict filter. */
    public static final String NOT_REPLAYED = com.collimate.inspector.core.replay.ReplayReportRows.NOT_REPLAYED;
    private static final long SEARCH_PUBLISH_NANOS = 200_000_000L;
    /**
     * While a log loads with the rows sorted, the whole sorted list is sent again only once it has grown by this
     * share (1/8): replacing the table's list is O(rows) on the FX thread, so the load costs O(rows) in all
     * instead of O(rows) per batch.
     */
    private static final int SORTED_REGROWTH_SHIFT = 3;

    private final Executor fx;
    private final Executor query;
    private final Executor searchWorker;
    private final Throttle throttle;

    private final ObservableList<Integer> shown = FXCollections.observableArrayList();
    private final ObservableList<Integer> shownReadOnly = FXCollections.unmodifiableObservableList(shown);
    private final ReadOnlyIntegerWrapper totalRuns = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyObjectWrapper<RunStatistics> statistics = new ReadOnlyObjectWrapper<>(RunStatistics.EMPTY);
    private final ReadOnlyObjectWrapper<RunFilter> filter = new ReadOnlyObjectWrapper<>(RunFilter.ALL);
    private final ReadOnlyObjectWrapper<List<SortKey>> sortOrder = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper searchProgress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper searchStatus = new ReadOnlyStringWrapper("");
    /** Runs matching the search by key or seed, as counted by the text search so far. */
    private int keyOrSeedMatches;
    private final ReadOnlyIntegerWrapper selectedRun = new ReadOnlyIntegerWrapper(-1);
    private final ObservableMap<Integer, VerdictBadge> verdicts = FXCollections.observableHashMap();
    private final ObservableMap<Integer, VerdictBadge> verdictsReadOnly =
            FXCollections.unmodifiableObservableMap(verdicts);
    private final ReadOnlyObjectWrapper<Set<String>> hiddenVerdicts = new ReadOnlyObjectWrapper<>(Set.of());
    private boolean verdictQueryQueued;
    /** The version of the query whose rows are shown. FX thread. */
    private long shownVersion = -1;

    private volatile Session session;
    private volatile Query requested = new Query(RunFilter.ALL, List.of(), Map.of(), Set.of(), 0);
    private volatile TextSearch textSearch;

    /**
     * @param fx         runs on the FX application thread
     * @param background runs filtering, sorting and text search
     * @param throttle   spaces out the table updates while a log loads
     */
    public RunsViewModel(Executor fx, Executor background, Throttle throttle) {
        this.fx = fx;
        this.query = new SerialExecutor(background);
        this.searchWorker = background;
        this.throttle = throttle;
        verdicts.addListener((MapChangeListener<Integer, VerdictBadge>) change -> requeryForVerdicts());
    }

    /** Run indices (0-based, into the log) of the shown rows, in display order. */
    public ObservableList<Integer> shownRuns() {
        return shownReadOnly;
    }

    public ReadOnlyIntegerProperty totalRunsProperty() {
        return totalRuns.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<RunStatistics> statisticsProperty() {
        return statistics.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<RunFilter> filterProperty() {
        return filter.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<List<SortKey>> sortOrderProperty() {
        return sortOrder.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty searchingProperty() {
        return searching.getReadOnlyProperty();
    }

    /** Share of the runs whose texts the current search has gone through, 0..1. */
    public ReadOnlyDoubleProperty searchProgressProperty() {
        return searchProgress.getReadOnlyProperty();
    }

    /** How the search went: "searching code and output…", "no runs match", "1 run matches", "12 runs match", or "". */
    public ReadOnlyStringProperty searchStatusProperty() {
        return searchStatus.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty selectedRunProperty() {
        return selectedRun.getReadOnlyProperty();
    }

    /**
     * Verdict per run index, shown by the verdict column. Read-only: the replay feature gives them with
     * {@link #putVerdicts}.
     */
    public ObservableMap<Integer, VerdictBadge> verdicts() {
        return verdictsReadOnly;
    }

    /** Gives runs (by index) their verdicts, replacing those they had; {@link #reset()} drops them all. */
    public void putVerdicts(Map<Integer, ? extends VerdictBadge> given) {
        verdicts.putAll(given);
    }

    /** Verdict labels whose runs are hidden ({@link #NOT_REPLAYED} for runs without a verdict). */
    public ReadOnlyObjectProperty<Set<String>> hiddenVerdictsProperty() {
        return hiddenVerdicts.getReadOnlyProperty();
    }

    /** The open log, or null before its first runs are indexed. */
    public RolloutLog log() {
        Session current = session;
        return current == null ? null : current.log;
    }

    public RunSummary summary(int runIndex) {
        return session.log.summary(runIndex);
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
        Session current;
        boolean created = false;
        synchronized (this) {
            current = session;
            if (current == null || current.log != log) {
                current = new Session(log);
                session = current;
                created = true;
            }
        }
        current.indexed = Math.max(current.indexed, size);
        current.moreComing = moreComing;
        if (created) {
            Session fresh = current;
            fx.execute(() -> startTextSearch(fresh));
        }
        current.requestSync();
        TextSearch search = textSearch;
        if (search != null && search.session == current) {
            search.resume();
        }
    }

    /** Forgets the log (before a reload); filters, search text and sort order stay. FX thread. */
    public void reset() {
        synchronized (this) {
            session = null;
        }
        if (textSearch != null) {
            textSearch.cancellation.cancel();
            textSearch = null;
        }
        filter.set(filter.get().withTextMatches(new BitSet()));
        shown.clear();
        verdicts.clear();
        totalRuns.set(0);
        statistics.set(RunStatistics.EMPTY);
        selectedRun.set(-1);
        searching.set(false);
        searchProgress.set(0);
        keyOrSeedMatches = 0;
        updateSearchStatus();
        requestQuery();
    }

    // ---- actions (FX thread) ----

    public void setAckShown(SeedAck ack, boolean visible) {
        filter.set(filter.get().withAck(ack, visible));
        requestQuery();
    }

    /** Shows or hides the runs whose verdict has {@code label}. */
    public void setVerdictShown(String label, boolean visible) {
        Set<String> hidden = new HashSet<>(hiddenVerdicts.get());
        if (visible) {
            hidden.remove(label);
        } else {
            hidden.add(label);
        }
        hiddenVerdicts.set(Set.copyOf(hidden));
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
        hiddenVerdicts.set(Set.of());
        filter.set(RunFilter.ALL.withSearch(filter.get().search()).withTextMatches(filter.get().textMatches()));
        requestQuery();
    }

    /** Searches key and seed prefix at once, and code/stdout/stderr in the background. */
    public void search(String text) {
        SearchQuery query = SearchQuery.of(text);
        if (query.text().equals(filter.get().search().text())) {
            return;
        }
        if (textSearch != null) {
            textSearch.cancellation.cancel();
            textSearch = null;
        }
        filter.set(filter.get().withSearch(query));
        searching.set(false);
        searchProgress.set(0);
        keyOrSeedMatches = 0;
        updateSearchStatus();
        // before the rows are asked for: while the texts are searched, a selected run missing from them stays selected
        startTextSearch(session);
        requestQuery();
    }

    private void updateSearchStatus() {
        searchStatus.set(SearchStatus.describe(filter.get().search().isEmpty(), searching.get(),
                keyOrSeedMatches + filter.get().textMatches().cardinality()));
    }

    private void startTextSearch(Session target) {
        SearchQuery query = filter.get().search();
        if (target == null || target != session || query.isEmpty()
                || textSearch != null && textSearch.session == target) {
            return;
        }
        textSearch = new TextSearch(target, query);
        textSearch.resume();
    }

    public void sortBy(List<SortKey> keys) {
        sortOrder.set(List.copyOf(keys));
        requestQuery();
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
        return shownVersion == requested.version;
    }

    /** The selected run's seed as logged ("" when it has none), for Copy Seed. */
    public String seedText(int runIndex) {
        String raw = summary(runIndex).seed().raw();
        return raw == null ? "" : raw;
    }

    private void requestQuery() {
        Query previous = requested;
        Map<Integer, String> verdictLabels = new HashMap<>();
        if (verdictsMatter()) {
            verdicts.forEach((run, badge) -> verdictLabels.put(run, badge.label()));
        }
        requested = new Query(filter.get(), sortOrder.get(), verdictLabels, hiddenVerdicts.get(),
                previous.version + 1);
        Session current = session;
        if (current != null) {
            current.requestSync();
        }
    }

    private boolean verdictsMatter() {
        return !hiddenVerdicts.get().isEmpty()
                || sortOrder.get().stream().anyMatch(key -> key.column() == RunColumn.VERDICT);
    }

    /** Verdicts arrive in bursts during a replay: one query after the burst, and only when they change the rows. */
    private void requeryForVerdicts() {
        if (verdictQueryQueued || !verdictsMatter()) {
            return;
        }
        verdictQueryQueued = true;
        fx.execute(() -> {
            verdictQueryQueued = false;
            requestQuery();
        });
    }

    private record Query(RunFilter filter, List<SortKey> sort, Map<Integer, String> verdictLabels,
                         Set<String> hiddenVerdicts, long version) {
        boolean verdictShown(int runIndex) {
            return hiddenVerdicts.isEmpty()
                    || !hiddenVerdicts.contains(verdictLabels.getOrDefault(runIndex, NOT_REPLAYED));
        }
    }

    /** One loaded log. Fields below {@code scheduled} are confined to the serial query executor. */
    private final class Session {
        final RolloutLog log;
        volatile int indexed;
        volatile boolean moreComing;
        final AtomicBoolean scheduled = new AtomicBoolean();
        final RunStatistics.Accumulator stats = new RunStatistics.Accumulator();
        int countedUpTo;
        /** Runs whose rows the table has. */
        int rowsUpTo;
        long appliedVersion = -1;

        Session(RolloutLog log) {
            this.log = log;
        }

        void requestSync() {
            if (scheduled.compareAndSet(false, true)) {
                throttle.submit(query, this::sync);
            }
        }

        /** New runs only are filtered and sent to the FX thread, unless the query changed or rows are sorted. */
        private void sync() {
            scheduled.set(false);
            int size = indexed;
            Query q = requested;
            boolean changed = q.version != appliedVersion;
            if (!changed && rowsUpTo == size) {
                return;
            }
            boolean sorted = !q.sort.isEmpty();
            if (!changed && sorted && moreComing && size - rowsUpTo < rowsUpTo >> SORTED_REGROWTH_SHIFT) {
                while (countedUpTo < size) {
                    stats.add(log.summary(countedUpTo++));
                }
                RunStatistics snapshot = stats.snapshot();
                fx.execute(() -> publishStatistics(this, snapshot));
                return;
            }
            boolean grown = countedUpTo < size;
            boolean full = changed || sorted;
            List<Integer> rows = matching(q, full ? 0 : rowsUpTo, size);
            RunStatistics snapshot = grown ? stats.snapshot() : null;
            rowsUpTo = size;
            appliedVersion = q.version;
            long version = q.version;
            fx.execute(() -> publish(this, rows, full, size, snapshot, version));
        }

        /** Matching rows of {@code [from, to)}, sorted by the query; runs not counted yet are counted on the way. */
        private List<Integer> matching(Query q, int from, int to) {
            List<Integer> rows = new ArrayList<>();
            List<RunSummary> summaries = q.sort.isEmpty() ? null : new ArrayList<>();
            for (int i = from; i < to; i++) {
                RunSummary run = log.summary(i);
                if (i >= countedUpTo) {
                    stats.add(run);
                }
                if (q.filter.accepts(i, run) && q.verdictShown(i)) {
                    rows.add(i);
                    if (summaries != null) {
                        summaries.add(run);
                    }
                }
            }
            countedUpTo = Math.max(countedUpTo, to);
            if (summaries == null) {
                return rows;
            }
            Map<Integer, RunSummary> byIndex = new HashMap<>(rows.size() * 2);
            for (int k = 0; k < rows.size(); k++) {
                byIndex.put(rows.get(k), summaries.get(k));
            }
            rows.sort(comparator(q, byIndex));
            return rows;
        }
    }

    private static Comparator<Integer> comparator(Query q, Map<Integer, RunSummary> byIndex) {
        Comparator<Integer> order = null;
        for (SortKey key : q.sort) {
            Comparator<Integer> level = key.column() == RunColumn.VERDICT
                    ? Comparator.comparing(q.verdictLabels::get, Comparator.nullsLast(Comparator.naturalOrder()))
                    : Comparator.comparing(byIndex::get, key.column().comparator());
            if (!key.ascending()) {
                level = level.reversed();
            }
            order = order == null ? level : order.thenComparing(level);
        }
        return order.thenComparing(Comparator.naturalOrder());
    }

    /**
     * A selected run that the filter or search hides is unselected, so the detail does not go on showing it; not while
     * the text search runs, which may still bring it back.
     */
    private void dropHiddenSelection() {
        int selected = selectedRun.get();
        if (selected >= 0 && rowsCurrent() && !searching.get() && !shown.contains(selected)) {
            selectedRun.set(-1);
        }
    }

    private void publishStatistics(Session from, RunStatistics snapshot) {
        if (from == session) {
            statistics.set(snapshot);
        }
    }

    private void publish(Session from, List<Integer> rows, boolean replace, int size, RunStatistics snapshot,
                         long version) {
        if (from != session) {
            return;
        }
        shownVersion = version;
        if (replace) {
            shown.setAll(rows);
            dropHiddenSelection();
        } else if (!rows.isEmpty()) {
            shown.addAll(rows);
        }
        totalRuns.set(size);
        if (snapshot != null) {
            statistics.set(snapshot);
        }
    }

    /** Background search through code/stdout/stderr, resumable when more runs get indexed. */
    private final class TextSearch {
        final Session session;
        final SearchQuery query;
        final Cancellation cancellation = new Cancellation();
        final AtomicBoolean running = new AtomicBoolean();
        final BitSet matches = new BitSet();
        int keyOrSeedFound;
        int next;

        TextSearch(Session session, SearchQuery query) {
            this.session = session;
            this.query = query;
        }

        void resume() {
            if (!cancellation.isCancelled() && next < session.indexed && running.compareAndSet(false, true)) {
                fx.execute(() -> {
                    if (textSearch == this) {
                        searching.set(true);
                        updateSearchStatus();
                    }
                });
                searchWorker.execute(this::run);
            }
        }

        private void run() {
            long lastPublish = System.nanoTime();
            while (!cancellation.isCancelled() && next < session.indexed) {
                RunSummary summary = session.log.summary(next);
                if (query.matchesSummary(summary)) {
                    keyOrSeedFound++;
                } else if (textsMatch(next)) {
                    matches.set(next);
                }
                next++;
                if (System.nanoTime() - lastPublish > SEARCH_PUBLISH_NANOS) {
                    publishMatches(false);
                    lastPublish = System.nanoTime();
                }
            }
            publishMatches(true);
            running.set(false);
            if (next < session.indexed) {
                resume();
            }
        }

        private boolean textsMatch(int runIndex) {
            try {
                Run run = session.log.load(runIndex);
                return query.matchesTexts(run);
            } catch (IOException | RuntimeException e) {
                return false;
            }
        }

        private void publishMatches(boolean done) {
            BitSet snapshot = (BitSet) matches.clone();
            int keyOrSeedCount = keyOrSeedFound;
            double progress = session.indexed == 0 ? 1 : (double) next / session.indexed;
            fx.execute(() -> {
                if (textSearch != this || cancellation.isCancelled()) {
                    return;
                }
                searchProgress.set(progress);
                if (done) {
                    searching.set(false);
                }
                keyOrSeedMatches = keyOrSeedCount;
                if (!snapshot.equals(filter.get().textMatches())) {
                    filter.set(filter.get().withTextMatches(snapshot));
                    requestQuery();
                }
                updateSearchStatus();
                if (done) {
                    dropHiddenSelection();
                }
            });
        }
    }
}
