package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.JournalVerdicts;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.ui.testing.Runs;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ReplayAttemptTest {
    private static final Run RUN = Runs.run(1, "r1", "verified", 0L, "g", "0.25\n");

    private static ReplayAttempt row(ExecResponse response, JournalEntry.Error error) {
        JournalEntry entry = new JournalEntry("r1", 1, 1, "http://sandbox", RUN.seed().raw(), null,
                "2026-11-30T00:00:00Z", 30_000, response == null ? 0 : 200, 1, response, error);
        return ReplayAttempt.of(entry, JournalVerdicts.record(RUN, entry));
    }

    @Test
    void aFailedReplaySaysWhyWhereIdenticalOrDiffersWouldBe() {
        ReplayAttempt silent = row(null, new JournalEntry.Error("timeout", "read timed out after 30 s"));
        assertThat(silent.identical()).isEqualTo("no result: read timed out after 30 s");
        assertThat(silent.hasOutput()).isFalse();

        assertThat(silent.exitCode()).isEqualTo("—");
        assertThat(silent.seedAck()).isEqualTo("—");

        ExecResponse cut = new ExecResponse("0.2", "", 137L, RUN.seed().raw(), "verified");
        cut.extras().put("truncated", JsonNodeFactory.instance.arrayNode().add("stdout"));
        ReplayAttempt cutAtTheLimit = row(cut, null);
        assertThat(cutAtTheLimit.identical()).startsWith("failed: stopped at the sandbox's output limit: the logged "
                + "stdout (5 bytes) is larger");
        assertThat(cutAtTheLimit.hasOutput()).as("its output can still be compared").isTrue();
        assertThat(cutAtTheLimit.exitCode()).as("the sandbox killed it: its answer's exit code").isEqualTo("137");
        assertThat(cutAtTheLimit.seedAck()).isEqualTo("verified");

        ReplayAttempt answered = row(new ExecResponse("0.25\n", "", 0L, RUN.seed().raw(), "verified"), null);
        assertThat(answered.identical()).isEqualTo("identical");
    }

    @Test
    void theDurationIsTheSandboxsOwnWithTheRoundTripBesideItWhenThatWasMuchLonger() {
        ExecResponse measured = new ExecResponse("0.25\n", "", 0L, RUN.seed().raw(), "verified");
        measured.extras().put("duration_ms", JsonNodeFactory.instance.numberNode(295));
        assertThat(row(measured, null).duration()).isEqualTo("295 ms (round trip 30,000 ms)");
        assertThat(row(measured, null).measuredDuration()).as("the Replays tab's cell").isEqualTo("295 ms");

        ExecResponse unmeasured = new ExecResponse("0.25\n", "", 0L, RUN.seed().raw(), "verified");
        assertThat(row(unmeasured, null).duration()).isEqualTo("30,000 ms");
        assertThat(row(unmeasured, null).measuredDuration()).isEqualTo("30,000 ms");
        assertThat(row(null, new JournalEntry.Error("timeout", "timed out")).duration()).isEqualTo("30,000 ms");
    }
}
