package com.collimate.inspector.cli;

import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import static com.collimate.inspector.ui.testing.Runs.run;
import static org.assertj.core.api.Assertions.assertThat;

class RunNamesTest {
    /** Line 1 logs run_id "#3"; lines 2 and 4 share "dup"; line 3 has no run_id, so its key is "#3" too. */
    private final ListRolloutLog log = new ListRolloutLog(Path.of("log.jsonl"), List.of(
            run(1, "#3", "verified", 0L, null, "a"), run(2, "dup", "verified", 0L, null, "b"),
            run(3, "#3", "verified", 0L, null, "c"), run(4, "dup", "verified", 0L, null, "d")), List.of());

    @Test
    void aNameIsALoggedRunIdFirstThenALine() {
        log.publish(LoadListener.NONE, 4);

        Map<String, List<Integer>> found = RunNames.lookUp(log, List.of("#3", "dup", "#2", "#9", "absent"));

        assertThat(found).containsExactly(
                Map.entry("#3", List.of(0)),
                Map.entry("dup", List.of(1, 3)),
                Map.entry("#2", List.of(1)),
                Map.entry("#9", List.of()),
                Map.entry("absent", List.of()));
    }

    @Test
    void aLineNamesOnlyTheRunStartingAtItAndANearMissSaysWhereRunsStart() {
        ListRolloutLog spread = new ListRolloutLog(Path.of("log.json"), List.of(run(2, "a", "verified", 0L, null, "a"),
                run(5, "b", "verified", 0L, null, "b"), run(9, "c", "verified", 0L, null, "c")), List.of());
        spread.publish(LoadListener.NONE, 3);

        assertThat(List.of(1L, 2L, 3L, 5L, 9L, 10L)).map(line -> RunNames.startingAt(spread, line))
                .containsExactly(OptionalInt.empty(), OptionalInt.of(0), OptionalInt.empty(), OptionalInt.of(1),
                        OptionalInt.of(2), OptionalInt.empty());
        assertThat(RunNames.noRunAt(spread, 1)).isEqualTo("no run starts at line 1: the first run starts at line 2");
        assertThat(RunNames.noRunAt(spread, 6)).isEqualTo("no run starts at line 6: the nearest start at lines 5 and 9");
        assertThat(RunNames.noRunAt(spread, 10)).isEqualTo("no run starts at line 10: the last run starts at line 9");
    }
}
