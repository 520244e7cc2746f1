package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Reward and Duration sort numbers by value, then a logged NaN, then runs without a value, in both directions. */
class NumberColumnsTest {
    private static final List<Double> LOGGED = Arrays.asList(0.5, Double.NaN, null, Double.NEGATIVE_INFINITY, -1.0,
            Double.POSITIVE_INFINITY, 0.0);

    @Test
    void aLoggedNanComesAfterTheNumbersAndBeforeRunsWithoutAValueBothWays() {
        for (RunColumn column : List.of(RunColumn.REWARD, RunColumn.DURATION)) {
            assertThat(sorted(column, true)).containsExactly(Double.NEGATIVE_INFINITY, -1.0, 0.0, 0.5,
                    Double.POSITIVE_INFINITY, Double.NaN, null);
            assertThat(sorted(column, false)).containsExactly(Double.POSITIVE_INFINITY, 0.5, 0.0, -1.0,
                    Double.NEGATIVE_INFINITY, Double.NaN, null);
        }
    }

    private static List<Double> sorted(RunColumn column, boolean ascending) {
        List<RunSummary> runs = new ArrayList<>();
        for (int i = 0; i < LOGGED.size(); i++) {
            runs.add(new RunSummary(i, "k" + i, i + 1, "python", Seed.missing(), SeedAck.MISSING, null, null, null,
                    null, LOGGED.get(i), LOGGED.get(i), null, -1, -1));
        }
        runs.sort(column.comparator(ascending));
        return runs.stream().map(column == RunColumn.REWARD ? RunSummary::reward : RunSummary::durationMs).toList();
    }
}
