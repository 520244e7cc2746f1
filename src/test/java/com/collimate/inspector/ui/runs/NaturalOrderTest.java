package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class NaturalOrderTest {
    private static List<String> sorted(String... texts) {
        return Stream.of(texts).sorted(NaturalOrder.INSTANCE).toList();
    }

    @Test
    void digitRunsCompareAsNumbers() {
        assertThat(sorted("r10000", "r2", "r1000", "r10", "r1", "r100", "r0"))
                .containsExactly("r0", "r1", "r2", "r10", "r100", "r1000", "r10000");
        assertThat(sorted("lr3-seed12", "lr10-seed2", "lr3-seed9", "lr3"))
                .containsExactly("lr3", "lr3-seed9", "lr3-seed12", "lr10-seed2");
        assertThat(sorted("12", "9", "a", "-1")).as("a number sorts where its first digit would as text")
                .containsExactly("-1", "9", "12", "a");
    }

    @Test
    void leadingZerosTieOnTheNumberThenGoByText() {
        assertThat(sorted("r1", "r001", "r01", "r2", "r010")).containsExactly("r001", "r01", "r1", "r2", "r010");
        assertThat(sorted("r01b", "r1a")).as("the rest of the text before the zeros").containsExactly("r1a", "r01b");
        assertThat(NaturalOrder.INSTANCE.compare("r00", "r0")).isPositive();
        assertThat(NaturalOrder.INSTANCE.compare("r07", "r07")).isZero();
    }

    @Test
    void digitRunsLongerThanALongCompareByLengthThenDigits() {
        String big = "9".repeat(40);
        String bigger = "1" + "0".repeat(40);
        String alsoBig = "9".repeat(39) + "8";
        assertThat(sorted("k" + bigger, "k" + big, "k" + alsoBig, "k" + Long.MAX_VALUE, "k0" + big))
                .containsExactly("k" + Long.MAX_VALUE, "k" + alsoBig, "k0" + big, "k" + big, "k" + bigger);
    }

    @Test
    void caseCountsAsInTextOrderUppercaseFirst() {
        assertThat(sorted("run10", "Run2", "run2", "RUN1")).containsExactly("RUN1", "Run2", "run2", "run10");
    }

    @Test
    void otherScriptsDigitsAreText() {
        // Arabic-Indic ٢ (U+0662) and ١٠ are not numbers: compared by char, after every ASCII text
        assertThat(sorted("r\u0662", "r\u0661\u0660", "r10", "r2", "ré1", "re2"))
                .containsExactly("r2", "r10", "re2", "ré1", "r\u0661\u0660", "r\u0662");
    }

    @Test
    void emptyAndPrefixesComeFirst() {
        assertThat(sorted("r1x", "", "r", "r1")).containsExactly("", "r", "r1", "r1x");
    }

    @Test
    void theKeyAndGroupColumnsSortSweepsInNumberOrder() {
        List<Run> runs = new ArrayList<>();
        String[] keys = {"r10", "r2", "r100", "r1"};
        String[] groups = {"g2", "g10", "g1", null};
        for (int i = 0; i < keys.length; i++) {
            runs.add(Runs.run(i + 1, keys[i], "verified", 0L, groups[i], ""));
        }
        ListRolloutLog log = new ListRolloutLog(Path.of("sweep.jsonl"), runs, List.of());
        RunsViewModel table = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        log.publish(table, runs.size());

        table.sortBy(List.of(new SortKey(RunColumn.KEY, true)));
        assertThat(table.shownRuns()).containsExactly(3, 1, 0, 2);
        table.sortBy(List.of(new SortKey(RunColumn.KEY, false)));
        assertThat(table.shownRuns()).containsExactly(2, 0, 1, 3);
        table.sortBy(List.of(new SortKey(RunColumn.GROUP, true), new SortKey(RunColumn.LINE, true)));
        assertThat(table.shownRuns()).as("runs without a group last").containsExactly(2, 0, 1, 3);
    }
}
