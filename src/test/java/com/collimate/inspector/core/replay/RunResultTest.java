package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.SeedAck;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RunResultTest {
    private static final RunRef RUN = new RunRef("r", 1, SeedAck.OFF);
    private static final ReplayRecord ANSWERED = new ReplayRecord(1, SeedAck.OFF, 0L, true, null, false, null, null, null, 200, 1);
    private static final ReplayRecord FAILED =
            new ReplayRecord(1, null, null, null, null, false, FailureKind.SERVER_ERROR, "HTTP 500", null, 500, 1);

    @Test
    void aSkippedRunWithAnAnsweredReplayReadsUnconfirmed() {
        assertThat(skipped(List.of(ANSWERED)).label()).isEqualTo("unconfirmed");
        assertThat(skipped(List.of(FAILED)).label()).isEqualTo("skipped");
        assertThat(skipped(List.of()).label()).isEqualTo("skipped");
        assertThat(new RunResult(RUN, Verdict.REPRODUCED, true, "", List.of(ANSWERED), null).label())
                .isEqualTo("reproduced");
    }

    @Test
    void aReplayACancelCutOffIsNotCountedAsFailed() {
        ReplayRecord cancelled =
                new ReplayRecord(2, null, null, null, null, false, FailureKind.CANCELLED, "cancelled", null, 0, 1);

        assertThat(List.of(ANSWERED, FAILED, cancelled)).map(ReplayRecord::countsAsFailed)
                .containsExactly(false, true, false);
        assertThat(new RunResult(RUN, Verdict.FAILED, true, "", List.of(ANSWERED, FAILED, cancelled), null).failures())
                .containsExactly(FAILED);
    }

    private static RunResult skipped(List<ReplayRecord> replays) {
        return new RunResult(RUN, Verdict.SKIPPED, true, "why", replays, null);
    }
}
