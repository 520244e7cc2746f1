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

        assertThat(shown(query(List.of(), Set.of("diverged")), labels)).containsExactly(1, 2, 3);
        assertThat(shown(query(List.of(), Set.of(RunsViewModel.NOT_REPLAYED)), labels)).containsExactly(0, 2);
        assertThat(shown(query(List.of(), Set.of()), labels)).containsExactly(0, 1, 2, 3);
    }

    @Test
    void theFilterStillApplies() {
        RowQuery zeroExits = new RowQuery(RunFilter.ALL.withExit(ExitFilter.ZERO), List.of(), Set.of(), 1);

        assertThat(shown(zeroExits, Map.of())).containsExactly(1, 2);
    }

    @Test
    void sortsByEachKeyInTurnThenInFileOrder() {
        RowQuery byKeyThenExitDown = query(List.of(new SortKey(RunColumn.KEY, true),
                new SortKey(RunColumn.EXIT_CODE, false)), Set.of());

        assertThat(sorted(byKeyThenExitDown, Map.of())).containsExactly(1, 0, 2, 3);
        assertThat(sorted(query(List.of(new SortKey(RunColumn.KEY, false)), Set.of()), Map.of()))
                .as("ties keep file order").containsExactly(3, 0, 2, 1);
    }

    @Test
    void sortsByVerdictLabelWithRunsWithoutOneLast() {
        RowQuery byVerdict = query(List.of(new SortKey(RunColumn.VERDICT, true)), Set.of());

        assertThat(sorted(byVerdict, Map.of(3, "a", 1, "b"))).containsExactly(3, 1, 0, 2);
    }

    @Test
    void runsWithoutAValueSortLastInBothDirections() {
        assertThat(sorted(query(List.of(new SortKey(RunColumn.EXIT_CODE, true)), Set.of()), Map.of()))
                .containsExactly(1, 2, 0, 3);
        assertThat(sorted(query(List.of(new SortKey(RunColumn.EXIT_CODE, false)), Set.of()), Map.of()))
                .as("the highest exit code first, the run without one still last").containsExactly(0, 1, 2, 3);
        assertThat(sorted(query(List.of(new SortKey(RunColumn.VERDICT, false)), Set.of()), Map.of(3, "a", 1, "b")))
                .containsExactly(1, 3, 0, 2);
    }

    @Test
    void eachChangeIsTheNextVersion() {
        RowQuery next = RowQuery.FIRST.next(RunFilter.ALL, List.of(), Set.of());

        assertThat(next.version()).isEqualTo(RowQuery.FIRST.version() + 1);
        assertThat(next.next(RunFilter.ALL, List.of(), Set.of()).version()).isEqualTo(2);
    }

    private static RowQuery query(List<SortKey> sort, Set<String> hidden) {
        return new RowQuery(RunFilter.ALL, sort, hidden, 1);
    }

    private List<Integer> shown(RowQuery query, Map<Integer, String> labels) {
        List<Integer> shown = new ArrayList<>();
        for (RunSummary run : runs) {
            if (query.accepts(run, query.filter().leaves(run.index(), run), labels.get(run.index()))) {
                shown.add(run.index());
            }
        }
        return shown;
    }

    private List<Integer> sorted(RowQuery query, Map<Integer, String> labels) {
        return RowOrder.sort(runs.stream().map(RunSummary::index).toList(), runs, query, labels::get);
    }

    private static RunSummary summary(int index, String key, Long exitCode) {
        return new RunSummary(index, key, index + 1, "python", Seed.ofString("c0ffee00".repeat(8)), SeedAck.VERIFIED,
                "verified", exitCode, null, null, null, null, null, 0, 0);
    }
}
