package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DisplayWidthTest {

    @Test
    void wideCharactersTakeTwoColumnsAndMarksNone() {
        assertThat(DisplayWidth.of("abc")).isEqualTo(3);
        assertThat(DisplayWidth.of("日本語")).isEqualTo(6);
        assertThat(DisplayWidth.of("한글")).isEqualTo(4);
        assertThat(DisplayWidth.of("ｆｕｌｌ")).isEqualTo(8);
        assertThat(DisplayWidth.of("\uD83D\uDE00")).as("emoji").isEqualTo(2);
        assertThat(DisplayWidth.of("e\u0301")).as("combining accent").isEqualTo(1);
        assertThat(DisplayWidth.of("a\u200Bb")).as("zero-width space").isEqualTo(2);
        assertThat(DisplayWidth.of("é→✓")).isEqualTo(3);
    }

    @Test
    void fitCutsAtAColumnWithoutSplittingACharacter() {
        assertThat(DisplayWidth.fit("short", 10)).isEqualTo("short");
        assertThat(DisplayWidth.fit("日本語テキスト", 7)).isEqualTo("日本語\u2026");
        assertThat(DisplayWidth.of(DisplayWidth.fit("日本語テキスト", 8))).isLessThanOrEqualTo(8);
        assertThat(DisplayWidth.fit("ab\uD83D\uDE00cd", 4)).isEqualTo("ab\u2026");
        assertThat(DisplayWidth.fit("abcdef", 4)).isEqualTo("abc\u2026");
    }
}
