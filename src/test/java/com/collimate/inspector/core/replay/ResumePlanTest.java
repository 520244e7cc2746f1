package com.collimate.inspector.core.replay;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ResumePlanTest {
    @Test
    void resumedRunsAreCountedIntoTheBatchSummary() {
        RunRef ref = new RunRef("r", 1, com.collimate.inspector.core.model.SeedAck.VERIFIED);
        RunResult skipped = Verdicts.skipped(ref, "no code");
        ReplaySummary batch = new ReplaySummary(3, 2, 1, 1, 1, 0, 1, 0, 0, 0, true, "stopped");

        ReplaySummary combined = new ResumePlan(new int[] {1, 2, 3}, List.of(skipped)).withResumed(batch);

        assertThat(combined).isEqualTo(new ReplaySummary(4, 2, 1, 1, 1, 0, 2, 0, 0, 0, true, "stopped"));
    }
}
