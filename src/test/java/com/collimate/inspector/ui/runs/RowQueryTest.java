package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class RowQueryTest {
    private final List<RunSummary> runs = List.of(summary(0, "b", 1L), summary(1, "a", 0L), summary(2, "b", 0L),
            summary(3, "c", null));

    @Test
    void hiddenVerdictsHideTheirRunsAndNotReplayedTheRunsWithoutOne() {
        Map<Integer, String> labels = Map.of(0, "diverged", 2, "reproduced");

        assertThat(shown(query(List.of(), labels, Set.of("diverged")))).containsExactly(1, 2, 3);
        assertThat(shown(query(List.of(), labels, Set.of(RunsViewModel.NOT_REPLAYED)))).containsExactly(0, 2);
        assertThat(shown(query(List.of(), labels, Set.of()))).containsExactly(0, 1, 2, 3);
    }

    @Test
    void theFilterStillApplies() {
        RowQuery zeroExits = new RowQuery(RunFilter.ALL.withExit(ExitFilter.ZERO), List.of(), Map.of(), Set.of(), 1);

        assertThat(shown(zeroExits)).containsExactly(1, 2);
    }

    @Test
    void sortsByEachKeyInTurnThenInFileOrder() {
        RowQuery byKeyThenExitDown = query(List.of(new SortKey(RunColumn.KEY, true),
                new SortKey(RunColumn.EXIT_CODE, false)), Map.of(), Set.of());

        assertThat(sorted(byKeyThenExitDown)).containsExactly(1, 0, 2, 3);
        assertThat(sorted(query(List.of(new SortKey(RunColumn.KEY, false)), Map.of(), Set.of())))
                .as("ties keep file order").containsExactly(3, 0, 2, 1);
    }

    @Test
    void sortsByVerdictLabelWithRunsWithoutOneLast() {
        RowQuery byVerdict = query(List.of(new SortKey(RunColumn.VERDICT, true)), Map.of(3, "a", 1, "b"), Set.of());

        assertThat(sorted(byVerdict)).containsExactly(3, 1, 0, 2);
    }

    @Test
    void runsWithoutAValueSortLastInBothDirections() {
        assertThat(sorted(query(List.of(new SortKey(RunColumn.EXIT_CODE, true)), Map.of(), Set.of())))
                .containsExactly(1, 2, 0, 3);
        assertThat(sorted(query(List.of(new SortKey(RunColumn.EXIT_CODE, false)), Map.of(), Set.of())))
                .as("the highest exit code first, the run without one still last").containsExactly(0, 1, 2, 3);
        assertThat(sorted(query(List.of(new SortKey(RunColumn.VERDICT, false)), Map.of(3, "a", 1, "b"), Set.of())))
                .containsExactly(1, 3, 0, 2);
    }

    @Test
    void eachChangeIsTheNextVersion() {
        RowQuery next = RowQuery.FIRST.next(RunFilter.ALL, List.of(), Map.of(), Set.of());

        assertThat(next.version()).isEqualTo(RowQuery.FIRST.version() + 1);
        assertThat(next.next(RunFilter.ALL, List.of(), Map.of(), Set.of()).version()).isEqualTo(2);
    }

    private static RowQuery query(List<SortKey> sort, Map<Integer, String> labels, Set<String> hidden) {
        return new RowQuery(RunFilter.ALL, sort, labels, hidden, 1);
    }

    private List<Integer> shown(RowQuery query) {
        List<Integer> shown = new ArrayList<>();
        for (RunSummary run : runs) {
            if (query.accepts(run.index(), run)) {
                shown.add(run.index());
            }
        }
        return shown;
    }

    private List<Integer> sorted(RowQuery query) {
        return RowOrder.sort(runs.stream().map(RunSummary::index).toList(), runs, query);
    }

    private static RunSummary summary(int index, String key, Long exitCode) {
        return new RunSummary(index, key, index + 1, "python", Seed.ofString("c0ffee00".repeat(8)), SeedAck.VERIFIED,
                "verified", exitCode, null, null, null, null, null, 0, 0);
    }
}
