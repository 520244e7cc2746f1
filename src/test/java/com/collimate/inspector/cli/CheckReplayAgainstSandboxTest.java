package com.collimate.inspector.cli;

import com.collimate.inspector.core.config.AppDirs;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * End to end: a small rollout log made by really running programs through {@code serve}, then
 * {@code check --replay} against that server and against the in-process local sandbox (no endpoint configured).
 */
class CheckReplayAgainstSandboxTest {
    private static final String TOKEN = "e2e-token";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, String[]> PROGRAMS = Map.of(
            "deterministic", new String[] {"python",
                "import os, random, uuid\nprint(random.random(), os.urandom(8).hex(), uuid.uuid4())\n"},
            "deterministic-failure", new String[] {"python",
                "import random, sys\nprint(random.random())\nsys.exit(f'bad draw {random.random()}')\n"},
            "time-based", new String[] {"python", "import time\nprint(time.time_ns())\n"},
            "bash-random", new String[] {"bash", "echo $RANDOM $RANDOM $RANDOM\n"});

    @TempDir
    static Path dir;
    private static CliProcess serve;
    private static URI endpoint;
    private static Path log;

    @BeforeAll
    static void recordALogThroughServe() throws Exception {
        serve = CliProcess.serve(List.of("--token", TOKEN), env -> env.remove("COLLIMATE_API_KEY"));
        Matcher listening = Pattern.compile("listening on (\\S+)").matcher(serve.nextLine(Duration.ofSeconds(60)));
        assertThat(listening.matches()).isTrue();
        endpoint = URI.create(listening.group(1));
        HttpClient http = HttpClient.newHttpClient();
        List<String> lines = new ArrayList<>();
        int index = 0;
        for (String run : List.of("deterministic", "deterministic-failure", "time-based", "bash-random")) {
            String[] program = PROGRAMS.get(run);
            String seed = String.format("%064x", 0xC0FFEE + index++);
            ObjectNode request = JSON.createObjectNode().put("template", program[0]).put("code", program[1])
                    .put("seed", seed);
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(endpoint.resolve("/v1/exec"))
                    .header("Authorization", "Bearer " + TOKEN)
                    .POST(HttpRequest.BodyPublishers.ofString(request.toString())).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).isEqualTo(200);
            JsonNode answer = JSON.readTree(response.body());
            ObjectNode record = request.put("run_id", run);
            for (String field : List.of("stdout", "stderr", "exit_code", "seed_ack")) {
                record.set(field, answer.get(field));
            }
            lines.add(record.toString());
        }
        log = dir.resolve("rollouts.jsonl");
        Files.write(log, lines);
    }

    @AfterAll
    static void stopServe() {
        serve.close();
    }

    @Test
    void replayAgainstServeGivesTheExpectedVerdicts() throws Exception {
        CheckRun check = check(dir.resolve("home-serve"), env -> env.put("COLLIMATE_API_KEY", TOKEN),
                "--endpoint", endpoint.toString());

        assertVerdicts(check);
    }

    @Test
    void replayWithoutAnEndpointUsesTheInProcessLocalSandbox() throws Exception {
        CheckRun check = check(dir.resolve("home-local"), env -> { });

        assertThat(check.err()).contains("built-in local sandbox");
        assertVerdicts(check);
    }

    @Test
    void resumingWithEveryReplayInTheJournalStartsNoSandbox() throws Exception {
        Path copy = Files.copy(log, Files.createDirectory(dir.resolve("resume")).resolve("rollouts.jsonl"));
        Path home = dir.resolve("home-resume");
        CheckRun first = check(copy, home, env -> { });
        CheckRun resumed = check(copy, home, env -> { }, "--resume");

        assertThat(first.err()).contains("backend: built-in local sandbox at http://127.0.0.1:");
        assertVerdicts(resumed);
        assertThat(resumed.err()).contains("resume: nothing to replay: the journal already has the replays of all 4 "
                + "selected runs; no backend started").doesNotContain("backend: ", "127.0.0.1", "replayed 0/0");
        JsonNode report = JSON.readTree(resumed.out());
        assertThat(report.get("replayed").asInt()).isZero();
        assertThat(report.get("from_journal").asInt()).isEqualTo(4);
    }

    private static void assertVerdicts(CheckRun check) throws IOException {
        assertThat(check.exit()).as(check.err()).isEqualTo(1);
        Map<String, JsonNode> results = new HashMap<>();
        JSON.readTree(check.out()).get("results").forEach(result -> results.put(result.get("run").asText(), result));
        assertThat(results.get("deterministic").get("verdict").asText()).isEqualTo("reproduced");
        assertThat(results.get("deterministic-failure").get("verdict").asText()).isEqualTo("reproduced");
        assertThat(results.get("time-based").get("verdict").asText()).isEqualTo("diverged");
        assertThat(results.get("time-based").get("expected").asBoolean()).isFalse();
        assertThat(results.get("bash-random").get("verdict").asText()).isEqualTo("diverged");
        assertThat(results.get("bash-random").get("expected").asBoolean()).isTrue();
        assertThat(results.get("bash-random").get("seed_ack").asText()).isEqualTo("off");
    }

    private record CheckRun(int exit, String out, String err) {
    }

    /** {@code check LOG --replay --json} in its own JVM, with its own settings folder and no inherited endpoint. */
    private static CheckRun check(Path home, Consumer<Map<String, String>> environment, String... extra)
            throws Exception {
        return check(log, home, environment, extra);
    }

    private static CheckRun check(Path logFile, Path home, Consumer<Map<String, String>> environment,
                                  String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("check", logFile.toString(), "--replay", "--json"));
        args.addAll(List.of(extra));
        try (CliProcess check = CliProcess.start(List.of("-D" + AppDirs.HOME_OVERRIDE_PROPERTY + "=" + home), args,
                env -> {
                    env.remove("COLLIMATE_API_KEY");
                    env.remove("COLLIMATE_ENDPOINT");
                    environment.accept(env);
                })) {
            int exit = check.awaitExit(Duration.ofMinutes(3));
            return new CheckRun(exit, check.remainingOutput(), check.remainingErrors());
        }
    }
}
