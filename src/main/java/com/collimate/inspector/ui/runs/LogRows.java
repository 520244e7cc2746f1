package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.RunStatistics;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.ui.common.Throttle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * The rows of one loaded log: as runs get indexed and the query changes, picks the rows the query shows, in its order,
 * and counts the runs, on a serial background executor; the results go to the FX thread. New runs only are filtered
 * and sent, unless the query changed or the rows are sorted. Fields below {@code scheduled} are confined to the
 * serial executor.
 */
final class LogRows {
    /**
     * While a log loads with the rows sorted, the whole sorted list is sent again only once it has grown by this
     * share (1/8): replacing the table's list is O(rows) on the FX thread, so the load costs O(rows) in all
     * instead of O(rows) per batch.
     */
    private static final int SORTED_REGROWTH_SHIFT = 3;

    /** Receives the results on the FX thread. */
    interface Listener {
        /** New counts ({@code statistics} null when unchanged), the rows unchanged. */
        void counted(LogRows from, RunStatistics statistics, ChipCounts chips);

        void rows(LogRows from, RowUpdate update);
    }

    /**
     * The rows of {@code version} of the query: all of them ({@code replace}) or those to add after the rows shown;
     * {@code size} runs indexed, {@code moreComing} while the load goes on; {@code statistics} null when no run was
     * counted since the last update; {@code chips} the chips' counts of the query.
     */
    record RowUpdate(List<Integer> rows, boolean replace, int size, boolean moreComing, RunStatistics statistics,
                     ChipCounts chips, long version) {
    }

    private final RolloutLog log;
    private final Executor fx;
    private final Executor worker;
    private final Throttle throttle;
    private final Supplier<RowQuery> requested;
    private final Listener listener;
    private final VerdictLabels verdicts;
    private volatile int indexed;
    private volatile boolean moreComing;
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private final RunStatistics.Accumulator stats = new RunStatistics.Accumulator();
    private int countedUpTo;
    /** The runs that {@code chipsFilter}'s search and group filter leave, counted up to {@code chipsUpTo}. */
    private final ChipCounts.Counter chips = new ChipCounts.Counter();
    private int chipsUpTo;
    private RunFilter chipsFilter = RunFilter.ALL;
    /** Runs whose rows the table has. */
    private int rowsUpTo;
    private long appliedVersion = -1;
    /** What the last update said of the load: the end of a load is sent even when it brought no runs. */
    private boolean moreComingSent = true;

    /**
     * @param worker    a serial executor
     * @param requested the latest query, read from the serial executor
     * @param verdicts  the runs' verdicts, confined to the serial executor
     */
    LogRows(RolloutLog log, Executor fx, Executor worker, Throttle throttle, Supplier<RowQuery> requested,
            VerdictLabels verdicts, Listener listener) {
        this.log = log;
        this.fx = fx;
        this.worker = worker;
        this.throttle = throttle;
        this.requested = requested;
        this.verdicts = verdicts;
        this.listener = listener;
    }

    RolloutLog log() {
        return log;
    }

    /** How many runs are indexed. Thread-safe. */
    int indexed() {
        return indexed;
    }

    /** Runs {@code [0, size)} are indexed; {@code moreComing} while the load goes on. Thread-safe. */
    void indexed(int size, boolean more) {
        indexed = Math.max(indexed, size);
        moreComing = more;
    }

    /** Brings the rows up to date with the runs indexed and the latest query, soon. Thread-safe; coalesced. */
    void requestSync() {
        if (scheduled.compareAndSet(false, true)) {
            throttle.submit(worker, this::sync);
        }
    }

    private void sync() {
        scheduled.set(false);
        boolean more = moreComing; // before the size: a load that has ended has indexed all its runs
        int size = indexed;
        RowQuery q = requested.get();
        boolean changed = q.version() != appliedVersion;
        if (!changed && rowsUpTo == size) {
            if (more != moreComingSent) {
                send(new RowUpdate(List.of(), false, size, more, null, chips.snapshot(), q.version()));
            }
            return;
        }
        boolean sorted = q.sorted();
        if (!changed && sorted && more && size - rowsUpTo < rowsUpTo >> SORTED_REGROWTH_SHIFT) {
            for (int i = countedUpTo; i < size; i++) {
                RunSummary run = log.summary(i);
                count(run, i, q.filter().leaves(i, run));
            }
            countedUpTo = size;
            chipsUpTo = size;
            sendCounts(stats.snapshot());
            return;
        }
        boolean grown = countedUpTo < size;
        boolean full = changed || sorted;
        if (changed) {
            chips.clear();
            chipsUpTo = 0;
            chipsFilter = q.filter();
        }
        List<Integer> rows = matching(q, full ? 0 : rowsUpTo, size);
        rowsUpTo = size;
        appliedVersion = q.version();
        send(new RowUpdate(rows, full, size, more, grown ? stats.snapshot() : null, chips.snapshot(), q.version()));
    }

    private void send(RowUpdate update) {
        moreComingSent = update.moreComing();
        fx.execute(() -> listener.rows(this, update));
    }

    /** Matching rows of {@code [from, to)}, sorted by the query; runs not counted yet are counted on the way. */
    private List<Integer> matching(RowQuery q, int from, int to) {
        List<Integer> rows = new ArrayList<>();
        List<RunSummary> summaries = q.sorted() ? new ArrayList<>() : null;
        for (int i = from; i < to; i++) {
            RunSummary run = log.summary(i);
            boolean left = q.filter().leaves(i, run);
            count(run, i, left);
            if (q.accepts(run, left, verdicts.of(i))) {
                rows.add(i);
                if (summaries != null) {
                    summaries.add(run);
                }
            }
        }
        countedUpTo = Math.max(countedUpTo, to);
        chipsUpTo = Math.max(chipsUpTo, to);
        return summaries == null ? rows : RowOrder.sort(rows, summaries, q, verdicts::of);
    }

    /**
     * Counts run {@code i} in the statistics and, {@code left} by the query's search and group filter, in the chips'
     * counts, unless it already is.
     */
    private void count(RunSummary run, int i, boolean left) {
        if (i >= countedUpTo) {
            stats.add(run);
        }
        if (i >= chipsUpTo && left) {
            chips.add(run, verdicts.of(i));
        }
    }

    /**
     * Gives runs their verdict labels and brings the chips' counts up to date with them: the counted runs that the
     * search and group filter leave move from their old verdict's count to the new one's. Rows of the latest query
     * that hide or sort by verdict are picked again: that query may have been applied before these labels (a sync
     * queued before them reads the query asked for after them). Serial executor.
     */
    void relabel(Map<Integer, String> given) {
        boolean[] relabeled = new boolean[1];
        boolean[] recounted = new boolean[1];
        verdicts.put(given, (run, before, after) -> {
            relabeled[0] = true;
            if (run < chipsUpTo && chipsFilter.leaves(run, log.summary(run))) {
                chips.relabel(before, after);
                recounted[0] = true;
            }
        });
        if (recounted[0]) {
            sendCounts(null);
        }
        RowQuery latest = requested.get();
        if (relabeled[0] && latest.version() == appliedVersion && latest.dependsOnVerdicts()) {
            appliedVersion = -1;
            requestSync();
        }
    }

    /** Sends the chips' counts and {@code statistics} (null: unchanged) to the FX thread. */
    private void sendCounts(RunStatistics statistics) {
        ChipCounts chipCounts = chips.snapshot();
        fx.execute(() -> listener.counted(this, statistics, chipCounts));
    }
}
