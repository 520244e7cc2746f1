package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whatever the order in which the FX thread's and the background's queued work runs between verdict bursts, filter
 * and search changes, a growing load and a reset, once all of it has run the verdict chips count exactly the runs the
 * search and group filter leave, per verdict label, and the table shows exactly the runs the chips and verdicts let
 * through.
 */
class VerdictChipCountProperties {
    private static final List<String> LABELS = List.of("reproduced", "diverged", "unexpected");
    private static final List<String> GROUPS = Arrays.asList(null, "g1", "g2");
    private static final List<String> SEARCHES = List.of("", "needle", "run-1");
    private static final int RUNS = 12;

    @Property(tries = 500)
    void chipCountsAndRowsMatchTheRunsOnceTheQueuesAreDrained(
            @ForAll @Size(max = 60) List<@IntRange(max = 999) Integer> steps) {
        List<Run> runs = IntStream.range(0, RUNS).mapToObj(i -> Runs.run(i + 1, "run-" + i, "verified", (long) (i % 2),
                GROUPS.get(i % 3), i % 4 == 0 ? "a needle" : "hay")).toList();
        ListRolloutLog log = new ListRolloutLog(Path.of("p.jsonl"), runs, List.of());
        Queue<Runnable> fx = new ArrayDeque<>();
        Queue<Runnable> background = new ArrayDeque<>();
        RunsViewModel viewModel = new RunsViewModel(fx::add, background::add, Throttle.NONE);
        int indexed = 0;
        for (int step : steps) {
            int choice = step % 10;
            int value = step / 10;
            switch (choice) {
                case 0 -> run(fx);
                case 1 -> run(background);
                case 2 -> run(background);
                case 3 -> {
                    Map<Integer, VerdictBadge> burst = new HashMap<>();
                    for (int k = 0; k <= value % 4; k++) {
                        burst.put((value + 5 * k) % RUNS, RunsViewModelTest.badge(LABELS.get((value + k) % 3)));
                    }
                    viewModel.putVerdicts(burst);
                }
                case 4 -> viewModel.setGroupFilter(GROUPS.get(value % 3));
                case 5 -> viewModel.setVerdictShown(value % 4 == 3 ? RunsViewModel.NOT_REPLAYED : LABELS.get(value % 4),
                        value % 2 == 0);
                case 6 -> viewModel.sortBy(value % 2 == 0 ? List.of()
                        : List.of(new SortKey(RunColumn.VERDICT, value % 4 == 1)));
                case 7 -> viewModel.search(SEARCHES.get(value % 3));
                case 8 -> {
                    indexed = Math.min(RUNS, indexed + 1 + value % 5);
                    viewModel.runsIndexed(log, indexed, indexed < RUNS);
                }
                default -> {
                    viewModel.reset();
                    if (indexed > 0) {
                        viewModel.runsIndexed(log, indexed, indexed < RUNS);
                    }
                }
            }
        }
        while (!fx.isEmpty() || !background.isEmpty()) {
            run(background);
            run(fx);
        }

        RunFilter filter = viewModel.filterProperty().get();
        Set<String> hidden = viewModel.hiddenVerdictsProperty().get();
        Map<String, Integer> expectedCounts = new HashMap<>();
        Set<Integer> expectedRows = new HashSet<>();
        for (int i = 0; i < indexed; i++) {
            RunSummary run = log.summary(i);
            VerdictBadge badge = viewModel.verdicts().get(i);
            String label = badge == null ? RunsViewModel.NOT_REPLAYED : badge.label();
            if (filter.leaves(i, run)) {
                expectedCounts.merge(label, 1, Integer::sum);
                if (filter.chipsAccept(run) && !hidden.contains(label)) {
                    expectedRows.add(i);
                }
            }
        }
        ChipCounts counts = viewModel.chipCountsProperty().get();
        List<String> allLabels = new ArrayList<>(LABELS);
        allLabels.add(RunsViewModel.NOT_REPLAYED);
        for (String label : allLabels) {
            assertThat(counts.verdicts(label)).as(label).isEqualTo(expectedCounts.getOrDefault(label, 0));
        }
        assertThat(new HashSet<>(viewModel.shownRuns())).isEqualTo(expectedRows);
        assertThat(viewModel.shownRuns()).doesNotHaveDuplicates();
    }

    /**
     * Runs are indexed and their sync queued; a verdict lands (its labels queued behind the sync); "not replayed" is
     * hidden, which the queued sync applies before the labels: the reproduced run was hidden for good.
     */
    @Example
    void aQueryAppliedAheadOfTheVerdictsGivenBeforeItIsAppliedAgainWithThem() {
        chipCountsAndRowsMatchTheRunsOnceTheQueuesAreDrained(List.of(8, 3, 195));
    }

    private static void run(Queue<Runnable> queue) {
        Runnable task = queue.poll();
        if (task != null) {
            task.run();
        }
    }
}
