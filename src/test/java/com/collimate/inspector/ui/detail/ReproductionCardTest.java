package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.log.ShellWords;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.testing.Runs;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ReproductionCardTest {
    private final Run run = new Run("k1", 3, "python", "print('it''s')\nJSON", Seed.ofString(Runs.SEED),
            SeedAck.VERIFIED, "verified", "out", "", 0L, null, null, null, null, null, Map.of(), "{}");

    @Test
    void requestJsonHasTemplateCodeAndSeed() throws Exception {
        JsonNode json = new ObjectMapper().readTree(ReproductionCard.requestJson(run));
        assertThat(json.get("template").asText()).isEqualTo("python");
        assertThat(json.get("code").asText()).isEqualTo(run.code());
        assertThat(json.get("seed").asText()).isEqualTo(Runs.SEED);
    }

    @Test
    void curlReadsTheKeyFromTheEnvironmentAndQuotesTheBody() {
        String curl = ReproductionCard.curlCommand(run, endpoint("https://api.example.test/"));
        assertThat(curl).startsWith("curl -sS -X POST 'https://api.example.test/v1/exec'");
        assertThat(curl).contains("Authorization: Bearer $COLLIMATE_API_KEY");
        assertThat(curl).contains("<<'JSON'\n").endsWith("\nJSON\n");
        // the code's own "JSON" line is inside a JSON string, escaped as \n, so it cannot end the here-document
        assertThat(curl.lines().filter("JSON"::equals).count()).isEqualTo(1);
    }

    @Test
    void withoutAnEndpointTheCommandAsksForOne() {
        assertThat(ReproductionCard.curlCommand(run, null)).contains("${COLLIMATE_ENDPOINT:?");
    }

    private static Endpoint endpoint(String url) {
        return Endpoint.parse(url, null, "the settings file");
    }

    private String urlOf(String endpoint) {
        return ReproductionCard.curlCommand(run, endpoint(endpoint)).lines().findFirst().orElseThrow();
    }

    @Test
    void credentialsInTheEndpointUrlStayOut() {
        String curl = ReproductionCard.curlCommand(run, endpoint("https://bob:hunter2@api.example.test:8443/base"));
        assertThat(curl).contains("'https://api.example.test:8443/base/v1/exec'").doesNotContain("hunter2");
    }

    @Test
    void anEndpointGivenAsTheExecUrlIsTakenAsItsBaseAsReplaysTakeIt() {
        assertThat(urlOf("https://api.example.test/v1/exec")).isEqualTo("curl -sS -X POST 'https://api.example.test/v1/exec' \\");
        assertThat(urlOf("https://api.example.test/team/v1/exec/")).isEqualTo("curl -sS -X POST 'https://api.example.test/team/v1/exec' \\");
    }

    @Test
    void aQueryStringWhichMayHoldATokenStaysOut() {
        assertThat(urlOf("https://api.example.test/base?token=tok-SECRET#frag"))
                .isEqualTo("curl -sS -X POST 'https://api.example.test/base/v1/exec' \\");
    }

    @Test
    void credentialsJavaNetUriRejectsButOkHttpAcceptsStayOutToo() {
        assertThat(urlOf("https://bob:s3cr et@api.example.com"))
                .isEqualTo("curl -sS -X POST 'https://api.example.com/v1/exec' \\");
    }

    @Test
    void loggedTimeoutIsSentAlong() throws Exception {
        Run timed = new Run("t", 1, "python", "x", Seed.ofString(Runs.SEED), SeedAck.VERIFIED, "verified", "", "",
                0L, null, null, null, null, null, Map.of("timeout_s", "1.0"), "{}");
        JsonNode json = new ObjectMapper().readTree(ReproductionCard.requestJson(timed));
        assertThat(json.get("timeout_s").asDouble()).isEqualTo(1.0);
        assertThat(new ObjectMapper().readTree(ReproductionCard.requestJson(run)).has("timeout_s")).isFalse();
    }

    @Test
    void singleQuotesInTheUrlAreEscaped() {
        assertThat(ShellWords.singleQuoted("a'b")).isEqualTo("'a'\\''b'");
    }
}
