package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which runs the table shows, in which order: the filter, the sort order and the verdicts they need, as one
 * immutable value the background threads read. {@code version} grows with every change, so a result can tell
 * whether it is of the latest query.
 *
 * @param verdictLabels  verdict label per run index; empty when neither the verdict filter nor the order needs them
 * @param hiddenVerdicts verdict labels whose runs are hidden ({@link RunsViewModel#NOT_REPLAYED} for runs without one)
 */
record RowQuery(RunFilter filter, List<SortKey> sort, Map<Integer, String> verdictLabels, Set<String> hiddenVerdicts,
                long version) {
    static final RowQuery FIRST = new RowQuery(RunFilter.ALL, List.of(), Map.of(), Set.of(), 0);

    /** The next version, asking for these rows. */
    RowQuery next(RunFilter newFilter, List<SortKey> newSort, Map<Integer, String> newLabels, Set<String> newHidden) {
        return new RowQuery(newFilter, newSort, newLabels, newHidden, version + 1);
    }

    boolean sorted() {
        return !sort.isEmpty();
    }

    boolean accepts(int runIndex, RunSummary run) {
        return accepts(runIndex, run, filter.leaves(runIndex, run));
    }

    /** {@link #accepts}, told whether the search and group filter leave the run ({@link RunFilter#leaves}). */
    boolean accepts(int runIndex, RunSummary run, boolean left) {
        return left && filter.chipsAccept(run) && (hiddenVerdicts.isEmpty()
                || !hiddenVerdicts.contains(verdictLabels.getOrDefault(runIndex, RunsViewModel.NOT_REPLAYED)));
    }
}
