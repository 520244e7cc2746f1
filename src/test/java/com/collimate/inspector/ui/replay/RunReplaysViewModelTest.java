package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.ReplayOutputGroups;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RunReplaysViewModelTest {

    @Test
    void describesReplayCountsDistinctOutputsFlakeRateAndGroups() {
        ReplayOutputGroups groups = new ReplayOutputGroups(3, 1, List.of(
                new ReplayOutputGroups.Group(List.of(1, 3), true), new ReplayOutputGroups.Group(List.of(2), false)), 1);
        assertThat(RunReplaysViewModel.describe(4, groups)).isEqualTo(
                "4 replays (1 failed) · 2 distinct outputs · flake rate 33% · same output: #1 #3 (= original) | #2");
        assertThat(RunReplaysViewModel.describe(0, new ReplayOutputGroups(0, 0, List.of(), 0))).startsWith("Not replayed");
        ReplayOutputGroups allDiffer = new ReplayOutputGroups(3, 3, List.of(new ReplayOutputGroups.Group(List.of(1), false),
                new ReplayOutputGroups.Group(List.of(2), false), new ReplayOutputGroups.Group(List.of(3), false)), 1);
        assertThat(RunReplaysViewModel.describe(3, allDiffer)).endsWith(" · every replay's output differs from the others'");
        ReplayOutputGroups twoSandboxes = new ReplayOutputGroups(3, 3, allDiffer.groups(), 2);
        assertThat(RunReplaysViewModel.describe(3, twoSandboxes)).as("a flake rate over several sandboxes says so")
                .endsWith(" · answered by 2 backends (see the Backend column)");
    }

    @Test
    void withoutAnAnsweredReplayThereIsNoFlakeRateAndNoOutputToGroup() {
        assertThat(RunReplaysViewModel.describe(1, new ReplayOutputGroups(0, 0, List.of(), 0)))
                .isEqualTo("1 replay (1 failed) · no answered replay to compare · flake rate n/a");
    }
}
