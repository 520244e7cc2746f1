package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.RunRef;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class VerdictKindTest {
    private static final RunRef RUN = new RunRef("r", 1, SeedAck.OFF);
    private static final ReplayRecord ANSWERED = new ReplayRecord(1, SeedAck.OFF, 0L, true, null, false, null, null, 200, 1);
    private static final ReplayRecord UNANSWERED =
            new ReplayRecord(1, null, null, null, null, false, FailureKind.CANCELLED, "cancelled", 0, 1);

    @Test
    void aSkippedRunThatWasReplayedAndAnsweredIsUnconfirmedNotSkipped() {
        assertThat(VerdictKind.of(skipped(List.of(ANSWERED)))).isEqualTo(VerdictKind.UNCONFIRMED);
        assertThat(VerdictKind.of(skipped(List.of()))).isEqualTo(VerdictKind.SKIPPED);
        assertThat(VerdictKind.of(skipped(List.of(UNANSWERED)))).isEqualTo(VerdictKind.SKIPPED);
    }

    @Test
    void theChipsSayTheVerdictsInCoresWordsAsTheCliAndTheReportsDo() {
        assertThat(VerdictKind.REPRODUCED.label()).isEqualTo(Verdict.REPRODUCED.label());
        assertThat(VerdictKind.UNEXPECTED.label()).isEqualTo("diverged — unexpected");
        assertThat(VerdictKind.EXPECTED.label()).isEqualTo("diverged — expected");
        assertThat(VerdictKind.UNCONFIRMED.label()).isEqualTo(RunResult.UNPROVEN_LABEL);
        assertThat(VerdictKind.FAILED.label()).isEqualTo(Verdict.FAILED.label());
        assertThat(VerdictKind.SKIPPED.label()).isEqualTo(Verdict.SKIPPED.label());
    }

    private static RunResult skipped(List<ReplayRecord> replays) {
        return new RunResult(RUN, Verdict.SKIPPED, true, "why", replays, null);
    }
}
