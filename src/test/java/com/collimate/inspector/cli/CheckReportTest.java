package com.collimate.inspector.cli;

import com.collimate.inspector.core.log.RecordErrors;
import com.collimate.inspector.core.replay.ReplaySummary;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class CheckReportTest {
    private static CheckReport replayOf(boolean cancelled, String stopReason) {
        return replayOf(3, cancelled, stopReason);
    }

    private static CheckReport replayOf(int runs, boolean cancelled, String stopReason) {
        return CheckReport.ofReplay("log.jsonl", "fake", new ReplaySummary(runs, 0, 0, 0, 0, 0, runs, 0, 0, 0,
                cancelled, stopReason), List.of(), new RecordErrors(0, List.of(), Optional.empty(), 0, List.of()), 0);
    }

    @Test
    void noneReplayedPointsAtTheSkipReasonsOnlyWhenTheBatchRanToItsEnd() {
        assertThat(replayOf(false, null).incompleteness())
                .containsExactly("none of the 3 selected runs was replayed (see the skip reasons)");
        assertThat(replayOf(true, null).incompleteness()).containsExactly("cancelled");
        assertThat(replayOf(false, "bad or missing API key (HTTP 401)").incompleteness())
                .containsExactly("the batch stopped early");
    }

    @Test
    void oneSelectedRunNotReplayedIsSaidInTheSingular() {
        assertThat(replayOf(1, false, null).incompleteness())
                .containsExactly("the selected run was not replayed (see the skip reasons)");
    }
}
