package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class KeyTextTest {
    private static final String EMOJI = "\uD83D\uDE00";

    @Test
    void aShortKeyIsShownWhole() {
        assertThat(KeyText.shown("step1-ck-c0", 10_000)).isEqualTo("step1-ck-c0");
    }

    @Test
    void aLongKeyKeepsItsHeadAndTail() {
        String key = "a".repeat(6) + "b".repeat(10) + "c".repeat(6);
        assertThat(KeyText.shown(key, 12)).isEqualTo("aaaaaa…cccccc");
    }

    @Test
    void aCutThroughAnEmojiLeavesTheWholeEmojiOutInsteadOfHalfOfIt() {
        // the head ends and the tail starts in the middle of an emoji's pair
        String key = "aaaaa" + EMOJI + "x".repeat(20) + EMOJI + "zzzzz";
        String shown = KeyText.shown(key, 12);
        assertThat(shown).isEqualTo("aaaaa…zzzzz").doesNotContain("\uFFFD");

        String whole = "aaaa" + EMOJI + "x".repeat(20) + EMOJI + "zzzz";
        assertThat(KeyText.shown(whole, 12)).as("a pair before the cut stays whole")
                .isEqualTo("aaaa" + EMOJI + "…" + EMOJI + "zzzz");
    }

    @Test
    void aLoneSurrogateOfTheKeyStillShowsAsTheReplacementCharacter() {
        String key = "aaaaa\uD83D" + "x".repeat(20) + "zzzzzz";
        assertThat(KeyText.shown(key, 12)).isEqualTo("aaaaa\uFFFD…zzzzzz");
    }
}
