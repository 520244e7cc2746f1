package com.collimate.inspector.cli;

import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static com.collimate.inspector.core.replay.TestRuns.SEED;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code check --endpoint URL} with a credential in the URL: refused before any call, the URL's key in no output. */
class CheckEndpointCredentialsTest {
    private static final String KEY = "sk-live-4f9aQ27bX81cD0e5Zk1234";

    @TempDir
    Path dir;
    @StartStop
    private final MockWebServer server = new MockWebServer();

    @Test
    void anEndpointCarryingAKeyIsRefusedNamingThePartInTheTextTheJsonAndTheReport() throws Exception {
        Path log = dir.resolve("rollouts.jsonl");
        Files.writeString(log, "{\"run_id\": \"r1\", \"template\": \"python\", \"code\": \"print(1)\", \"seed\": \""
                + SEED + "\", \"stdout\": \"1\\n\", \"exit_code\": 0, \"seed_ack\": \"verified\"}\n");
        String base = server.url("/").toString();
        List<String> endpoints = List.of(server.url("/v1/" + KEY + "/exec").toString(), base + "?api_key=" + KEY,
                base + "#token=" + KEY, server.url("/").newBuilder().username("bot").password(KEY).build().toString());
        List<String> parts = List.of("in its path (segment 2)", "in its query (api_key=…)", "in its fragment (token=…)",
                "a user name or password");
        Path report = dir.resolve("report.html");

        for (int i = 0; i < endpoints.size(); i++) {
            CommandRun json = CommandRun.of("check", log.toString(), "--replay", "--json", "--endpoint",
                    endpoints.get(i));
            CommandRun text = CommandRun.of("check", log.toString(), "--replay", "--report", report.toString(),
                    "--endpoint", endpoints.get(i));

            for (CommandRun run : List.of(json, text)) {
                assertThat(run.exit()).as(endpoints.get(i)).isEqualTo(2);
                assertThat(run.out() + run.err()).as(endpoints.get(i)).contains("endpoint from --endpoint holds")
                        .contains(parts.get(i)).doesNotContain(KEY);
            }
        }
        assertThat(server.getRequestCount()).isZero();
        assertThat(dir.resolve("rollouts.jsonl.replays.jsonl")).as("no journal was started").doesNotExist();
        assertThat(report).as("no report was written").doesNotExist();
    }
}
