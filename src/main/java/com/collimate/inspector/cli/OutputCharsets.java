package com.collimate.inspector.cli;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;

/**
 * The charset of the commands' stdout and stderr: UTF-8, whatever the locale. JSON is UTF-8 by definition, a patch
 * must carry the compared files' bytes, and every current terminal shows UTF-8; the platform charset would be ASCII
 * in a container without LANG, writing "café" as "caf?". The one exception is a Windows console, whose code page Java
 * knows ({@code sun.stdout.encoding} / {@code sun.stderr.encoding} are set for a console only): text written there is
 * read by a person, and redirected output is UTF-8 again.
 */
final class OutputCharsets {
    private static final char REPLACEMENT_CHARACTER = '\uFFFD';

    private OutputCharsets() {
    }

    static Charset stdout() {
        return forConsole(System.getProperty("sun.stdout.encoding"));
    }

    static Charset stderr() {
        return forConsole(System.getProperty("sun.stderr.encoding"));
    }

    /**
     * Text written to {@code out} in {@code charset}; a character it cannot hold (a lone surrogate, from such an
     * escape in a log, has no UTF-8) becomes U+FFFD, as in the files the commands write: a charset's own replacement
     * is "?", which reads as a real question mark. A console code page without U+FFFD keeps "?".
     */
    static Writer writer(OutputStream out, Charset charset) {
        CharsetEncoder encoder = charset.newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        if (encoder.canEncode(REPLACEMENT_CHARACTER)) {
            encoder.replaceWith(String.valueOf(REPLACEMENT_CHARACTER).getBytes(charset));
        }
        return new OutputStreamWriter(out, encoder);
    }

    /** @param consoleEncoding the console's encoding as the JVM found it, or null when the stream is no console */
    static Charset forConsole(String consoleEncoding) {
        if (consoleEncoding == null || consoleEncoding.isBlank()) {
            return StandardCharsets.UTF_8;
        }
        try {
            return Charset.forName(consoleEncoding);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException unknown) {
            return StandardCharsets.UTF_8;
        }
    }
}
