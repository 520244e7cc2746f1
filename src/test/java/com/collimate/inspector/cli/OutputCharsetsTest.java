package com.collimate.inspector.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Writer;
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

    @Test
    void aCharacterTheCharsetCannotHoldIsWrittenAsUFFFD() throws IOException {
        assertThat(written("key a\uD800b, caf\u00e9 \uD83D\uDE00", StandardCharsets.UTF_8))
                .isEqualTo("key a\uFFFDb, caf\u00e9 \uD83D\uDE00".getBytes(StandardCharsets.UTF_8));
        assertThat(written("a\uD800b \u2713", Charset.forName("cp850"))).as("a code page without U+FFFD")
                .isEqualTo("a?b ?".getBytes(StandardCharsets.US_ASCII));
    }

    private static byte[] written(String text, Charset charset) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Writer out = OutputCharsets.writer(bytes, charset)) {
            out.write(text);
        }
        return bytes.toByteArray();
    }
}
