package com.collimate.inspector.core.replay;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ResumePlanTest {
    @Test
    void onALoopbackAddressThePortDoesNotTellBackendsApart() {
        assertThat(ResumePlan.sameBackend("http://127.0.0.1:41234/", "http://127.0.0.1:39001/")).isTrue();
        assertThat(ResumePlan.sameBackend("http://localhost:8080/", "http://127.0.0.1:9090/")).isTrue();
        assertThat(ResumePlan.sameBackend("http://127.0.0.1:41234/", "http://127.0.0.1:41234/v2/")).isFalse();
        assertThat(ResumePlan.sameBackend("https://api.collimate.dev/", "https://api.collimate.dev/")).isTrue();
        assertThat(ResumePlan.sameBackend("https://api.collimate.dev:8443/", "https://api.collimate.dev/")).isFalse();
        assertThat(ResumePlan.sameBackend("https://api.collimate.dev/", "http://127.0.0.1:41234/")).isFalse();
        assertThat(ResumePlan.sameBackend(null, "http://127.0.0.1:41234/")).isFalse();
    }

    @Test
    void resumedRunsAreCountedIntoTheBatchSummary() {
        RunRef ref = new RunRef("r", 1, com.collimate.inspector.core.model.SeedAck.VERIFIED);
        RunResult skipped = Verdicts.skipped(ref, "no code");
        ReplaySummary batch = new ReplaySummary(3, 2, 1, 1, 1, 0, 1, 0, 0, 0, true, "stopped");

        ReplaySummary combined = new ResumePlan(new int[] {1, 2, 3}, List.of(skipped)).withResumed(batch);

        assertThat(combined).isEqualTo(new ReplaySummary(4, 2, 1, 1, 1, 0, 2, 0, 0, 0, true, "stopped"));
    }
}
