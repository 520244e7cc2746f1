package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A run that printed the API key is reproduced by a replay whose answer had the key scrubbed. */
class MaskedKeyTest {
    private static ReplayRecord replay(String originalStdout, String answerStdout) {
        Run original = TestRuns.run("k", "python", "print(token)", Seed.ofString(TestRuns.SEED), "verified",
                originalStdout, "", 0L);
        return ReplayRecord.of(1, original, TestRuns.SEED,
                new ExecOutcome.Success(new ExecResponse(answerStdout, "", 0L, TestRuns.SEED, "verified"), 200, 1));
    }

    @Test
    void theKeyInTheLogMatchesTheMaskInTheAnswer() {
        assertThat(replay("token sk-SECRET-12345\nbye\n", "token [API key]\nbye\n").identical()).isTrue();
        assertThat(replay("a=sk-SECRET-12345 b=sk-SECRET-12345", "a=[API key] b=[API key]").identical()).isTrue();
    }

    @Test
    void everythingElseStillCounts() {
        assertThat(replay("token short\n", "token [API key]\n").identical()).as("too short to be a scrubbed key").isFalse();
        assertThat(replay("token sk-SECRET-12345\nbye\n", "token [API key]\nhello\n").identical()).isFalse();
        assertThat(replay("token has space\n", "token [API key]\n").identical()).isFalse();
        assertThat(MaskedKey.asScrubbed("x", "y")).isEqualTo("x");
    }
}
