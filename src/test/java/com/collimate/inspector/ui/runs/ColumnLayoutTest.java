package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ColumnLayoutTest {
    private static List<String> allIds() {
        return Arrays.stream(RunColumn.values()).map(RunColumn::id).toList();
    }

    @Test
    void aLayoutHidingEveryColumnHidesNone() {
        ColumnLayout layout = new ColumnLayout(Map.of(), allIds());
        assertThat(RunColumn.values()).noneMatch(layout::hides);
    }

    @Test
    void aLayoutHidingSomeColumnsHidesThose() {
        ColumnLayout layout = new ColumnLayout(Map.of(), List.of("seed", "no-such-column"));
        assertThat(Arrays.stream(RunColumn.values()).filter(layout::hides)).containsExactly(RunColumn.SEED);
    }

    @Test
    void noSavedOrderIsTheDefaultOrder() {
        assertThat(new ColumnLayout(Map.of(), List.of()).orderedColumns()).containsExactly(RunColumn.values());
    }

    @Test
    void theSavedOrderIsRestored() {
        List<String> order = new java.util.ArrayList<>(allIds());
        order.remove("seed");
        order.add(0, "seed");
        assertThat(new ColumnLayout(Map.of(), List.of(), order).orderedColumns()).extracting(RunColumn::id)
                .containsExactlyElementsOf(order);
    }

    @Test
    void unknownAndRepeatedIdsAreIgnoredAndMissingColumnsKeepTheirDefaultPlace() {
        // saved by a version without "step", "verdict" and "timestamp", by hand with a typo and a repeat
        List<String> order = List.of("seed", "line", "kee", "key", "group", "template", "seed", "seedAck", "exitCode",
                "reward", "duration", "stdoutSize");
        assertThat(new ColumnLayout(Map.of(), List.of(), order).orderedColumns()).containsExactly(
                RunColumn.SEED, RunColumn.LINE, RunColumn.KEY, RunColumn.GROUP, RunColumn.STEP, RunColumn.TEMPLATE,
                RunColumn.SEED_ACK, RunColumn.EXIT_CODE, RunColumn.REWARD, RunColumn.DURATION, RunColumn.STDOUT_SIZE,
                RunColumn.VERDICT, RunColumn.TIMESTAMP);
    }

    @Test
    void aMissingFirstColumnGoesFirst() {
        assertThat(new ColumnLayout(Map.of(), List.of(), List.of("key", "seed")).orderedColumns().get(0))
                .isEqualTo(RunColumn.LINE);
    }
}
