package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A replay stopped at a sandbox limit is a failed replay, not a divergence, unless the original was cut too. */
class SandboxCutTest {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private static Run original(Map<String, String> extras) {
        return original(33_050.0, extras);
    }

    private static Run original(Double durationMs, Map<String, String> extras) {
        return new Run("slow", 4, "python", "import time; time.sleep(33); print('done')", Seed.ofString(TestRuns.SEED),
                SeedAck.VERIFIED, "verified", "done\n", "", 0L, null, null, null, durationMs, null, extras, "{}");
    }

    private static ReplayRecord replay(Run original, ExecResponse answer) {
        return ReplayRecord.of(1, original, TestRuns.SEED, new ExecOutcome.Success(answer, 200, 1));
    }

    private static ExecResponse timedOut() {
        ExecResponse answer = new ExecResponse("", "[sandbox] timed out after 30 s\n", 124L, TestRuns.SEED, "verified");
        answer.extras().put("timed_out", JSON.booleanNode(true));
        return answer;
    }

    @Test
    void aReplayStoppedAtTheTimeLimitFailsAndSaysWhy() {
        ReplayRecord record = replay(original(Map.of()), timedOut());

        assertThat(record.answered()).isFalse();
        assertThat(record.identical()).isNull();
        assertThat(record.errorKind()).isEqualTo(FailureKind.TIMEOUT);
        assertThat(record.error()).startsWith("timed out: the sandbox stopped the replay at its time limit")
                .contains("the logged run took 33.1 s")
                .endsWith("; the log has no timeout_s to send along, so the sandbox's default limit applied");
    }

    @Test
    void aReplayStoppedAtATimeLimitTheSandboxNamesSaysAfterHowLong() {
        ExecResponse answer = timedOut();
        answer.extras().put("time_limit_s", JSON.numberNode(2.0));
        ReplayRecord record = replay(original(Map.of("timeout_s", "2")), answer);

        assertThat(record.sandboxLimit()).isEqualTo("timed out after 2 s");
        assertThat(record.failureCause()).isEqualTo("timed out after 2 s");
        assertThat(record.error()).startsWith("timed out after 2 s: the sandbox stopped the replay at its time limit");
        assertThat(replay(original(Map.of()), timedOut()).failureCause()).as("no limit said")
                .isEqualTo("timed out at the sandbox's time limit");
        assertThat(replay(original(Map.of("timeout_s", "20")), timedOut()).failureCause())
                .as("no limit said, the log's timeout_s sent").isEqualTo("timed out at the sandbox's time limit (the"
                        + " log's timeout_s of 20 s was sent along)");
    }

    @Test
    void aReplayThatGotNoAnswerHasNoSandboxLimit() {
        ReplayRecord record = ReplayRecord.of(1, original(Map.of()), TestRuns.SEED,
                new ExecOutcome.Failure(FailureKind.TIMEOUT, "read timed out after 30 s", 0, 1));
        assertThat(record.sandboxLimit()).isNull();
        assertThat(record.failureCause()).isEqualTo("no exec result");
    }

    @Test
    void aReplayStoppedAtTheLoggedTimeoutSaysItWasSent() {
        assertThat(replay(original(Map.of("timeout_s", "20")), timedOut()).error())
                .endsWith("; the log's timeout_s of 20 s was sent along");
        assertThat(replay(original(Map.of("timeout_s", "2.5")), timedOut()).error())
                .endsWith("; the log's timeout_s of 2.5 s was sent along");
    }

    @Test
    void aLoggedDurationThatIsNotANumberIsNotQuoted() {
        ReplayRecord record = replay(original(Double.NaN, Map.of()), timedOut());

        assertThat(record.error()).startsWith("timed out: the sandbox stopped the replay at its time limit")
                .doesNotContain("took");
    }

    @Test
    void anOriginalThatTimedOutTooIsComparedAsUsual() {
        ReplayRecord record = replay(original(Map.of("timed_out", "true")), timedOut());
        assertThat(record.answered()).isTrue();
        assertThat(record.identical()).isFalse();
    }

    @Test
    void outputCutAtTheSandboxLimitFailsUnlessTheOriginalWasCutAlike() {
        ExecResponse cut = new ExecResponse("done", "", 0L, TestRuns.SEED, "verified");
        cut.extras().put("truncated", JSON.arrayNode().add("stdout"));

        cut.extras().put("output_limit", JSON.numberNode(4));
        assertThat(replay(original(Map.of()), cut).error()).as("the logged 'done\\n' is 5 bytes").isEqualTo(
                "stopped at the sandbox's output limit of 4 bytes: the logged stdout (5 bytes) is larger, so the two "
                        + "cannot be compared; raise the limit (the built-in sandbox's: --max-output of check --replay "
                        + "and serve; the app's local sandbox: Local sandbox output limit in Settings, then restart the "
                        + "app)");
        assertThat(replay(original(Map.of()), cut).sandboxLimit())
                .isEqualTo("stopped at the sandbox's output limit of 4 bytes");
        assertThat(replay(original(Map.of("truncated", "[\"stdout\"]")), cut).answered()).isTrue();
    }

    @Test
    void aLoggedOutputOverTheLimitIsNamedAsTheCauseNotAsUnreached() {
        ExecResponse cut = new ExecResponse("y".repeat(1024), "", 0L, TestRuns.SEED, "verified");
        cut.extras().put("truncated", JSON.arrayNode().add("stdout"));
        cut.extras().put("output_limit", JSON.numberNode(1024));
        Run big = new Run("big", 1, "python", "print", Seed.ofString(TestRuns.SEED), SeedAck.VERIFIED, "verified",
                "y".repeat(10_000), "", 0L, null, null, null, null, null, Map.of(), "{}");
        Run small = new Run("small", 1, "python", "print", Seed.ofString(TestRuns.SEED), SeedAck.VERIFIED, "verified",
                "y".repeat(10), "", 0L, null, null, null, null, null, Map.of(), "{}");

        assertThat(replay(big, cut).error()).isEqualTo("stopped at the sandbox's output limit of 1 KiB: the logged "
                + "stdout (10,000 bytes) is larger, so the two cannot be compared; raise the limit (the built-in "
                + "sandbox's: --max-output of check --replay and serve; the app's local sandbox: Local sandbox output "
                + "limit in Settings, then restart the app)");
        assertThat(replay(small, cut).error()).isEqualTo("stopped at the sandbox's output limit of 1 KiB: the replay's "
                + "stdout went past it, which the logged run's did not (its stdout is 10 bytes)");
        assertThat(replay(big, cut).errorKind()).isEqualTo(FailureKind.OVERSIZE);

        ExecResponse noLimitSaid = new ExecResponse("y".repeat(1024), "", 0L, TestRuns.SEED, "verified");
        noLimitSaid.extras().put("truncated", JSON.arrayNode().add("stdout"));
        assertThat(replay(big, noLimitSaid).error()).startsWith("stopped at the sandbox's output limit: the logged "
                + "stdout (10,000 bytes) is larger");
        assertThat(replay(big, noLimitSaid).sandboxLimit()).isEqualTo("stopped at the sandbox's output limit");
    }

    @Test
    void theLoggedTimeoutIsSentWithTheReplay() {
        Run run = original(Map.of("timeout_s", "120"));
        assertThat(ReplayEligibility.requestFor(run).timeoutS()).isEqualTo(120.0);
        assertThat(ReplayEligibility.requestFor(original(Map.of("timeout_s", "\"soon\""))).timeoutS()).isNull();
        assertThat(ReplayEligibility.requestFor(original(Map.of("timeout_s", "-1"))).timeoutS()).isNull();
    }
}
