package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

class GuestTextTest {

    @Test
    void truncationNeverSplitsACharacter() {
        byte[] text = "aé€😀".getBytes(StandardCharsets.UTF_8); // 1 + 2 + 3 + 4 bytes
        for (int cut = 0; cut <= text.length; cut++) {
            String decoded = GuestText.decode(Arrays.copyOf(text, cut), true);
            assertThat("aé€😀").as("cut at %d", cut).startsWith(decoded);
            assertThat(decoded).doesNotContain("\uFFFD");
        }
        assertThat(GuestText.decode(Arrays.copyOf(text, 5), true)).isEqualTo("aé");
    }

    @Test
    void invalidBytesAreReplacedNotDropped() {
        byte[] invalid = {'o', 'k', (byte) 0xFF, 0, 'x'};

        assertThat(GuestText.decode(invalid, false)).isEqualTo("ok\uFFFD\0x");
    }

    @Test
    void completeOutputIsKeptEvenWhenItEndsInAnIncompleteSequence() {
        byte[] broken = {'a', (byte) 0xE2, (byte) 0x82};

        assertThat(GuestText.decode(broken, false)).isEqualTo("a\uFFFD");
    }
}
