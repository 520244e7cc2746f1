package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FileNamesTest {
    @Test
    void keepsLettersDigitsAndSeparatorsAndJoinsEverythingElseIntoOneDash() {
        assertThat(FileNames.part("run-17 (line 3)", "x")).isEqualTo("run-17-line-3");
        assertThat(FileNames.part("run-17 replay #2", "x")).isEqualTo("run-17-replay-2");
        assertThat(FileNames.part("a/b\\c:d*e?\"f<g>|h\u0007i", "x")).isEqualTo("a-b-c-d-e-f-g-h-i");
        assertThat(FileNames.part("épisode_2.v1", "x")).isEqualTo("épisode_2.v1");
    }

    @Test
    void neverHiddenNorParentNorEmptyNorLong() {
        assertThat(FileNames.part("../../etc/passwd", "x")).isEqualTo("etc-passwd");
        assertThat(FileNames.part(".hidden.", "x")).isEqualTo("hidden");
        assertThat(FileNames.part("  // ", "fallback")).isEqualTo("fallback");
        assertThat(FileNames.part("", "fallback")).isEqualTo("fallback");
        assertThat(FileNames.part("k".repeat(500), "x")).hasSize(60);
        assertThat(FileNames.part("😀 run", "x")).isEqualTo("run");
    }
}
