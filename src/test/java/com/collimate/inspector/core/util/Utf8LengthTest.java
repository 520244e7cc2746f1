package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class Utf8LengthTest {
    @Test
    void countsTheBytesOfEachCharacterAsUtf8WouldWriteThem() {
        String text = "aé✓😀";
        assertThat(Utf8Length.of(text)).isEqualTo(1 + 2 + 3 + 4)
                .isEqualTo(text.getBytes(StandardCharsets.UTF_8).length);
        assertThat(Utf8Length.of("")).isZero();
        assertThat(Utf8Length.of(null)).isZero();
    }

    @Test
    void aLoneSurrogateCountsThreeBytes() {
        assertThat(Utf8Length.of("x\ud800")).isEqualTo(4);
        assertThat(Utf8Length.of("\udcff\ud83d")).isEqualTo(6);
    }
}
