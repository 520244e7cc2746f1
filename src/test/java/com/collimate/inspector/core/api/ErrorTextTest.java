package com.collimate.inspector.core.api;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.AccessDeniedException;

import static org.assertj.core.api.Assertions.assertThat;

class ErrorTextTest {
    @Test
    void givesTheReasonOnOneSafeLine() {
        assertThat(ErrorText.oneLine(new IOException("disk full\n\tat Foo.bar(Foo.java:1)"))).isEqualTo("disk full");
        assertThat(ErrorText.oneLine(new IllegalStateException("bad \u001b[31mred\u001b[0m")))
                .isEqualTo("bad \\u001b[31mred\\u001b[0m");
        assertThat(ErrorText.oneLine(new IllegalArgumentException("x".repeat(1000))))
                .hasSize(ErrorText.MAX_CHARS + 1).endsWith("\u2026");
    }

    @Test
    void namesNoTemporaryFileAndNeverSaysNull() {
        assertThat(ErrorText.oneLine(new AccessDeniedException("/d/.report.html.5f3c.tmp"))).isEqualTo("permission denied");
        assertThat(ErrorText.oneLine(new NullPointerException())).isEqualTo("NullPointerException");
        assertThat(ErrorText.oneLine(new StackOverflowError())).isEqualTo("StackOverflowError");
    }
}
