package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;

import java.util.List;
import java.util.Set;

/**
 * Which runs the table shows, in which order: the filter, the sort order and the hidden verdicts, as one immutable
 * value the background threads read (the runs' verdicts they read from {@link VerdictLabels}). {@code version} grows
 * with every change, so a result can tell whether it is of the latest query.
 *
 * @param hiddenVerdicts verdict labels whose runs are hidden ({@link RunsViewModel#NOT_REPLAYED} for runs without one)
 */
record RowQuery(RunFilter filter, List<SortKey> sort, Set<String> hiddenVerdicts, long version) {
    static final RowQuery FIRST = new RowQuery(RunFilter.ALL, List.of(), Set.of(), 0);

    /** The next version, asking for these rows. */
    RowQuery next(RunFilter newFilter, List<SortKey> newSort, Set<String> newHidden) {
        return new RowQuery(newFilter, newSort, newHidden, version + 1);
    }

    boolean sorted() {
        return !sort.isEmpty();
    }

    /** Whether the runs' verdicts decide which rows are shown or their order. */
    boolean dependsOnVerdicts() {
        return !hiddenVerdicts.isEmpty() || sort.stream().anyMatch(key -> key.column() == RunColumn.VERDICT);
    }

    /**
     * Whether the table shows {@code run}, told whether the search and group filter leave it ({@link RunFilter#leaves})
     * and its verdict label (null: none).
     */
    boolean accepts(RunSummary run, boolean left, String verdict) {
        return left && filter.chipsAccept(run) && (hiddenVerdicts.isEmpty()
                || !hiddenVerdicts.contains(verdict == null ? RunsViewModel.NOT_REPLAYED : verdict));
    }
}
