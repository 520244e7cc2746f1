package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class FileNamesTest {
    @Test
    void keepsLettersDigitsAndSeparatorsAndJoinsEverythingElseIntoOneDash() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("run-17 (line 3)", "run-17-line-3");
        expected.put("run-17 replay #2", "run-17-replay-2");
        expected.put("a/b\\c:d*e?\"f<g>|h\u0007i", "a-b-c-d-e-f-g-h-i");
        expected.put("épisode_2.v1", "épisode_2.v1");
        expected.put("../../etc/passwd", "etc-passwd");
        expected.put(".hidden.", "hidden");
        expected.put("😀 run", "run");
        expected.forEach((text, part) -> assertThat(FileNames.part(text, "fallback")).as(text).isEqualTo(part));
    }

    @Test
    void neverEmptyNorLong() {
        assertThat(FileNames.part("  // ", "fallback")).isEqualTo("fallback");
        assertThat(FileNames.part("", "fallback")).isEqualTo("fallback");
        assertThat(FileNames.part("k".repeat(500), "x")).hasSize(60);
    }
}
