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

    /** A parser may quote a key read from a file, a client a URL with user info: neither reaches a banner. */
    @Test
    void masksACredentialTheMessageQuotes() {
        String groq = "gsk_" + "aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kL9nP2qR5tU8wX1z";
        assertThat(ErrorText.oneLine(new IllegalArgumentException("Unrecognized token '" + groq
                + "': was expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')")))
                .isEqualTo("Unrecognized token '***': was expecting (JSON String, Number, Array, Object or token "
                        + "'null', 'true' or 'false')");
        assertThat(ErrorText.oneLine(new IOException("cannot reach http://admin:hunter22@proxy.example:3128/"
                + "?api_key=abc123&page=2 from model.v2.ckpt")))
                .isEqualTo("cannot reach http://***@proxy.example:3128/?api_key=***&page=2 from model.v2.ckpt");
    }
}
