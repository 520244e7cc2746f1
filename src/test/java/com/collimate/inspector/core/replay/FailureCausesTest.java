package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.SeedAck;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class FailureCausesTest {
    private static final RunRef RUN = new RunRef("k", 1, SeedAck.VERIFIED);

    private static ReplayRecord failed(int attempt, FailureKind kind, String limit) {
        return new ReplayRecord(attempt, null, null, null, null, false, kind, "why", limit, 0, 1);
    }

    @Test
    void oneCauseIsNamedAloneAndSeveralWithTheirCountsFirstSeenFirst() {
        FailureCauses causes = new FailureCauses();
        causes.add("timed out after 2 s");
        assertThat(causes.describe()).isEqualTo("timed out after 2 s");

        causes.add(ReplayRecord.NO_RESULT);
        causes.add("timed out after 2 s");
        assertThat(causes.total()).isEqualTo(3);
        assertThat(causes.describe()).isEqualTo("2 timed out after 2 s, 1 no exec result");
    }

    @Test
    void theFailedReplaysOfResultsAreCountedButNotThoseACancelCutOff() {
        RunResult cut = Verdicts.judge(RUN, true, List.of(failed(1, FailureKind.OVERSIZE,
                "stopped at the sandbox's output limit of 8 MiB"), failed(2, FailureKind.CANCELLED, null)));
        RunResult refused = Verdicts.judge(RUN, true, List.of(failed(1, FailureKind.AUTH, null)));

        FailureCauses causes = FailureCauses.ofReplays(List.of(cut, refused));

        assertThat(causes.total()).isEqualTo(2);
        assertThat(causes.describe()).isEqualTo("1 stopped at the sandbox's output limit of 8 MiB, 1 no exec result");
        assertThat(cut.reason()).as("the sandbox answered; the answer could not be compared")
                .startsWith("no replay could be compared: why");
        assertThat(refused.reason()).startsWith("no replay succeeded: why");
    }
}
