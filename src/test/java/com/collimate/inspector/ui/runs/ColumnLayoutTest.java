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
                RunColumn.SEED_ACK, RunColumn.EXIT_CODE, RunColumn.REWARD, RunColumn.VERDICT, RunColumn.DURATION,
                RunColumn.STDOUT_SIZE, RunColumn.TIMESTAMP);
    }

    @Test
    void theDefaultOrdersOfEarlierVersionsAreReadAsTheDefault() {
        // saved by earlier versions whether or not a column had been moved: the verdict was last but the timestamp
        List<String> beforeTheVerdictMoved = List.of("line", "key", "seed", "seedAck", "exitCode", "reward", "group",
                "step", "template", "duration", "stdoutSize", "verdict", "timestamp");
        List<String> beforeTheSeedMoved = List.of("line", "key", "group", "step", "template", "seed", "seedAck",
                "exitCode", "reward", "duration", "stdoutSize", "verdict");
        assertThat(new ColumnLayout(Map.of(), List.of(), beforeTheVerdictMoved).orderedColumns())
                .containsExactly(RunColumn.values());
        assertThat(new ColumnLayout(Map.of(), List.of(), beforeTheSeedMoved).orderedColumns())
                .containsExactly(RunColumn.values());
        List<String> beforeTheRewardMoved = List.of("line", "key", "seed", "seedAck", "exitCode", "verdict", "reward",
                "group", "step", "template", "duration", "stdoutSize", "timestamp");
        assertThat(new ColumnLayout(Map.of(), List.of(), beforeTheRewardMoved).orderedColumns())
                .containsExactly(RunColumn.values());
    }

    @Test
    void aColumnMovedInAnEarlierVersionKeepsItsPlace() {
        List<String> verdictFirst = List.of("verdict", "line", "key", "seed", "seedAck", "exitCode", "reward", "group",
                "step", "template", "duration", "stdoutSize", "timestamp");
        assertThat(new ColumnLayout(Map.of(), List.of(), verdictFirst).orderedColumns()).extracting(RunColumn::id)
                .containsExactlyElementsOf(verdictFirst);
    }

    @Test
    void aSavedWidthIsKeptUnlessItIsAnEarlierVersionsDefault() {
        // earlier versions saved every column's width, dragged or not: Line, Seed and Exit at their defaults then
        ColumnLayout layout = new ColumnLayout(Map.of("line", 70.0, "seed", 170.0, "exitCode", 60.0, "key", 240.0,
                "reward", 120.0, "seedAck", 117.0), List.of());
        assertThat(layout.width(RunColumn.LINE)).isEqualTo(RunColumn.LINE.defaultWidth()).isNotEqualTo(70.0);
        assertThat(layout.width(RunColumn.SEED)).isEqualTo(RunColumn.SEED.defaultWidth()).isNotEqualTo(170.0);
        assertThat(layout.width(RunColumn.EXIT_CODE)).isEqualTo(RunColumn.EXIT_CODE.defaultWidth());
        assertThat(layout.width(RunColumn.KEY)).as("dragged").isEqualTo(240.0);
        assertThat(layout.width(RunColumn.SEED_ACK)).as("dragged").isEqualTo(117.0);
        assertThat(layout.width(RunColumn.REWARD)).as("its default then").isEqualTo(RunColumn.REWARD.defaultWidth())
                .isNotEqualTo(120.0);
        assertThat(layout.width(RunColumn.VERDICT)).as("none saved").isEqualTo(RunColumn.VERDICT.defaultWidth());
    }

    @Test
    void theWidthsThatCutTheVerdictChipAreReadAsTheDefaultsThatShowItWhole() {
        ColumnLayout layout = new ColumnLayout(Map.of("key", 110.0, "seedAck", 116.0, "verdict", 234.0), List.of());
        assertThat(layout.width(RunColumn.KEY)).isEqualTo(RunColumn.KEY.defaultWidth()).isNotEqualTo(110.0);
        assertThat(layout.width(RunColumn.SEED_ACK)).isEqualTo(RunColumn.SEED_ACK.defaultWidth()).isNotEqualTo(116.0);
        assertThat(layout.width(RunColumn.VERDICT)).isEqualTo(RunColumn.VERDICT.defaultWidth()).isNotEqualTo(234.0);
    }

    @Test
    void onlyAWidthThatIsNoDefaultIsTheUsersOwn() {
        // versions before the key was fitted to the log saved its default as they saved every width
        ColumnLayout layout = new ColumnLayout(Map.of("key", RunColumn.KEY.defaultWidth(), "group", 180.5,
                "template", 110.0), List.of());
        assertThat(layout.hasOwnWidth(RunColumn.KEY)).as("the default saved").isFalse();
        assertThat(layout.hasOwnWidth(RunColumn.GROUP)).as("dragged").isTrue();
        assertThat(layout.hasOwnWidth(RunColumn.TEMPLATE)).as("the default saved").isFalse();
        assertThat(layout.hasOwnWidth(RunColumn.TIMESTAMP)).as("none saved").isFalse();
        assertThat(new ColumnLayout(Map.of("key", 110.0), List.of()).hasOwnWidth(RunColumn.KEY))
                .as("an earlier version's default").isFalse();
    }

    @Test
    void aMissingFirstColumnGoesFirst() {
        assertThat(new ColumnLayout(Map.of(), List.of(), List.of("key", "seed")).orderedColumns().get(0))
                .isEqualTo(RunColumn.LINE);
    }
}
