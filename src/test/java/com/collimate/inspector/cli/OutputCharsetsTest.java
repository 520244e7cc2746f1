package com.collimate.inspector.cli;

import org.junit.jupiter.api.Test;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class OutputCharsetsTest {
    @Test
    void utf8UnlessTheStreamIsAConsoleWithAKnownCodePage() {
        assertThat(OutputCharsets.forConsole(null)).as("a file, a pipe, any Unix terminal")
                .isEqualTo(StandardCharsets.UTF_8);
        assertThat(OutputCharsets.forConsole("cp850")).as("a Windows console").isEqualTo(Charset.forName("cp850"));
        assertThat(OutputCharsets.forConsole("no-such-charset")).isEqualTo(StandardCharsets.UTF_8);
    }
}
