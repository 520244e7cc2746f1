package com.collimate.inspector.core.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class JsonOutputTest {
    private static final String EMOJI = "\uD83D\uDE00";

    /** {@code {KEY: VALUE}} through a UTF-8 encoder, as the commands' stdout and the report files are written. */
    private static String written(String key, String value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Writer out = new OutputStreamWriter(bytes, StandardCharsets.UTF_8);
             JsonGenerator json = JsonOutput.generator(out)) {
            json.writeStartObject();
            json.writeStringField(key, value);
            json.writeEndObject();
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static JsonNode readBack(String json) throws IOException {
        return new ObjectMapper().readTree(json);
    }

    @Test
    void aLoneSurrogateIsEscapedSoItReadsBackAsLogged() throws IOException {
        String json = written("run", "a\uD800b\uDC80");

        assertThat(json).isEqualTo("{\"run\":\"a\\ud800b\\udc80\"}");
        assertThat(readBack(json).path("run").asText()).isEqualTo("a\uD800b\uDC80");
    }

    @Test
    void otherTextIsWrittenAsItIsAPairIncluded() throws IOException {
        String json = written("run", "café \"1\"\n" + EMOJI + " ok");

        assertThat(json).isEqualTo("{\"run\":\"café \\\"1\\\"\\n" + EMOJI + " ok\"}");
        assertThat(readBack(json).path("run").asText()).isEqualTo("café \"1\"\n" + EMOJI + " ok");
    }

    /**
     * The key is written as the value is; only the value is read back: Jackson 2.21 refuses a name holding a lone
     * surrogate (jackson-core#1541), and the commands' keys are fixed names, counts' labels and exit codes.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "emoji at the end       | x\uD83D\uDE00            | x\uD83D\uDE00",
        "emoji alone            | \uD83D\uDE00             | \uD83D\uDE00",
        "lone high at the end   | x\uD83D                  | x\\ud83d",
        "lone high at the start | \uD83Dx                  | \\ud83dx",
        "lone low               | x\uDE00y                 | x\\ude00y",
        "reversed pair          | \uDE00\uD83D             | \\ude00\\ud83d",
        "two highs then a low   | \uD83D\uD83D\uDE00       | \\ud83d\uD83D\uDE00",
        "a high, a pair, a low  | \uD83D\uD83D\uDE00\uDE00 | \\ud83d\uD83D\uDE00\\ude00",
    })
    void onlyLoneSurrogatesAreEscapedInKeysAndValues(String name, String text, String expected) throws IOException {
        String json = written(text, text);

        assertThat(json).isEqualTo("{\"" + expected + "\":\"" + expected + "\"}");
        assertThat(readBack(written("k", text)).path("k").asText()).isEqualTo(text);
    }

    @Test
    void aKeyWithAnEmojiReadsBack() throws IOException {
        assertThat(readBack(written("k" + EMOJI, "v")).path("k" + EMOJI).asText()).isEqualTo("v");
    }

    /** Jackson hands its buffer on in pieces: a pair cut between two of them is still written as the character. */
    @Test
    void aPairAcrossTheGeneratorsBufferIsWrittenAsItIs() throws IOException {
        for (int length = 1; length < 20_000; length += 997) {
            String text = "a".repeat(length) + (EMOJI + "\uD800").repeat(4_000);

            String json = written("k", text);

            assertThat(json).isEqualTo("{\"k\":\"" + "a".repeat(length) + (EMOJI + "\\ud800").repeat(4_000) + "\"}");
        }
    }

    @Test
    void aHighSurrogateEndingOneWriteJoinsALowStartingTheNext() throws IOException {
        StringWriter out = new StringWriter();
        try (Writer escaped = new LoneSurrogatesEscaped(out)) {
            escaped.write("a\uD83D");
            escaped.write("\uDE00b\uD83D");
            escaped.write("c\uD83D");
            escaped.flush();
            escaped.write("\uDE00\uD800");
        }

        assertThat(out).hasToString("a" + EMOJI + "b\\ud83dc\\ud83d\\ude00\\ud800");
    }

    /**
     * jq 1.6 reads an emoji and a lone low surrogate (as U+FFFD), the one a decoder's "surrogateescape" leaves in a
     * log; it refuses the escape of a lone high surrogate whatever comes after it, so that case is not asked of it.
     */
    @Test
    void jqReadsItWhereInstalled() throws Exception {
        Path jq = Path.of("/usr/bin/jq");
        assumeTrue(Files.isExecutable(jq), "jq is not installed");
        String json = written("k" + EMOJI + "\uDC80", EMOJI + "\uDE00" + EMOJI);

        Process process = new ProcessBuilder(jq.toString(), "-c", "[keys[0], .[]] | map(explode)").start();
        try (var in = process.getOutputStream()) {
            in.write(json.getBytes(StandardCharsets.UTF_8));
        }
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).isEqualTo(0);
        assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim())
                .isEqualTo("[[107,128512,65533],[128512,65533,128512]]");
    }
}
