package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RunStatisticsTest {

    @Test
    void headlineSaysShareVerifiedAndCounts() {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < 41; i++) {
            runs.add(Runs.run(i, "v" + i, "verified", 0L, null, ""));
        }
        for (int i = 0; i < 3; i++) {
            runs.add(Runs.run(100 + i, "m" + i, "mismatch", 0L, null, ""));
        }
        for (int i = 0; i < 6; i++) {
            runs.add(Runs.run(200 + i, "o" + i, "off", 0L, null, ""));
        }
        RunStatistics.Accumulator accumulator = new RunStatistics.Accumulator();
        ListRolloutLog log = new ListRolloutLog(Path.of("x"), runs, List.of());
        for (int i = 0; i < runs.size(); i++) {
            accumulator.add(log.summary(i));
        }
        assertThat(accumulator.snapshot().headline()).isEqualTo("82% verified, 3 mismatches, 6 off");
    }

    @Test
    void keepsTheLargestGroupsBiggestFirstWithTiesByName() {
        List<Run> runs = new ArrayList<>();
        for (int group = 0; group < 40; group++) {
            int size = group % 20 == 3 ? 50 : 1 + group % 10;
            for (int i = 0; i < size; i++) {
                runs.add(Runs.run(runs.size() + 1, "k" + runs.size(), "verified", 0L, String.format("g%02d", group), ""));
            }
        }
        RunStatistics.Accumulator accumulator = new RunStatistics.Accumulator();
        ListRolloutLog log = new ListRolloutLog(Path.of("x"), runs, List.of());
        for (int i = 0; i < runs.size(); i++) {
            accumulator.add(log.summary(i));
        }
        RunStatistics stats = accumulator.snapshot();

        assertThat(stats.largestGroups(5)).extracting(Map.Entry::getKey)
                .containsExactly("g03", "g23", "g09", "g19", "g29");
        assertThat(stats.largestGroups(RunStatistics.LARGEST_GROUPS_KEPT)).hasSize(15)
                .extracting(Map.Entry::getValue).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        assertThat(stats.largestGroups(RunStatistics.LARGEST_GROUPS_KEPT).get(14)).isEqualTo(Map.entry("g06", 7));
        assertThatThrownBy(() -> stats.largestGroups(RunStatistics.LARGEST_GROUPS_KEPT + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void emptyLogHasNoRuns() {
        assertThat(RunStatistics.EMPTY.headline()).isEqualTo("No runs");
    }

    @Test
    void theWidestExitCodeIsTheSmallestOrTheLargest() {
        assertThat(RunStatistics.EMPTY.widestExitCodeChars()).isZero();
        assertThat(widest(0L, 1L, 7L)).isEqualTo(1);
        assertThat(widest(0L, 3_221_225_477L, 1L)).isEqualTo(10);
        assertThat(widest(-2_147_483_648L, 3_221_225_477L, null)).isEqualTo(11);
        assertThat(widest(-1L, 5L, null)).isEqualTo(2);
    }

    private static int widest(Long... codes) {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < codes.length; i++) {
            runs.add(Runs.run(i + 1, "k" + i, "verified", codes[i], null, ""));
        }
        RunStatistics.Accumulator accumulator = new RunStatistics.Accumulator();
        ListRolloutLog log = new ListRolloutLog(Path.of("x"), runs, List.of());
        for (int i = 0; i < runs.size(); i++) {
            accumulator.add(log.summary(i));
        }
        return accumulator.snapshot().widestExitCodeChars();
    }
}
