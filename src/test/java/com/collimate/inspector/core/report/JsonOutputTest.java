package com.collimate.inspector.core.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class JsonOutputTest {

    /** Through a UTF-8 encoder, as the commands' stdout and the report files are written. */
    private static String written(String key) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Writer out = new OutputStreamWriter(bytes, StandardCharsets.UTF_8);
             JsonGenerator json = JsonOutput.generator(out)) {
            json.writeStartObject();
            json.writeStringField("run", key);
            json.writeEndObject();
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aLoneSurrogateIsEscapedSoItReadsBackAsLogged() throws IOException {
        String json = written("a\uD800b\uDC80");

        assertThat(json).isEqualTo("{\"run\":\"a\\ud800b\\udc80\"}");
        assertThat(new ObjectMapper().readTree(json).path("run").asText()).isEqualTo("a\uD800b\uDC80");
    }

    @Test
    void otherTextIsWrittenAsItIsAndAPairReadsBackTheSame() throws IOException {
        String json = written("café \"1\"\n😀");

        assertThat(json).isEqualTo("{\"run\":\"café \\\"1\\\"\\n\\ud83d\\ude00\"}");
        assertThat(new ObjectMapper().readTree(json).path("run").asText()).isEqualTo("café \"1\"\n😀");
    }
}
