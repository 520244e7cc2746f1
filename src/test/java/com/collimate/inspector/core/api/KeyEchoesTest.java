package com.collimate.inspector.core.api;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class KeyEchoesTest {
    /**
     * A 32 MiB answer is scrubbed of the key in about 0.1 s; trying every form of the key at every position took 5 s
     * (8 s for a 50 MB stdout, each replay's, with 8 of them at once on a batch's workers).
     */
    @Test
    void aLargeAnswerIsScrubbedQuickly() {
        ApiKey key = ApiKey.ofNullable("sk-test-SECRETKEY-1234567890");
        String output = "0.8444218515250481 step 17 reward=1.0 xxxxxxxx\n".repeat(32 * 1024 * 1024 / 48);
        String echoed = output + "token sk-test-SECRETKEY-1234567890\n";

        String scrubbed = assertTimeoutPreemptively(Duration.ofSeconds(2), () -> key.redactAnswer(echoed));

        assertThat(scrubbed).isEqualTo(output + "token " + ApiKey.ANSWER_MASK + "\n");
    }
}
