package com.collimate.inspector.core.model;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RunStatisticsTest {

    @Test
    void headlineSaysShareVerifiedAndCounts() {
        List<RunSummary> runs = new ArrayList<>();
        for (int i = 0; i < 41; i++) {
            runs.add(summary(runs.size(), "verified", 0L, null));
        }
        for (int i = 0; i < 3; i++) {
            runs.add(summary(runs.size(), "mismatch", 0L, null));
        }
        for (int i = 0; i < 6; i++) {
            runs.add(summary(runs.size(), "off", 0L, null));
        }
        assertThat(statistics(runs).headline()).isEqualTo("82% verified, 3 mismatches, 6 off");
    }

    @Test
    void keepsTheLargestGroupsBiggestFirstWithTiesByName() {
        List<RunSummary> runs = new ArrayList<>();
        for (int group = 0; group < 40; group++) {
            int size = group % 20 == 3 ? 50 : 1 + group % 10;
            for (int i = 0; i < size; i++) {
                runs.add(summary(runs.size(), "verified", 0L, String.format("g%02d", group)));
            }
        }
        RunStatistics stats = statistics(runs);

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

    @Test
    void countsPerAckExitCodeAndGroupAndKeepsTheLargestLine() {
        RunStatistics stats = statistics(List.of(summary(0, "verified", 0L, "a"), summary(1, "no-ack", 3L, "a"),
                summary(2, null, null, null)));

        assertThat(stats.total()).isEqualTo(3);
        assertThat(stats.count(SeedAck.VERIFIED)).isEqualTo(1);
        assertThat(stats.count(SeedAck.NO_ACK)).isEqualTo(1);
        assertThat(stats.count(SeedAck.MISSING)).isEqualTo(1);
        assertThat(stats.count(SeedAck.OFF)).isZero();
        assertThat(stats.perExitCode()).containsExactly(Map.entry(0L, 1), Map.entry(3L, 1));
        assertThat(stats.missingExitCode()).isEqualTo(1);
        assertThat(stats.nonZeroExits()).as("a run without an exit code has none, not a non-zero one").isEqualTo(1);
        assertThat(stats.perGroup()).containsExactly(Map.entry("a", 2));
        assertThat(stats.largestLine()).isEqualTo(30);
    }

    private static int widest(Long... codes) {
        List<RunSummary> runs = new ArrayList<>();
        for (Long code : codes) {
            runs.add(summary(runs.size(), "verified", code, null));
        }
        return statistics(runs).widestExitCodeChars();
    }

    private static RunStatistics statistics(List<RunSummary> runs) {
        RunStatistics.Accumulator accumulator = new RunStatistics.Accumulator();
        runs.forEach(accumulator::add);
        return accumulator.snapshot();
    }

    /** Run {@code index} of a log, on line {@code 10 * (index + 1)}. */
    private static RunSummary summary(int index, String seedAck, Long exitCode, String group) {
        return new RunSummary(index, "k" + index, 10L * (index + 1), "python", Seed.ofString("c0ffee00".repeat(8)),
                SeedAck.parse(seedAck), seedAck, exitCode, group, null, null, null, null, 0, 0);
    }
}
