package com.collimate.inspector.core.api;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TextSafetyTest {
    @Test
    void oneLineEscapesControlsLineSeparatorsAndBidiOverrides() {
        assertThat(TextSafety.oneLine("a\nb\u001b[0m\u2028c\u202Ed", 100)).isEqualTo("a\\u000ab\\u001b[0m\\u2028c\\u202ed");
    }

    @Test
    void oneLineIsCutWithAnEllipsis() {
        assertThat(TextSafety.oneLine("abcdefgh", 4)).isEqualTo("abcd\u2026");
        assertThat(TextSafety.oneLine(null, 4)).isEmpty();
    }
}
