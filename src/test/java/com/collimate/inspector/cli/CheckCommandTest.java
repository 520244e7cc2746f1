package com.collimate.inspector.cli;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.config.SettingsStore;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static com.collimate.inspector.core.replay.TestRuns.SEED;
import static org.assertj.core.api.Assertions.assertThat;

class CheckCommandTest {
    static final String KEY = "sk-live-DO-NOT-LEAK-7f3a9c";

    @TempDir
    Path dir;
    private final MockWebServer server = new MockWebServer();
    private final Map<String, String> variables = new HashMap<>();
    private Path logFile;

    @BeforeEach
    void start() throws IOException {
        server.start();
        variables.put("COLLIMATE_ENDPOINT", server.url("/").toString());
        variables.put("COLLIMATE_API_KEY", KEY);
        logFile = dir.resolve("rollouts.jsonl");
        writeLog(record("run-1", "print(1)", "verified", "out\n"), record("run-2", "print(2)", "no-ack", "a\nb\n"));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    record Result(int exit, String out, String err) {
    }

    private Result check(String... args) {
        return check(CheckEnvironment::openLog, args);
    }

    private Result check(CheckEnvironment.LogOpener opener, String... args) {
        CheckEnvironment environment = new CheckEnvironment(variables,
                new AppDirs(dir.resolve("config"), dir.resolve("data")), false, opener);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = new CommandLine(new CheckCommand(environment));
        UserFacingExceptionHandler.installOn(commandLine);
        commandLine.setParameterExceptionHandler(new UsageErrorHandler());
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exit = commandLine.execute(args);
        return new Result(exit, out.toString(), err.toString());
    }

    /** One JSONL record in the request/response shape of a real rollout log. */
    private static String record(String key, String code, String seedAck, String stdout) throws IOException {
        return record(key, code, seedAck, stdout, 0L);
    }

    /** {@code exitCode} null leaves the exit code out. */
    private static String record(String key, String code, String seedAck, String stdout, Long exitCode)
            throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        Map<String, Object> request = Map.of("template", "python", "code", code, "seed", SEED);
        Map<String, Object> response = new HashMap<>(Map.of("stdout", stdout, "stderr", "", "seed", SEED,
                "seed_ack", seedAck));
        if (exitCode != null) {
            response.put("exit_code", exitCode);
        }
        return mapper.writeValueAsString(Map.of("run_id", key, "request", request, "response", response));
    }

    private void writeLog(String... records) throws IOException {
        Files.writeString(logFile, String.join("\n", records) + "\n");
    }

    private static MockResponse answer(String stdout) {
        return answer(stdout, 0);
    }

    private static MockResponse answer(String stdout, long exitCode) {
        return new MockResponse.Builder().code(200).body("{\"stdout\":" + quote(stdout) + ",\"stderr\":\"\","
                + "\"exit_code\":" + exitCode + ",\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\"}").build();
    }

    private static String quote(String text) {
        return "\"" + text.replace("\n", "\\n").replace("\r", "\\r") + "\"";
    }

    private static JsonNode json(Result result) throws IOException {
        return new ObjectMapper().readTree(result.out());
    }

    @Test
    void replayWhereEverythingReproducesExitsZeroWithTheIssueShape() throws Exception {
        server.enqueue(answer("out\n"));
        server.enqueue(answer("a\nb\n"));

        Result result = check(logFile.toString(), "--replay", "--json", "--concurrency", "1");

        assertThat(result.exit()).as(result.err()).isZero();
        JsonNode json = json(result);
        assertThat(json.get("file").asText()).isEqualTo(logFile.toString());
        assertThat(json.get("runs").asInt()).isEqualTo(2);
        assertThat(json.get("replayed").asInt()).isEqualTo(2);
        assertThat(json.get("reproduced").asInt()).isEqualTo(2);
        assertThat(json.get("diverged").asInt()).isZero();
        assertThat(json.get("failed").asInt()).isZero();
        assertThat(json.get("skipped").asInt()).isZero();
        assertThat(json.fieldNames()).toIterable().containsExactly("file", "runs", "replayed", "from_journal",
                "reproduced", "diverged", "unexpected", "failed", "skipped", "unconfirmed", "seed_not_confirmed",
                "cancelled", "stopped", "not_replayed", "error_count", "errors", "data_ends_early", "warning_count",
                "warnings", "results");
        assertThat(json.get("error_count").asLong()).isZero();
        assertThat(json.get("errors")).isEmpty();
        assertThat(json.get("unexpected").asInt()).isZero();
        assertThat(json.get("stopped").isNull()).isTrue();
        JsonNode first = json.get("results").get(0);
        assertThat(first.fieldNames()).toIterable().containsExactly("run", "line", "seed_ack", "verdict",
                "expected", "reason", "replays", "first_divergence");
        assertThat(first.get("run").asText()).isEqualTo("run-1");
        assertThat(first.get("line").asLong()).isEqualTo(1);
        assertThat(first.get("verdict").asText()).isEqualTo("reproduced");
        assertThat(first.get("first_divergence").isNull()).isTrue();
        JsonNode replay = first.get("replays").get(0);
        assertThat(replay.fieldNames()).toIterable().containsExactly("attempt", "seed_ack", "exit_code",
                "identical", "error", "error_kind", "cause", "sandbox_limit");
        assertThat(replay.get("attempt").asInt()).isEqualTo(1);
        assertThat(replay.get("identical").asBoolean()).isTrue();
        assertThat(replay.get("error").isNull()).isTrue();
        assertThat(replay.get("error_kind").isNull()).isTrue();
        assertThat(replay.get("cause").isNull()).isTrue();
        assertThat(replay.get("sandbox_limit").isNull()).isTrue();
        assertThat(result.err()).contains("backend: " + server.url("/") + " (from COLLIMATE_ENDPOINT, API key set)",
                "replay journal: " + dir.resolve("rollouts.jsonl.replays.jsonl"), "replayed 2/2 (100%)");
        assertThat(Files.readAllLines(dir.resolve("rollouts.jsonl.replays.jsonl"))).hasSize(2);
    }

    @Test
    void aLogNameWithEscapesAndLineBreaksIsShownOnOneLineWithoutThem() throws Exception {
        Path oddLog = Files.copy(logFile, dir.resolve("red\u001b[31m\nlog.jsonl"));
        server.enqueue(answer("out\n"));

        Result result = check(oddLog.toString(), "--replay", "--run", "run-1");

        assertThat(result.out().lines().findFirst()).hasValueSatisfying(headline -> assertThat(headline)
                .startsWith(dir + "/red\\u001b[31m\\u000alog.jsonl: 1 run selected"));
        assertThat(result.err()).contains("replay journal: " + dir + "/red\\u001b[31m\\u000alog.jsonl.replays.jsonl");
        assertThat(result.out() + result.err()).doesNotContain("\u001b");
    }

    @Test
    void divergenceExitsOneAndSaysWhere() throws Exception {
        server.enqueue(answer("out\n"));
        server.enqueue(answer("a\nc\n"));

        Result result = check(logFile.toString(), "--replay", "--json", "--concurrency", "1");

        assertThat(result.exit()).isEqualTo(1);
        JsonNode second = json(result).get("results").get(1);
        assertThat(second.get("verdict").asText()).isEqualTo("diverged");
        assertThat(second.get("expected").asBoolean()).isTrue();
        assertThat(second.get("first_divergence").toString())
                .isEqualTo("{\"stream\":\"stdout\",\"line\":2,\"column\":1}");
    }

    @Test
    void aReplayAnsweringZeroForALoggedWindowsCrashCodeDivergesAndTheSameCodeReproduces() throws Exception {
        writeLog(record("crash", "print(1)", "verified", "out\n", 3221225477L),
                record("same", "print(2)", "verified", "out\n", 3221225477L));
        server.enqueue(answer("out\n", 0));
        server.enqueue(answer("out\n", 3221225477L));

        Result result = check(logFile.toString(), "--replay", "--json", "--concurrency", "1");

        assertThat(result.exit()).as(result.err()).isEqualTo(1);
        JsonNode results = json(result).get("results");
        assertThat(results.get(0).get("verdict").asText()).isEqualTo("diverged");
        assertThat(results.get(0).get("first_divergence").toString())
                .isEqualTo("{\"stream\":\"exit_code\",\"line\":null,\"column\":null}");
        assertThat(results.get(1).get("verdict").asText()).isEqualTo("reproduced");
        assertThat(results.get(1).get("replays").get(0).get("exit_code").asLong()).isEqualTo(3221225477L);
    }

    @Test
    void runsSharingAKeyAreToldApartByLineAndNumberedOnTheirOwn() throws Exception {
        writeLog(record("dup", "print(1)", "verified", "out\n"), record("dup", "print(1)", "verified", "out\n"));
        for (int batch = 1; batch <= 2; batch++) {
            server.enqueue(answer("out\n"));
            server.enqueue(answer("out\n"));

            Result result = check(logFile.toString(), "--replay", "--json");

            assertThat(result.exit()).as(result.err()).isZero();
            JsonNode results = json(result).get("results");
            assertThat(results).extracting(run -> run.get("line").asLong()).containsExactly(1L, 2L);
            int attempt = batch;
            assertThat(results).extracting(run -> run.get("replays").get(0).get("attempt").asInt())
                    .containsExactly(attempt, attempt);
        }
    }

    @Test
    void failuresWithoutDivergenceExitThreeAndTheTextSummaryListsThem() {
        server.enqueue(answer("out\n"));
        server.enqueue(new MockResponse.Builder().code(422).body("{\"error\":\"unknown template\"}").build());

        Result result = check(logFile.toString(), "--replay", "--concurrency", "1");

        assertThat(result.exit()).isEqualTo(3);
        assertThat(result.out()).contains("reproduced         1", "failed             1", "Failed (1):",
                "run-2", "HTTP 422: unknown template");
    }

    private static MockResponse answerWithAck(String stdout, String seed, String seedAck) {
        return new MockResponse.Builder().code(200).body("{\"stdout\":" + quote(stdout) + ",\"stderr\":\"\","
                + "\"exit_code\":0,\"seed\":\"" + seed + "\",\"seed_ack\":\"" + seedAck + "\"}").build();
    }

    @Test
    void replaysThatDidNotConfirmTheirSeedAreListedAndExitThree() throws Exception {
        server.enqueue(answerWithAck("out\n", "ab".repeat(32), "verified"));
        server.enqueue(answerWithAck("a\nb\n", SEED, "off"));

        Result result = check(logFile.toString(), "--replay", "--concurrency", "1");

        assertThat(result.exit()).as(result.err()).isEqualTo(3);
        assertThat(result.out()).contains("reproduced         0",
                "unconfirmed        2   2 whose replay did not confirm its seed",
                "skipped            0",
                "Unconfirmed: replayed identically, but that cannot show reproducibility (2):",
                "1  replay 1 did not confirm the seed it was sent, so identical output cannot show the run is "
                        + "reproducible; replay 1: seed echo mismatch: run-1",
                "its own seed_ack is off: run-2");
        assertThat(result.out()).doesNotContain("Skipped (");
        assertThat(result.err()).contains("check: incomplete: 2 runs not shown reproducible: a replay did not confirm the seed it was sent");
    }

    @Test
    void runsWithoutASeedReplayAsUnconfirmedInTheTableTheListAndTheReport() throws Exception {
        writeLog(record("run-1", "print(1)", "verified", "out\n"),
                "{\"run_id\": \"unseeded\", \"template\": \"python\", \"code\": \"print(2)\", \"stdout\": \"a\\nb\\n\"}",
                "{\"run_id\": \"bad-seed\", \"template\": \"python\", \"code\": \"print(3)\", \"seed\": \"12\"}");
        server.enqueue(answer("out\n"));
        server.enqueue(answer("a\nb\n"));
        Path report = dir.resolve("unseeded.json");

        Result result = check(logFile.toString(), "--replay", "--concurrency", "1", "--report", report.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.out()).contains("reproduced         1", "unconfirmed        1   1 without a seed in the log",
                "skipped            1", "Unconfirmed: replayed identically, but that cannot show reproducibility (1):",
                "the log has no seed for this run, so it was replayed with fresh entropy", ": unseeded", "Skipped (1):",
                ": bad-seed");
        JsonNode counts = new ObjectMapper().readTree(report.toFile()).get("verdict_counts");
        assertThat(counts.get("reproduced").asInt()).isEqualTo(1);
        assertThat(counts.get("unconfirmed").asInt()).isEqualTo(1);
        assertThat(counts.get("skipped").asInt()).isEqualTo(1);
        assertThat(counts.fieldNames()).toIterable().as("the order of the app's verdict chips").containsExactly(
                "reproduced", "diverged", "unconfirmed", "failed", "skipped");
        JsonNode reportRuns = new ObjectMapper().readTree(report.toFile()).get("runs");

        server.enqueue(answer("out\n"));
        server.enqueue(answer("a\nb\n"));
        JsonNode json = json(check(logFile.toString(), "--replay", "--concurrency", "1", "--json"));
        assertThat(json.get("reproduced").asInt()).isEqualTo(1);
        assertThat(json.get("unconfirmed").asInt()).as("as the text and the report count it").isEqualTo(1);
        assertThat(json.get("seed_not_confirmed").asInt()).as("the unseeded run sent no seed to confirm").isZero();
        assertThat(json.get("skipped").asInt()).isEqualTo(1);
        assertThat(json.get("results")).extracting(run -> run.get("verdict").asText())
                .containsExactly("reproduced", "unconfirmed", "skipped");
        assertThat(reportRuns).extracting(run -> run.get("verdict").asText())
                .containsExactly("reproduced", "unconfirmed", "skipped");
    }

    @Test
    void aSavedMaskThatIsNotValidIsOneWarningAndTheReportUsesTheOtherSavedMasks() throws Exception {
        Path settings = dir.resolve("config").resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"masks\": [{\"name\": \"bad\", \"regex\": \"(\"}, "
                + "{\"name\": \"job\", \"regex\": \"job-[0-9]+\"}]}");
        writeLog(record("run-1", "print(1)", "verified", "job-1 done\n"));
        server.enqueue(answer("job-2 done\n"));
        Path report = dir.resolve("masks.json");

        Result result = check(logFile.toString(), "--replay", "--concurrency", "1", "--report", report.toString());

        assertThat(result.out()).contains("diverged           1");
        assertThat(result.err().lines().filter(line -> line.contains("warning"))).containsExactly("check: warning: "
                + "settings file " + settings + ": mask 'bad' (regex \"(\"): invalid regex (Unclosed group at index 1);"
                + " left out, the other masks apply");
        JsonNode run = new ObjectMapper().readTree(report.toFile()).get("runs").get(0);
        assertThat(run.get("classes").toString()).as("the saved mask that is valid applies").isEqualTo("[\"job\"]");
    }

    @Test
    void aReplayWhereNoRunCouldBeReplayedExitsThree() throws Exception {
        writeLog("{\"run_id\": \"r1\", \"template\": \"python\", \"seed\": \"bad\", \"stdout\": \"\"}",
                "{\"run_id\": \"r2\", \"template\": \"python\", \"code\": \"print(1)\", \"seed\": \"12\"}");

        Result text = check(logFile.toString(), "--replay");
        Result json = check(logFile.toString(), "--replay", "--json");

        assertThat(text.exit()).isEqualTo(3);
        assertThat(text.err()).contains("check: incomplete: none of the 2 selected runs was replayed");
        assertThat(json.exit()).isEqualTo(3);
        assertThat(json(json).get("skipped").asInt()).isEqualTo(2);
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void runsSkippedBecauseTheLogChangedDuringTheReplayExitThree() throws Exception {
        String first = Files.readAllLines(logFile).get(0);
        server.setDispatcher(new mockwebserver3.Dispatcher() {
            @Override
            public MockResponse dispatch(mockwebserver3.RecordedRequest request) {
                try {
                    Files.writeString(logFile, first + "\n");
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                return answer("out\n");
            }
        });

        Result result = check(logFile.toString(), "--replay", "--concurrency", "1");

        assertThat(result.exit()).as(result.out() + result.err()).isEqualTo(3);
        assertThat(result.out()).contains("reproduced         1", "cannot read the run from the log");
        assertThat(result.err()).contains("check: incomplete: 1 run could not be read back from the log");
    }

    @Test
    void aJournalDeletedDuringTheCheckIsWrittenAgainAndTheCheckSaysSo() throws Exception {
        Path journal = dir.resolve("rollouts.jsonl.replays.jsonl");
        AtomicInteger requests = new AtomicInteger();
        server.setDispatcher(new mockwebserver3.Dispatcher() {
            @Override
            public MockResponse dispatch(mockwebserver3.RecordedRequest request) {
                try {
                    if (requests.incrementAndGet() == 2) {
                        Files.delete(journal); // the first replay's line is in it by then
                    }
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                return answer("out\n");
            }
        });

        Result result = check(logFile.toString(), "--replay", "--concurrency", "1");

        assertThat(result.err()).containsOnlyOnce("check: warning: " + journal + " was deleted by another program while"
                + " the app had it open: it was written again with the 1 replay the app had journaled");
        assertThat(Files.readAllLines(journal)).hasSize(2);
    }

    @Test
    void repeatSendsEveryRunSeveralTimes() throws Exception {
        for (int i = 0; i < 2; i++) {
            server.enqueue(answer("out\n"));
        }

        Result result = check(logFile.toString(), "--replay", "--json", "--run", "run-1", "--repeat", "2");

        assertThat(result.exit()).isZero();
        JsonNode json = json(result);
        assertThat(json.get("runs").asInt()).isEqualTo(1);
        assertThat(json.get("results").get(0).get("replays")).hasSize(2);
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void offlineCheckFindsDivergedGroupsWithoutAnyRequest() throws Exception {
        writeLog(record("a", "rand()", "verified", "1"), record("b", "rand()", "verified", "2"),
                record("c", "rand()", "verified", "1"));

        Result result = check(logFile.toString(), "--json");

        assertThat(result.exit()).isEqualTo(1);
        JsonNode json = json(result);
        assertThat(json.get("diverged").asInt()).isEqualTo(3);
        assertThat(json.get("log_runs").asInt()).isEqualTo(3);
        assertThat(json.get("diverged_groups").asInt()).isEqualTo(1);
        assertThat(json.get("truncated").asBoolean()).isFalse();
        assertThat(json.get("groups").get(0).get("runs").toString()).isEqualTo("[\"a\",\"b\",\"c\"]");
        assertThat(json.get("groups").get(0).get("size").asInt()).isEqualTo(3);
        assertThat(json.get("groups").get(0).get("variants").asInt()).isEqualTo(2);
        assertThat(json.get("results").get(0).get("expected").asBoolean()).isFalse();
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void theTextSummaryGroupsThousandsAsItsHeadlineDoes() throws Exception {
        String[] records = new String[1200];
        for (int i = 0; i < records.length; i++) {
            records[i] = record("r" + i, "rand()", "verified", String.valueOf(i % 2));
        }
        writeLog(records);

        Result result = check(logFile.toString());

        assertThat(result.out()).contains("1,200 runs checked offline")
                .contains("  diverged       1,200   1,200 unexpected (original seed_ack verified)")
                .contains(": 1,200 runs, 2 different results").contains("Diverged (1,200):")
                .contains("\u2026 and 1,150 more (use --json for all)");
    }

    @Test
    void offlineExitCodesBeyondThe32BitRangeAndItsMinimumAreComparedExactly() throws Exception {
        writeLog(record("w1", "crash()", "verified", "", 3221225477L),
                record("w2", "crash()", "verified", "", 3221225478L),
                record("m1", "fail()", "verified", "", (long) Integer.MIN_VALUE),
                record("m2", "fail()", "verified", "", 0L));

        Result result = check(logFile.toString(), "--json");

        assertThat(result.exit()).isEqualTo(1);
        JsonNode json = json(result);
        assertThat(json.get("diverged").asInt()).isEqualTo(4);
        assertThat(json.get("diverged_groups").asInt()).isEqualTo(2);
        JsonNode results = json.get("results");
        assertThat(results.get(0).get("reason").asText())
                .contains("differs from w2 (line 2) in exit_code (3221225477 vs 3221225478)");
        assertThat(results.get(2).get("reason").asText()).contains("differs from m2 (line 4) in exit_code (-2147483648 vs 0)");
    }

    @Test
    void offlineAnExitCodeLoggedAsZeroAbsentOrAStringIsNoDivergence() throws Exception {
        Files.writeString(logFile, String.join("\n",
                "{\"run_id\":\"a\",\"template\":\"python\",\"code\":\"x\",\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\","
                        + "\"stdout\":\"ok\\n\",\"exit_code\":0}",
                "{\"run_id\":\"b\",\"template\":\"python\",\"code\":\"x\",\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\","
                        + "\"stdout\":\"ok\\n\"}",
                "{\"run_id\":\"c\",\"template\":\"python\",\"code\":\"x\",\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\","
                        + "\"stdout\":\"ok\\n\",\"exit_code\":\"0\"}") + "\n");

        Result result = check(logFile.toString(), "--json");

        assertThat(result.exit()).as(result.out()).isZero();
        assertThat(json(result).get("reproduced").asInt()).isEqualTo(3);
    }

    @Test
    void offlineEveryRunOfADivergedGroupSaysWhichRunItDiffersFromAndWhere() throws Exception {
        writeLog(record("a", "rand()", "verified", "1"), record("b", "rand()", "verified", "2"),
                record("c", "rand()", "verified", "1"));

        JsonNode results = json(check(logFile.toString(), "--json")).get("results");

        assertThat(results).hasSize(3);
        assertThat(results.get(0).get("reason").asText()).contains("differs from b (line 2) in stdout at line 1, column 1");
        assertThat(results.get(1).get("reason").asText()).contains("differs from a (line 1) in stdout at line 1, column 1");
        assertThat(results.get(2).get("reason").asText()).contains("differs from b (line 2) in stdout at line 1, column 1");
        assertThat(results).allSatisfy(result -> assertThat(result.get("first_divergence").get("stream").asText())
                .isEqualTo("stdout"));
    }

    /** Runs may share a key (a run_id per episode): the run compared with is named by its line too, as in diff's header. */
    @Test
    void offlineARunSharingItsKeyNamesTheRunItDiffersFromByItsLine() throws Exception {
        writeLog(record("ep", "rand()", "verified", "1"), record("ep", "rand()", "verified", "2"),
                record("ep", "rand()", "verified", "1"));

        Result result = check(logFile.toString());

        assertThat(result.out()).contains(
                "ep  line 1  seed_ack verified  UNEXPECTED  same template, code and seed as 2 other runs of the log, with "
                        + "different results; differs from ep (line 2) in stdout at line 1, column 1;",
                "ep  line 2  seed_ack verified  UNEXPECTED  same template, code and seed as 2 other runs of the log, with "
                        + "different results; differs from ep (line 1) in stdout at line 1, column 1;");
    }

    /** The in-process local sandbox (no endpoint) with its output limit lowered and raised from the command line. */
    @Test
    void maxOutputSetsTheLocalSandboxsLimitAndTheCutSaysTheLoggedOutputIsOverIt() throws Exception {
        variables.remove("COLLIMATE_ENDPOINT");
        variables.remove("COLLIMATE_API_KEY");
        Files.writeString(logFile, new ObjectMapper().writeValueAsString(Map.of("run_id", "big", "template", "python",
                "code", "import sys; sys.stdout.write('y' * 20000)", "seed", SEED, "seed_ack", "verified",
                "stdout", "y".repeat(20_000), "stderr", "", "exit_code", 0)) + "\n");

        Result low = check(logFile.toString(), "--replay", "--json", "--max-output", "16KiB");
        assertThat(low.exit()).as(low.err()).isEqualTo(3);
        assertThat(low.err()).contains("output limit 16 KiB, request limit 4 MiB");
        assertThat(json(low).get("results").get(0).get("reason").asText()).startsWith("no replay could be compared: "
                + "stopped at the sandbox's output limit of 16 KiB: the logged stdout (20,000 bytes) is larger")
                .contains("--max-output");

        Result high = check(logFile.toString(), "--replay", "--json", "--max-output", "64KiB", "--max-request", "1MiB");
        assertThat(high.exit()).as(high.err()).isZero();
        assertThat(json(high).get("results").get(0).get("verdict").asText()).isEqualTo("reproduced");
    }

    /** A replay the local sandbox stopped at a limit had an answer: the summary names the limit, not "no result". */
    @Test
    void replaysStoppedAtTheSandboxsLimitsAreCountedByTheLimitNotAsNoExecResult() throws Exception {
        variables.remove("COLLIMATE_ENDPOINT");
        variables.remove("COLLIMATE_API_KEY");
        ObjectMapper mapper = new ObjectMapper();
        Files.writeString(logFile, mapper.writeValueAsString(Map.of("run_id", "big", "template", "python",
                "code", "import sys; sys.stdout.write('y' * 20000)", "seed", SEED, "seed_ack", "verified",
                "stdout", "y", "stderr", "", "exit_code", 0)) + "\n"
                + mapper.writeValueAsString(Map.of("run_id", "slow", "template", "python",
                "code", "import time; time.sleep(30)", "seed", SEED, "seed_ack", "verified",
                "stdout", "", "stderr", "", "exit_code", 0, "timeout_s", 1)) + "\n");

        Path report = dir.resolve("limits.json");
        Result text = check(logFile.toString(), "--replay", "--max-output", "16KiB", "--report", report.toString());

        assertThat(text.exit()).as(text.err()).isEqualTo(3);
        assertThat(text.out()).contains("2 replays failed (1 stopped at the sandbox's output limit of 16 KiB, "
                + "1 timed out after 1 s)").doesNotContain("no exec result");
        assertThat(text.out()).contains("slow  line 2  seed_ack verified  no replay could be compared: timed out "
                + "after 1 s: the sandbox stopped the replay at its time limit");
        assertThat(text.err()).contains("check: incomplete: 2 replays failed (1 stopped at the sandbox's output limit "
                + "of 16 KiB, 1 timed out after 1 s); 2 runs failed");
        assertThat(new ObjectMapper().readTree(report.toFile()).get("notes").toString()).contains("2 replays failed "
                + "(1 stopped at the sandbox's output limit of 16 KiB, 1 timed out after 1 s).");
    }

    /** A script tells a replay cut at a limit from one that got no answer without reading the message. */
    @Test
    void jsonNamesTheSandboxLimitThatCutAReplayAndTheKindOfEveryFailure() throws Exception {
        server.enqueue(new MockResponse.Builder().code(200).body("{\"stdout\":\"\",\"stderr\":\"\",\"exit_code\":137,"
                + "\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\",\"timed_out\":true,\"time_limit_s\":2}")
                .build());
        server.enqueue(new MockResponse.Builder().code(200).body("{\"stdout\":\"a\\n\",\"stderr\":\"\",\"exit_code\":0,"
                + "\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\",\"truncated\":[\"stdout\"],\"output_limit\":2}")
                .build());

        Result result = check(logFile.toString(), "--replay", "--json", "--concurrency", "1");

        assertThat(result.exit()).as(result.err()).isEqualTo(3);
        JsonNode timedOut = json(result).get("results").get(0).get("replays").get(0);
        assertThat(timedOut.get("exit_code").isNull()).isTrue();
        assertThat(timedOut.get("error_kind").asText()).isEqualTo("timeout");
        assertThat(timedOut.get("sandbox_limit").asText()).isEqualTo("time");
        assertThat(timedOut.get("cause").asText()).isEqualTo("timed out after 2 s");
        assertThat(timedOut.get("error").asText()).startsWith("timed out after 2 s: the sandbox stopped the replay");
        JsonNode cut = json(result).get("results").get(1).get("replays").get(0);
        assertThat(cut.get("error_kind").asText()).isEqualTo("oversize");
        assertThat(cut.get("sandbox_limit").asText()).isEqualTo("output");
        assertThat(cut.get("cause").asText()).isEqualTo("stopped at the sandbox's output limit of 2 bytes");
        assertThat(result.err()).contains("2 replays failed (1 timed out after 2 s, 1 stopped at the sandbox's output "
                + "limit of 2 bytes)");
    }

    @Test
    void aReplayWithoutAnAnswerHasAnErrorKindAndNoSandboxLimit() throws Exception {
        server.enqueue(new MockResponse.Builder().code(400).body("{\"error\":\"bad template\"}").build());
        server.enqueue(answer("a\nb\n"));

        Result result = check(logFile.toString(), "--replay", "--json", "--concurrency", "1");

        JsonNode failed = json(result).get("results").get(0).get("replays").get(0);
        assertThat(failed.get("error_kind").asText()).isEqualTo("client-error");
        assertThat(failed.get("cause").asText()).isEqualTo("no exec result");
        assertThat(failed.get("sandbox_limit").isNull()).isTrue();
    }

    /** An endpoint that accepts the request and never answers fails the replay after --read-timeout, not 600 s. */
    @Test
    void readTimeoutBoundsTheWaitForAnAnswerThatNeverComes() throws Exception {
        server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
        Files.createDirectories(dir.resolve("config"));
        Files.writeString(dir.resolve("config").resolve(SettingsStore.FILE_NAME), "{\"max_retries\": 0}");
        long started = System.nanoTime();

        Result result = check(logFile.toString(), "--replay", "--run", "run-1", "--read-timeout", "1", "--json");

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(30));
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(result.exit()).isEqualTo(3);
        JsonNode replay = json(result).get("results").get(0).get("replays").get(0);
        assertThat(replay.get("error_kind").asText()).isEqualTo("timeout");
        assertThat(json(result).get("results").get(0).get("reason").asText())
                .contains("timed out: no answer within the read timeout of 1 s");
        assertThat(result.err()).contains("check: incomplete: ");
    }

    @Test
    void readTimeoutIsValidatedAndGoesWithReplay() {
        assertThat(check(logFile.toString(), "--replay", "--read-timeout", "0").err())
                .contains("--read-timeout must be 1 to 86400 seconds, not 0");
        assertThat(check(logFile.toString(), "--read-timeout", "5").err())
                .contains("--read-timeout goes with --replay");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void sandboxLimitsAreValidatedAndRefusedForARemoteEndpoint() {
        Result remote = check(logFile.toString(), "--replay", "--max-output", "64MiB");
        assertThat(remote.exit()).isEqualTo(2);
        assertThat(remote.err()).contains("--max-output sets the built-in local sandbox's limits, but the replays go to "
                + "http://");
        assertThat(server.getRequestCount()).isZero();

        Result bad = check(logFile.toString(), "--replay", "--max-output", "lots");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("--max-output", "'lots' is not a size: give bytes (1048576) or a number with "
                + "KiB, MiB or GiB (64MiB)");
        assertThat(check(logFile.toString(), "--replay", "--max-request", "2GiB").err())
                .contains("--max-request", "2GiB is over the largest allowed, 1 GiB");
        assertThat(check(logFile.toString(), "--max-output", "64MiB").err()).contains("--max-output goes with --replay");
    }

    @Test
    void aRunIdThatReadsAsHashLineWinsOverTheLineAndAnEmptyRunIdIsTheLine() throws Exception {
        // one program, three outputs: every selected run is a result (diverged)
        writeLog(record("5", "time()", "verified", "1\n"), record("", "time()", "verified", "2\n"),
                record("#1", "time()", "verified", "3\n"));

        JsonNode logged = json(check(logFile.toString(), "--run", "#1", "--json"));
        assertThat(logged.get("results")).extracting(result -> result.get("run").asText() + "@" + result.get("line"))
                .containsExactly("#1@3");
        JsonNode byLine = json(check(logFile.toString(), "--run", "#2", "--run", "5", "--json"));
        assertThat(byLine.get("results")).extracting(result -> result.get("run").asText() + "@" + result.get("line"))
                .as("the empty run_id is no key: the run is #2").containsExactly("5@1", "#2@2");
        assertThat(check(logFile.toString(), "--run", "").err()).contains("no run with key ''");
    }

    @Test
    void offlineSelectedRunsAreJudgedAgainstEveryRunOfTheLog() throws Exception {
        writeLog(record("t1", "time()", "verified", "100.1\n"), record("t2", "time()", "verified", "100.2\n"),
                record("t3", "time()", "verified", "100.1\n"), record("other", "print(2)", "verified", "2\n"));

        Result text = check(logFile.toString(), "--run", "t2");
        Result byLine = check(logFile.toString(), "--run", "#2", "--json");

        assertThat(text.exit()).isEqualTo(1);
        assertThat(text.out()).contains("1 selected run checked offline against all 4 runs of the log",
                "3 runs, 2 different results, UNEXPECTED (seed_ack verified): t1, t2, t3",
                "t2  line 2  seed_ack verified  UNEXPECTED", "differs from t1 (line 1) in stdout at line 1, column 5");
        assertThat(byLine.exit()).isEqualTo(1);
        JsonNode json = json(byLine);
        assertThat(json.get("runs").asInt()).isEqualTo(1);
        assertThat(json.get("log_runs").asInt()).isEqualTo(4);
        assertThat(json.get("diverged").asInt()).isEqualTo(1);
        assertThat(json.get("unexpected").asInt()).isEqualTo(1);
        assertThat(json.get("results")).hasSize(1);
        assertThat(json.get("results").get(0).get("run").asText()).isEqualTo("t2");
        assertThat(json.get("groups").get(0).get("runs").toString()).isEqualTo("[\"t1\",\"t2\",\"t3\"]");
    }

    @Test
    void offlineReportDiffsEachDivergedRunAgainstTheRunItWasComparedWith() throws Exception {
        writeLog(record("a", "rand()", "verified", "1"), record("b", "rand()", "verified", "2"),
                record("c", "rand()", "verified", "1"));
        Path report = dir.resolve("offline.json");

        Result result = check(logFile.toString(), "--report", report.toString());

        assertThat(result.exit()).isEqualTo(1);
        JsonNode runs = new ObjectMapper().readTree(report.toFile()).get("runs");
        assertThat(runs).hasSize(3);
        assertThat(runs.get(0).get("diffs").get(0).get("title").asText()).isEqualTo("stdout: this run vs b");
        assertThat(runs.get(1).get("diffs").get(0).get("title").asText()).isEqualTo("stdout: this run vs a");
        assertThat(runs.get(2).get("diffs").get(0).get("title").asText()).isEqualTo("stdout: this run vs b");
    }

    @Test
    void theReportShowsTheDiffsOfTheFirstDivergedRunsWithTheClassesTheCheckPrints() throws Exception {
        List<String> records = new ArrayList<>();
        int runs = CheckReportFile.MAX_RUNS_WITH_DIFFS + 2;
        for (int i = 0; i < runs; i++) {
            records.add(record("r" + i, "rand()", "verified", i % 2 == 0 ? "at 2026-11-30T10:00:0" + (i % 10) + "Z\n"
                    : "value " + i + "\n"));
        }
        writeLog(records.toArray(String[]::new));
        Path report = dir.resolve("capped.json");

        Result result = check(logFile.toString(), "--json", "--report", report.toString());

        assertThat(result.exit()).as(result.err()).isEqualTo(1);
        JsonNode printed = json(result).get("results");
        JsonNode written = new ObjectMapper().readTree(report.toFile());
        assertThat(written.get("runs")).hasSize(runs);
        List<Integer> withDiffs = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            JsonNode row = written.get("runs").get(i);
            if (!row.get("diffs").isEmpty()) {
                withDiffs.add(i);
                assertThat(row.get("classes")).as("run %d", i).isEqualTo(printed.get(i).get("classes"));
            }
        }
        assertThat(withDiffs).hasSize(CheckReportFile.MAX_RUNS_WITH_DIFFS).startsWith(0, 1, 2)
                .endsWith(CheckReportFile.MAX_RUNS_WITH_DIFFS - 1);
        assertThat(written.get("notes").toString()).contains("Diffs are shown for the first "
                + CheckReportFile.MAX_RUNS_WITH_DIFFS + " diverged runs.");
    }

    @Test
    void runningOutOfMemoryIsOneLineAndExitTwoNotAStackTrace() throws Exception {
        CheckEnvironment.LogOpener exhausted = (file, cancellation) -> {
            throw new OutOfMemoryError("Java heap space");
        };

        Result text = check(exhausted, logFile.toString());
        Result json = check(exhausted, logFile.toString(), "--json");

        assertThat(text.exit()).isEqualTo(2);
        assertThat(text.err().lines()).containsExactly("check: error: out of memory (Java heap space): give Java a "
                + "larger heap (java -Xmx4g -jar replay-inspector.jar …, or JAVA_TOOL_OPTIONS=-Xmx4g) or fewer runs");
        assertThat(text.out()).isEmpty();
        assertThat(json.exit()).isEqualTo(2);
        assertThat(json(json).get("error").asText()).startsWith("out of memory (Java heap space): give Java a larger heap");
    }

    @Test
    void anOfflineCheckThatComparedNothingPassesButSaysSo() {
        Result result = check(logFile.toString());
        Result selected = check(logFile.toString(), "--run", "run-1");

        assertThat(result.exit()).isZero();
        assertThat(result.out()).contains("2 runs checked offline", "unique             2   no other run with the same template");
        assertThat(result.err()).containsOnlyOnce("check: warning: nothing was compared: no two runs of the log share "
                + "template, code and seed; use --replay to replay them" + System.lineSeparator());
        assertThat(selected.exit()).isZero();
        assertThat(selected.err()).contains("check: warning: nothing was compared: no selected run shares template, "
                + "code and seed with another run of the log; use --replay to replay them");
    }

    @Test
    void anOfflineCheckThatComparedRunsSaysNothingMore() throws Exception {
        writeLog(record("a", "print(1)", "verified", "1"), record("b", "print(1)", "verified", "1"),
                record("c", "print(2)", "verified", "1"));

        Result result = check(logFile.toString());

        assertThat(result.exit()).isZero();
        assertThat(result.err()).doesNotContain("warning");
    }

    @Test
    void runSelectsByKeyOrByTheLineARunStartsAt() throws Exception {
        writeLog(record("run-1", "print(1)", "verified", "out\n"), record("run-2", "print(2)", "no-ack", "a\nb\n"),
                record("run-1", "print(3)", "verified", "c\n"));
        server.enqueue(answer("a\nb\n"));
        server.enqueue(answer("c\n"));

        Result byLine = check(logFile.toString(), "--replay", "--json", "--concurrency", "1", "--run", "#3",
                "--run", "run-2", "--run", "#2");
        Result missing = check(logFile.toString(), "--run", "#4", "--run", "nope");

        assertThat(byLine.exit()).as(byLine.err()).isZero();
        JsonNode results = json(byLine).get("results");
        assertThat(results).hasSize(2);
        assertThat(results.get(0).get("line").asLong()).isEqualTo(2);
        assertThat(results.get(1).get("line").asLong()).isEqualTo(3);
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("no run starts at line 4: the last run starts at line 3; no run with key "
                + "'nope' (3 runs;");
    }

    @Test
    void aLineWhoseRecordCouldNotBeReadIsSaidSoNotCalledNoRun() throws Exception {
        Files.writeString(logFile, record("run-1", "print(1)", "verified", "out\n") + "\n{\"run_id\": \"r2\", oops}\n");

        Result check = check(logFile.toString(), "--run", "#2");

        assertThat(check.exit()).isEqualTo(2);
        assertThat(check.err()).contains(logFile + ": the record at line 2 could not be read (expected a quoted key,"
                + " found 'o' (column 18))").doesNotContain("no run starts");
    }

    @Test
    void badArgumentsAndUnreadableLogsExitTwo() {
        assertThat(check(logFile.toString(), "--replay", "--repeat", "0").exit()).isEqualTo(2);
        Result unknownRun = check(logFile.toString(), "--run", "nope");
        assertThat(unknownRun.exit()).isEqualTo(2);
        assertThat(unknownRun.err()).contains("no run with key 'nope'");
        Result missing = check(dir.resolve("missing.jsonl").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("missing.jsonl: no such file");
        variables.put("COLLIMATE_ENDPOINT", "not a url");
        Result badUrl = check(logFile.toString(), "--replay");
        assertThat(badUrl.exit()).isEqualTo(2);
        assertThat(badUrl.err()).contains("endpoint from COLLIMATE_ENDPOINT is not an http(s) URL");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void theApiKeyAppearsNowhereAfterAWholeFailingBatch() throws Exception {
        String echo = "{\"error\":\"key " + KEY + " rejected\"}";
        server.enqueue(new MockResponse.Builder().code(500).body(echo).build());
        server.enqueue(new MockResponse.Builder().code(422).body(echo).build());
        server.enqueue(new MockResponse.Builder().code(401).body(echo).build());
        writeLog(record("r1", "a()", "verified", "x"), record("r2", "b()", "verified", "x"),
                record("r3", "c()", "verified", "x"), record("r4", "d()", "verified", "x"));
        Files.createDirectories(dir.resolve("config"));
        Files.writeString(dir.resolve("config").resolve("settings.json"), "{\"max_retries\": 0}");

        Result text = check(logFile.toString(), "--replay", "--concurrency", "1", "--run", "r1", "--run", "r2",
                "--report", dir.resolve("failing.html").toString());
        server.enqueue(new MockResponse.Builder().code(401).body(echo).build());
        Result json = check(logFile.toString(), "--replay", "--concurrency", "1", "--json");

        assertThat(text.exit()).isEqualTo(3);
        assertThat(json.exit()).isEqualTo(3);
        assertThat(json(json).get("stopped").asText()).contains("bad or missing API key");
        assertThat(json(json).get("not_replayed").asInt()).isEqualTo(3);
        assertThat(json(json).get("results")).singleElement().satisfies(run ->
                assertThat(run.get("reason").asText()).contains("bad or missing API key"));
        assertThat(json(json).get("cancelled").asBoolean()).isFalse();
        assertThat(text.out()).contains("***", "HTTP 422");
        String journal = Files.readString(dir.resolve("rollouts.jsonl.replays.jsonl"));
        assertThat(journal).contains("server-error", "client-error", "auth");
        for (String captured : List.of(text.out(), text.err(), json.out(), json.err(), journal)) {
            assertThat(captured).doesNotContain(KEY).doesNotContain("DO-NOT-LEAK");
        }
        try (var files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                assertThat(Files.readString(file)).as(file.toString()).doesNotContain(KEY);
            }
        }
    }

    /** Runs without a template or code are skipped by any replay: no sandbox is started for them. */
    @Test
    void noLocalSandboxStartsWhenNoSelectedRunCanBeReplayed() throws Exception {
        variables.clear();
        ObjectMapper mapper = new ObjectMapper();
        writeLog(mapper.writeValueAsString(Map.of("run_id", "no-template", "code", "echo hello", "stdout", "hello\n")),
                mapper.writeValueAsString(Map.of("run_id", "no-code", "template", "sh", "stdout", "hello\n")));

        Result result = check(logFile.toString(), "--replay", "--json");

        assertThat(result.err()).contains("backend: built-in local sandbox (no endpoint configured); not started: "
                + "none of the selected runs can be replayed").doesNotContain("127.0.0.1");
        assertThat(json(result).get("skipped").asInt()).isEqualTo(2);
        assertThat(json(result).get("replayed").asInt()).isZero();
    }

    @Test
    void withoutAnyEndpointReplaysOnTheBuiltInLocalSandbox() throws Exception {
        variables.clear();
        ObjectMapper mapper = new ObjectMapper();
        writeLog(mapper.writeValueAsString(Map.of("run_id", "echo", "template", "sh", "code", "echo hello",
                "seed", SEED, "stdout", "hello\n", "stderr", "", "exit_code", 0, "seed_ack", "off")));

        Result result = check(logFile.toString(), "--replay", "--json");

        assertThat(result.err()).contains("backend: built-in local sandbox at http://127.0.0.1:");
        JsonNode run = json(result).get("results").get(0);
        assertThat(run.get("replays").get(0).get("identical").asBoolean()).as(result.out()).isTrue();
        assertThat(run.get("replays").get(0).get("exit_code").asInt()).isZero();
        // sh does not confirm seeds (seed_ack off): identical output cannot show the run is reproducible
        assertThat(run.get("verdict").asText()).isEqualTo("unconfirmed");
        assertThat(result.exit()).isEqualTo(3);
    }

    @Test
    void unreadableRecordsMakeTheCheckIncompleteAndTheRestIsChecked() throws Exception {
        writeLog(record("run-1", "print(1)", "verified", "out\n"), "{\"run_id\": \"cut",
                record("run-3", "print(1)", "verified", "out\n"));
        Path report = dir.resolve("check.json");

        Result result = check(logFile.toString(), "--json", "--report", report.toString());
        Result text = check(logFile.toString());

        String why = "1 record could not be read (first: line 2: the line ends inside a string (column 16))";
        assertThat(result.exit()).isEqualTo(3);
        assertThat(result.err()).contains("check: incomplete: " + why);
        JsonNode json = json(result);
        assertThat(json.get("runs").asInt()).isEqualTo(2);
        assertThat(json.get("reproduced").asInt()).isEqualTo(2);
        assertThat(json.get("error_count").asLong()).isEqualTo(1);
        assertThat(json.get("errors").toString())
                .isEqualTo("[{\"line\":2,\"message\":\"the line ends inside a string (column 16)\"}]");
        assertThat(new ObjectMapper().readTree(report.toFile()).get("notes").toString())
                .contains("Incomplete: " + why + "; they are not checked.");
        assertThat(text.exit()).isEqualTo(3);
        assertThat(text.out().lines().toList().get(1))
                .isEqualTo("Incomplete: " + why + "; they are not checked (the summary command lists them)");
        assertThat(text.err()).contains("check: incomplete: " + why).doesNotContain("warning:");
    }

    /** The run of a field of a wrong type is checked as read without it; the check says which field on which line. */
    @Test
    void aFieldOfAWrongTypeIsAWarningAndItsRunIsChecked() throws Exception {
        writeLog(record("run-1", "print(1)", "verified", "out\n"),
                record("run-2", "print(1)", "verified", "out\n").replaceFirst("\\{", "{\"step\": \"x\", "));

        Result json = check(logFile.toString(), "--json");
        Result text = check(logFile.toString());

        assertThat(json(json).get("runs").asInt()).isEqualTo(2);
        assertThat(json(json).get("error_count").asLong()).isZero();
        assertThat(json(json).get("warnings").toString()).isEqualTo("[{\"line\":2,\"message\":\"field \\\"step\\\": "
                + "expected an integer of up to 18 digits, found a string; it counts as absent (kept as an extra)\"}]");
        assertThat(text.out().lines().toList().get(1)).isEqualTo("Warning: 1 field has a value of a type it cannot "
                + "use (first: line 2: field \"step\": expected an integer of up to 18 digits, found a string; it counts "
                + "as absent (kept as an extra)); such runs are checked without it (the summary command lists them)");
    }

    @Test
    void aLogOfManyGarbageLinesAndOneRunDoesNotPass() throws Exception {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 250; i++) {
            lines.add("garbage " + i);
        }
        lines.add(record("run-1", "print(1)", "verified", "out\n"));
        writeLog(lines.toArray(String[]::new));

        Result result = check(logFile.toString(), "--json");

        assertThat(result.exit()).isEqualTo(3);
        assertThat(result.err()).contains("check: incomplete: 250 records could not be read (first: line 1: "
                + "not a JSON object: expected '{', found 'g' (column 1))");
        JsonNode json = json(result);
        assertThat(json.get("error_count").asLong()).isEqualTo(250);
        assertThat(json.get("errors")).hasSize(100);
        assertThat(json.get("errors").get(99).get("line").asLong()).isEqualTo(100);
    }

    @Test
    void aDivergenceOutranksUnreadableRecords() throws Exception {
        writeLog(record("run-1", "print(1)", "verified", "out\n"), "oops",
                record("run-3", "print(1)", "verified", "other\n"));

        Result result = check(logFile.toString(), "--json");

        assertThat(result.exit()).isEqualTo(1);
        assertThat(json(result).get("diverged").asInt()).isEqualTo(2);
        assertThat(json(result).get("error_count").asLong()).isEqualTo(1);
        assertThat(result.err()).contains("check: incomplete: 1 record could not be read (first: line 2: ");
    }

    @Test
    void unreadableRecordsMakeAReplayCheckIncompleteToo() throws Exception {
        writeLog(record("run-1", "print(1)", "verified", "out\n"), "[]");
        server.enqueue(answer("out\n"));

        Result result = check(logFile.toString(), "--replay", "--json");

        assertThat(json(result).get("reproduced").asInt()).as(result.err()).isEqualTo(1);
        assertThat(result.exit()).isEqualTo(3);
        assertThat(result.err()).contains("check: incomplete: 1 record could not be read (first: line 2: "
                + "the record is an array, not a JSON object)");
    }

    @Test
    void reportHasSideBySideDiffsOfDivergedRunsFromTheJournal() throws Exception {
        server.enqueue(answer("out\n"));
        server.enqueue(answer("a\nc\n"));
        Path html = dir.resolve("reports").resolve("check.html");
        Path json = dir.resolve("check.json");

        Result replayed = check(logFile.toString(), "--replay", "--concurrency", "1", "--report", html.toString());
        Result offline = check(logFile.toString(), "--report", json.toString());

        assertThat(replayed.exit()).isEqualTo(1);
        assertThat(replayed.err()).contains("report: " + html + " (created the folder " + html.getParent() + ")");
        assertThat(offline.err()).contains("report: " + json + "\n");
        assertThat(Files.getPosixFilePermissions(html)).as("the permissions of any new file (the umask's)")
                .isEqualTo(Files.getPosixFilePermissions(Files.createFile(dir.resolve("any-new-file"))));
        assertThat(Files.list(html.getParent())).as("no temporary file left").hasSize(1);
        assertThat(Files.readString(html)).contains("<h2 id=\"line-2\">run-2 <span class=\"meta\">line 2</span></h2>", "stdout: original vs replay 1",
                "Replay: 2 runs selected, 2 replayed against " + server.url("/"),
                "<span class=\"chip verdict-unexpected\">diverged — unexpected</span></td><td class=\"num\">0</td>",
                "<span class=\"chip verdict-expected\">diverged — expected</span></td><td class=\"num\">1</td>");
        assertThat(offline.exit()).isZero();
        JsonNode report = new ObjectMapper().readTree(json.toFile());
        assertThat(report.get("notes").get(0).asText()).startsWith("Offline check");
        assertThat(report.get("verdict_counts").get("skipped").asInt()).isEqualTo(2);
    }

    @Test
    void aReportNeverReplacesTheLogItsJournalOrAFolder() throws Exception {
        String log = Files.readString(logFile);
        Files.createDirectories(dir.resolve("sub"));
        Result onFutureJournal = check(logFile.toString(), "--replay", "--report",
                dir.resolve("sub").resolve("..").resolve("Rollouts.JSONL.replays.jsonl").toString());
        Path journal = dir.resolve("rollouts.jsonl.replays.jsonl");
        Files.writeString(journal, "");

        Result onLog = check(logFile.toString(), "--report", dir.resolve(".").resolve("rollouts.jsonl").toString());
        Result onJournal = check(logFile.toString(), "--replay", "--report", journal.toString());
        Result onFolder = check(logFile.toString(), "--report", dir.toString());

        assertThat(onLog.exit()).isEqualTo(2);
        assertThat(onLog.err()).contains("the log itself");
        assertThat(onFutureJournal.exit()).isEqualTo(2);
        assertThat(onFutureJournal.err()).as("not there yet, another case, through ..").contains("the log's replay journal");
        assertThat(onJournal.exit()).isEqualTo(2);
        assertThat(onJournal.err()).contains("the log's replay journal");
        assertThat(onFolder.exit()).isEqualTo(2);
        assertThat(onFolder.err()).contains("that is a folder");
        assertThat(Files.readString(logFile)).isEqualTo(log);
        assertThat(Files.readString(journal)).isEmpty();
        assertThat(server.getRequestCount()).as("refused before any replay").isZero();
    }

    @Test
    void anUnusableEndpointSaysWhereItWasSetAndPointsToTheHelpOnlyForTheOption() throws Exception {
        Path settings = dir.resolve("config").resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"endpoint\": \"htp://stored.example\"}");
        variables.remove("COLLIMATE_ENDPOINT");
        Result fromSettings = check(logFile.toString(), "--replay");
        Result fromSettingsJson = check(logFile.toString(), "--replay", "--json");
        variables.put("COLLIMATE_ENDPOINT", "htp://env.example");
        Result fromVariable = check(logFile.toString(), "--replay");
        Result fromOption = check(logFile.toString(), "--replay", "--endpoint", "htp://option.example");

        assertThat(fromSettings.exit()).isEqualTo(2);
        assertThat(fromSettings.err().lines()).containsExactly("check: error: endpoint from the settings file is not"
                + " an http(s) URL: htp://stored.example; correct it in " + settings + " (File → Settings in the app)");
        assertThat(fromSettingsJson.exit()).isEqualTo(2);
        assertThat(fromSettingsJson.out()).contains("\"error\":\"endpoint from the settings file is not an http(s)"
                + " URL: htp://stored.example; correct it in ");
        assertThat(fromVariable.exit()).isEqualTo(2);
        assertThat(fromVariable.err().lines()).containsExactly("check: error: endpoint from COLLIMATE_ENDPOINT is not"
                + " an http(s) URL: htp://env.example; correct COLLIMATE_ENDPOINT in the environment, or unset it");
        assertThat(fromOption.exit()).isEqualTo(2);
        assertThat(fromOption.err().lines()).containsExactly("check: error: endpoint from --endpoint is not an"
                + " http(s) URL: htp://option.example", "Try 'check --help'.");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void anApiKeyPastedIntoTheEndpointIsInNoMessage() throws Exception {
        Path settings = dir.resolve("config").resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"endpoint\": \"https://api.example/" + KEY + "\", \"api_key\": \"" + KEY
                + "\"}");
        List<Result> results = new ArrayList<>();
        results.add(check(logFile.toString(), "--replay", "--endpoint", server.url("/" + KEY).toString()));
        results.add(check(logFile.toString(), "--replay", "--json", "--endpoint", "htp://" + KEY));
        variables.put("COLLIMATE_ENDPOINT", server.url("/").toString() + "?key=" + KEY);
        results.add(check(logFile.toString(), "--replay", "--max-output", "1M"));
        variables.remove("COLLIMATE_ENDPOINT");
        variables.remove("COLLIMATE_API_KEY");
        results.add(check(logFile.toString(), "--replay", "--json"));

        for (Result result : results) {
            assertThat(result.exit()).isEqualTo(2);
            assertThat(result.out() + result.err()).contains("holds the API key").doesNotContain(KEY);
        }
        assertThat(results.get(3).err()).contains("check: error: endpoint from the settings file holds the API key:"
                + " give only the exec API's URL there; the key goes in COLLIMATE_API_KEY or Settings; correct it in "
                + settings);
        assertThat(server.getRequestCount()).isZero();
        assertThat(dir.resolve("rollouts.jsonl.replays.jsonl")).as("no journal was started").doesNotExist();
    }

    @Test
    void aSettingsFileThatIsNotJsonShowsNoneOfItsTextInTheErrorOrTheJson() throws Exception {
        Path settings = dir.resolve("config").resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(settings.getParent());
        String secret = "sk_live_SECRET1234567890";
        for (String broken : List.of("{\"endpoint\":\"https://x\",\"api_key\": " + secret + "}",
                "{\"endpoint\":\"https://x\",\n \"api_key\": \"" + secret,
                "{\"endpoint\":\"https://x\",\"api_key\": \"" + secret + "\",}")) {
            Files.writeString(settings, broken);

            Result text = check(logFile.toString(), "--replay");
            Result json = check(logFile.toString(), "--replay", "--json");

            assertThat(text.exit()).isEqualTo(2);
            assertThat(text.err()).contains(settings + ": settings file is not valid JSON at line ");
            assertThat(json.exit()).isEqualTo(2);
            for (String captured : List.of(text.out(), text.err(), json.out(), json.err())) {
                assertThat(captured).doesNotContain("SECRET", "sk_live", "1234567890", "Unrecognized token");
            }
        }
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aBadValueOfAGuiSettingIsAWarningNotAFailedReplay() throws Exception {
        Path settings = dir.resolve("config").resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"theme\": \"PURPLE\", \"concurrency\": 1}");
        server.enqueue(answer("out\n"));
        server.enqueue(answer("a\nb\n"));

        Result result = check(logFile.toString(), "--replay");

        assertThat(result.exit()).isZero();
        assertThat(result.err().lines().filter(line -> line.contains("settings"))).containsExactly("check: warning: "
                + "settings file " + settings + ": 'theme' at line 1, column 11 has an unknown value 'PURPLE' (known: LIGHT, DARK, SYSTEM);"
                + " using the default");
        assertThat(result.err()).doesNotContain("Settings$", "Enum", "collimate.inspector");
    }

    @Test
    void aReportPathEndingInASeparatorOrEmptyIsRefusedBeforeAnyWork() {
        String folder = dir.resolve("rdir") + File.separator;

        Result toFolder = check(logFile.toString(), "--report", folder);
        Result empty = check(logFile.toString(), "--report", "");

        assertThat(toFolder.exit()).isEqualTo(2);
        assertThat(toFolder.err()).contains("--report: '" + folder + "' ends with a separator, so it names a folder;"
                + " give a file name, e.g. " + folder + "report.html");
        assertThat(dir.resolve("rdir")).doesNotExist();
        assertThat(empty.exit()).isEqualTo(2);
        assertThat(empty.err()).contains("--report: an empty path; give a file name").doesNotContain("that is a folder");
    }

    @Test
    void aReportThatCannotBeWrittenThereIsRefusedBeforeAnyReplay() throws Exception {
        Path blocker = dir.resolve("not-a-folder");
        Files.writeString(blocker, "");

        Result underAFile = check(logFile.toString(), "--replay", "--json", "--report",
                blocker.resolve("sub").resolve("check.html").toString());
        Result inProc = check(logFile.toString(), "--replay", "--json", "--report", "/proc/nope/x.html");

        assertThat(underAFile.exit()).isEqualTo(2);
        assertThat(underAFile.err()).contains("--report " + blocker.resolve("sub").resolve("check.html") + ": "
                + blocker + " is a file, not a folder").doesNotContain(".probe", "Exception");
        assertThat(json(underAFile).get("error").asText()).contains("is a file, not a folder");
        assertThat(json(underAFile).get("file").asText()).isEqualTo(logFile.toString());
        assertThat(inProc.exit()).isEqualTo(2);
        assertThat(inProc.err()).contains("--report /proc/nope/x.html: cannot create the folder /proc/nope (in /proc: ");
        assertThat(json(inProc).get("error").asText()).contains("cannot create the folder /proc/nope");
        assertThat(server.getRequestCount()).as("refused before any replay").isZero();
        assertThat(dir.resolve("rollouts.jsonl.replays.jsonl")).as("nor any journal").doesNotExist();
        try (var left = Files.list(dir)) {
            assertThat(left.map(path -> path.getFileName().toString())).as("the probe leaves nothing")
                    .containsExactlyInAnyOrder("rollouts.jsonl", "not-a-folder");
        }
    }

    @Test
    void aReportThatCannotBeWrittenInTheEndStillPrintsTheResultsWithTheError() throws Exception {
        Path folder = dir.resolve("reports");
        // the folder can be made when the check starts, and a file takes its place while the log is read
        CheckEnvironment.LogOpener openAndBlock = (file, cancellation) -> {
            try {
                Files.writeString(folder, "");
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return CheckEnvironment.openLog(file, cancellation);
        };

        Result result = check(openAndBlock, logFile.toString(), "--json", "--report", folder.resolve("check.html").toString());

        assertThat(result.exit()).isEqualTo(2);
        String error = "cannot write the report " + folder.resolve("check.html") + ": a file of that name is in the way";
        assertThat(result.err()).contains("check: error: " + error).doesNotContain(".tmp", "Exception");
        assertThat(result.out().lines()).hasSize(1);
        JsonNode json = json(result);
        assertThat(json.get("error").asText()).isEqualTo(error);
        assertThat(json.get("runs").asInt()).as("the results all the same").isEqualTo(2);
    }

    @Test
    void aReportThatCanBeWrittenGivesNoErrorField() throws Exception {
        Result result = check(logFile.toString(), "--json", "--report", dir.resolve("new").resolve("r.json").toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(json(result).has("error")).isFalse();
        assertThat(result.err()).contains("(created the folder " + dir.resolve("new") + ")");
    }

    @Test
    void skippedRunsAreAllCountedWhenTheirReasonsAreMany() throws Exception {
        List<String> records = new ArrayList<>();
        for (int i = 0; i < MAX_REASONS_PLUS_TWO; i++) {
            records.add("{\"run_id\": \"r" + i + "\", \"template\": \"python\", \"code\": \"print(1)\", "
                    + "\"seed\": \"bad-" + i + "\", \"seed_ack\": \"verified\", \"stdout\": \"\"}");
        }
        writeLog(records.toArray(String[]::new));

        Result result = check(logFile.toString(), "--replay");

        assertThat(result.out()).contains("Skipped (" + MAX_REASONS_PLUS_TWO + "):",
                "\u2026 and 2 more for 2 other reasons");
        assertThat(result.out()).as("each reason names its runs").containsPattern(" +1  .*: r0\\R");
        assertThat(server.getRequestCount()).isZero();
    }

    private static final int MAX_REASONS_PLUS_TWO = CheckTextWriter.MAX_REASONS + 2;

    @Test
    void anUnreachableEndpointStopsTheBatchAndListsOnlyTheRunsItTried() throws Exception {
        List<String> records = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            records.add(record("r" + i, "print(" + i + ")", "verified", "out\n"));
        }
        writeLog(records.toArray(String[]::new));
        String endpoint = closedEndpoint();

        Path report = dir.resolve("down.json");
        Result json = check(logFile.toString(), "--replay", "--json", "--endpoint", endpoint, "--report",
                report.toString());
        Result text = check(logFile.toString(), "--replay", "--endpoint", endpoint);

        assertThat(json.exit()).as(json.err()).isEqualTo(3);
        JsonNode result = json(json);
        assertThat(result.get("stopped").asText()).contains("cannot reach " + endpoint);
        assertThat(result.get("failed").asInt()).isEqualTo(300);
        int tried = result.get("results").size();
        assertThat(tried).as("only the runs whose replay was tried").isBetween(1, 20);
        assertThat(result.get("not_replayed").asInt()).isEqualTo(300 - tried);
        assertThat(result.get("results")).allSatisfy(run -> assertThat(run.get("replays")).isNotEmpty());
        assertThat(json.out().length()).isLessThan(10_000);
        JsonNode written = new ObjectMapper().readTree(report.toFile());
        assertThat(written.get("runs")).hasSize(tried);
        assertThat(written.get("notes").toString()).contains((300 - tried) + " runs not replayed (counted as failed); "
                + "the table leaves them out");
        assertThat(text.exit()).isEqualTo(3);
        assertThat(text.out()).containsPattern("Stopped early \\(cannot reach .*\\): [0-9]+ runs not replayed \\(counted as "
                + "failed\\)").doesNotContain("not replayed: the batch stopped");
    }

    @Test
    void aBatchThatStopsAtItsLastRunCountsNoRunAsNotReplayed() throws Exception {
        writeLog(record("r0", "print(0)", "verified", "out\n"));
        Path report = dir.resolve("down.json");

        Result text = check(logFile.toString(), "--replay", "--endpoint", closedEndpoint(), "--report",
                report.toString());

        assertThat(text.exit()).isEqualTo(3);
        assertThat(text.out()).containsPattern("Stopped early \\(cannot reach .*: connection refused\\)\\R")
                .doesNotContain("not replayed");
        assertThat(new ObjectMapper().readTree(report.toFile()).get("notes").toString())
                .containsPattern("Stopped early \\(cannot reach [^)]*\\)\\.").doesNotContain("leaves them out");
    }

    /** A loopback URL whose port nothing listens on: connection refused. */
    private static String closedEndpoint() throws IOException {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            return "http://127.0.0.1:" + socket.getLocalPort() + "/";
        }
    }

    @Test
    void resumeReplaysOnlyTheRunsTheJournalHasNoAnswerFor() throws Exception {
        server.enqueue(answer("out\n"));
        server.enqueue(new MockResponse.Builder().code(400).body("{\"error\": \"bad request\"}").build());
        Result interrupted = check(logFile.toString(), "--replay", "--concurrency", "1");
        server.enqueue(answer("a\nb\n"));
        Result resumed = check(logFile.toString(), "--replay", "--resume", "--json");
        Path reportFile = dir.resolve("resumed.json");
        Result resumedAgain = check(logFile.toString(), "--replay", "--resume", "--report", reportFile.toString());

        assertThat(interrupted.exit()).as(interrupted.err()).isEqualTo(3);
        assertThat(resumed.exit()).as(resumed.err()).isEqualTo(0);
        assertThat(server.getRequestCount()).as("run-1 is not replayed again").isEqualTo(3);
        assertThat(resumedAgain.exit()).as("the failed replay answered since: " + resumedAgain.err()).isZero();
        assertThat(resumed.err()).contains("resume: 1 of 2 runs already have their replays in the journal; replaying 1");
        JsonNode report = json(resumed);
        assertThat(report.get("runs").asInt()).isEqualTo(2);
        assertThat(report.get("replayed").asInt()).as("run-2, replayed now").isEqualTo(1);
        assertThat(report.get("from_journal").asInt()).as("run-1, judged from the journal").isEqualTo(1);
        assertThat(report.get("reproduced").asInt()).isEqualTo(2);
        assertThat(resumedAgain.out()).contains(": 2 runs selected, none replayed now: all judged from the replays of "
                + server.url("/") + " (from COLLIMATE_ENDPOINT, API key set) already in the journal");
        assertThat(resumedAgain.err()).contains("resume: nothing to replay: the journal already has the replays of all"
                + " 2 selected runs; no backend started").doesNotContain("backend: ", "replayed 0/0");
        assertThat(new ObjectMapper().readTree(reportFile.toFile()).get("notes").get(0).asText()).isEqualTo("Replay: 2 "
                + "runs selected, none replayed now: all judged from the replays of " + server.url("/")
                + " (from COLLIMATE_ENDPOINT, API key set) already in the journal.");
        assertThat(report.get("results").get(0).get("run").asText()).isEqualTo("run-1");
        assertThat(report.get("results").get(0).get("replays").get(0).get("attempt").asInt()).isEqualTo(1);
    }

    @Test
    void resumeCountsOnlyReplaysOfTheSameBackendAndAsManyAsRepeat() throws Exception {
        server.enqueue(answer("out\n"));
        server.enqueue(answer("a\nb\n"));
        check(logFile.toString(), "--replay");
        variables.put("COLLIMATE_ENDPOINT", server.url("/other/").toString());
        for (int i = 0; i < 2; i++) {
            server.enqueue(answer("out\n"));
            server.enqueue(answer("a\nb\n"));
        }
        Result otherBackend = check(logFile.toString(), "--replay", "--resume");
        for (int i = 0; i < 4; i++) {
            server.enqueue(answer(i % 2 == 0 ? "out\n" : "a\nb\n"));
        }
        Result moreRepeats = check(logFile.toString(), "--replay", "--resume", "--repeat", "2", "--concurrency", "1");

        assertThat(otherBackend.err()).contains("resume: 0 of 2 runs");
        assertThat(moreRepeats.err()).as("one replay each from /other/, two asked for").contains("resume: 0 of 2 runs");
        assertThat(server.getRequestCount()).isEqualTo(2 + 2 + 4);
        Result withoutReplay = check(logFile.toString(), "--resume", "--repeat", "2", "--endpoint", "http://x.invalid");
        assertThat(withoutReplay.exit()).isEqualTo(2);
        assertThat(withoutReplay.err()).contains("--endpoint, --repeat, --resume go with --replay");
    }

    @Test
    void aLogOfOneRunIsCountedInTheSingular() throws Exception {
        writeLog(record("only", "print(1)", "verified", "out\n"));

        Result offline = check(logFile.toString());
        Result unknown = check(logFile.toString(), "--run", "nope");

        assertThat(offline.out()).contains(": 1 run checked offline (").doesNotContain("1 runs");
        assertThat(unknown.err()).contains("no run with key 'nope' (1 run; --run takes");
    }

    @Test
    void aLogWithoutRunsIsNotAPass() throws Exception {
        Files.writeString(logFile, "\n\n");

        Result offline = check(logFile.toString());
        Result replayed = check(logFile.toString(), "--replay", "--json");

        assertThat(offline.exit()).as(offline.err()).isEqualTo(3);
        assertThat(offline.err()).contains("check: incomplete: the log holds no runs: nothing was checked");
        assertThat(replayed.exit()).as(replayed.err()).isEqualTo(3);
        assertThat(json(replayed).get("runs").asInt()).isZero();
        assertThat(server.getRequestCount()).isZero();
        assertThat(dir.resolve("rollouts.jsonl.replays.jsonl")).as("no journal for nothing").doesNotExist();
    }

    @Test
    void everyErrorIsAJsonLineTooWithJson() throws Exception {
        Result unknownRun = check(logFile.toString(), "--json", "--run", "nope");
        Files.createDirectory(dir.resolve("rollouts.jsonl.replays.jsonl"));
        Files.writeString(dir.resolve("data"), "a file where the data folder should be");
        Result noJournal = check(logFile.toString(), "--replay", "--json");

        assertThat(unknownRun.exit()).isEqualTo(2);
        assertThat(json(unknownRun).get("error").asText()).contains("no run with key 'nope'");
        assertThat(json(unknownRun).get("file").asText()).isEqualTo(logFile.toString());
        assertThat(noJournal.exit()).as(noJournal.err()).isEqualTo(2);
        assertThat(noJournal.out().lines()).hasSize(1);
        assertThat(json(noJournal).get("error").asText()).isNotBlank();
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aCancelDuringAnOfflineCheckGivesThePartialResultAsDuringAReplay() throws Exception {
        writeLog(record("t1", "print(time())", "verified", "1\n"), record("t2", "print(time())", "verified", "2\n"));
        // the cancel a Ctrl+C makes, once the log is open
        CheckEnvironment.LogOpener openThenCancel = (file, cancellation) -> {
            var log = CheckEnvironment.openLog(file, cancellation);
            cancellation.cancel();
            return log;
        };

        Result offline = check(openThenCancel, logFile.toString(), "--json", "--report", dir.resolve("r.json").toString());
        Result replay = check(openThenCancel, logFile.toString(), "--json", "--replay");

        for (Result result : List.of(offline, replay)) {
            assertThat(result.out().lines()).hasSize(1);
            JsonNode json = json(result);
            assertThat(json.has("error")).as(result.out()).isFalse();
            assertThat(json.get("cancelled").asBoolean()).isTrue();
            assertThat(json.get("runs").asInt()).isEqualTo(2);
            assertThat(result.err()).contains("check: incomplete: cancelled");
        }
        assertThat(json(offline).get("skipped").asInt()).as("not read").isEqualTo(2);
        assertThat(json(replay).get("not_replayed").asInt()).isEqualTo(2);
        assertThat(json(replay).get("results")).as("counted, not listed one by one").isEmpty();
        JsonNode report = new ObjectMapper().readTree(dir.resolve("r.json").toFile());
        assertThat(report.get("notes").toString()).contains("Cancelled: only the runs read before the cancel");
    }

    @Test
    void aCancelWhileTheLogIsReadIsSaidOnStderrAndInJson() throws Exception {
        CheckEnvironment.LogOpener cancelled = (file, cancellation) -> {
            cancellation.cancel();
            throw new java.util.concurrent.CancellationException("cancelled");
        };

        Result result = check(cancelled, logFile.toString(), "--json");

        assertThat(result.err()).contains("check: error: cancelled before any run was checked (while the log was"
                + " being read)");
        assertThat(json(result).get("error").asText()).isEqualTo("cancelled before any run was checked (while the log"
                + " was being read)");
        assertThat(json(result).get("file").asText()).isEqualTo(logFile.toString());
    }

    @Test
    void theJsonReportNamesRunsAndDivergencesAsCheckJsonDoes() throws Exception {
        writeLog(record("e1", "exit()", "verified", "same\n", 0L), record("e2", "exit()", "verified", "same\n", 1L));
        Path reportFile = dir.resolve("r.json");

        Result result = check(logFile.toString(), "--json", "--report", reportFile.toString());

        assertThat(result.exit()).as(result.err()).isEqualTo(1);
        JsonNode fromJson = json(result).get("results").get(1);
        JsonNode fromReport = new ObjectMapper().readTree(reportFile.toFile()).get("runs").get(1);
        for (String field : List.of("run", "line", "seed_ack", "verdict", "expected", "reason")) {
            assertThat(fromReport.get(field)).as(field).isEqualTo(fromJson.get(field));
        }
        assertThat(fromJson.get("first_divergence").get("stream").asText()).isEqualTo("exit_code");
        for (String field : List.of("stream", "line", "column")) {
            assertThat(fromReport.get("first_divergence").get(field)).as(field)
                    .isEqualTo(fromJson.get("first_divergence").get(field));
        }
    }

    @Test
    void anUnreadableLogIsAJsonLineTooWithJson() throws Exception {
        Path missing = dir.resolve("missing.jsonl");

        Result result = check(missing.toString(), "--json");

        assertThat(result.exit()).isEqualTo(2);
        JsonNode line = new ObjectMapper().readTree(result.out());
        assertThat(line.get("file").asText()).isEqualTo(missing.toString());
        assertThat(line.get("error").asText()).contains("no such file");
    }

    @Test
    void aDivergenceOnlyInATimestampSaysSoAndIsEqualAfterMasks() throws Exception {
        writeLog(record("clock", "print(now())", "verified", "started 2026-11-30T10:00:00.123Z\nok\n"));
        server.enqueue(answer("started 2026-11-30T11:22:33.456Z\nok\n"));

        Result result = check(logFile.toString(), "--replay", "--json");

        assertThat(result.exit()).as(result.err()).isEqualTo(1);
        JsonNode run = json(result).get("results").get(0);
        assertThat(run.get("verdict").asText()).isEqualTo("diverged");
        assertThat(run.get("classes").toString()).isEqualTo("[\"timestamp\"]");
        assertThat(run.get("equal_after_masks").asBoolean()).isTrue();
        assertThat(run.fieldNames()).toIterable().endsWith("first_divergence", "classes", "equal_after_masks");

        Result text = check(logFile.toString(), "--replay", "--resume");
        assertThat(text.out()).contains("replay 1 differs in stdout at line 1, column 21",
                "unexpected: the original seed_ack was verified \u2014 timestamp, equal after masks");
    }

    @Test
    void aDivergenceOnlyInAProgressBarsRedrawsIsProgressAndEqualAfterMasks() throws Exception {
        writeLog(record("train", "for _ in tqdm(range(3)): step()", "verified",
                "\r  0%|          | 0/3 [00:00<?, ?it/s]\r 33%|###3      | 1/3 [00:00<00:00, 98.42it/s]"
                        + "\r100%|##########| 3/3 [00:00<00:00, 96.16it/s]\nreward 1.0\n"));
        server.enqueue(answer("\r  0%|          | 0/3 [00:00<?, ?it/s]\r100%|##########| 3/3 [00:01<00:00, 2.47it/s]\n"
                + "reward 1.0\n"));

        Result result = check(logFile.toString(), "--replay", "--json");

        JsonNode run = json(result).get("results").get(0);
        assertThat(run.get("verdict").asText()).isEqualTo("diverged");
        assertThat(run.get("classes").toString()).isEqualTo("[\"progress\"]");
        assertThat(run.get("equal_after_masks").asBoolean()).isTrue();
        assertThat(check(logFile.toString(), "--replay", "--resume", "--fail-on", "unmasked").exit()).isZero();
    }

    @Test
    void aDivergenceInContentIsNotEqualAfterMasksAndNamesItsClasses() throws Exception {
        writeLog(record("clock", "print(now())", "verified", "at 2026-11-30T10:00:00Z\nscore 1\n"));
        server.enqueue(answer("at 2026-11-30T10:05:00Z\nscore 2\n"));

        Result result = check(logFile.toString(), "--replay", "--json");

        JsonNode run = json(result).get("results").get(0);
        assertThat(run.get("classes").toString()).contains("\"timestamp\"").doesNotContain("exit-code");
        assertThat(run.get("classes").size()).isGreaterThan(1);
        assertThat(run.get("equal_after_masks").asBoolean()).isFalse();
        assertThat(check(logFile.toString(), "--replay", "--resume").out()).doesNotContain("equal after masks");
    }

    @Test
    void aDifferentExitCodeIsNeverEqualAfterMasks() throws Exception {
        writeLog(record("clock", "print(now())", "verified", "at 2026-11-30T10:00:00Z\n"));
        server.enqueue(answer("at 2026-11-30T10:05:00Z\n", 1));

        JsonNode run = json(check(logFile.toString(), "--replay", "--json")).get("results").get(0);

        assertThat(run.get("classes").toString()).isEqualTo("[\"timestamp\",\"exit-code\"]");
        assertThat(run.get("equal_after_masks").asBoolean()).isFalse();
        assertThat(check(logFile.toString(), "--replay", "--resume", "--fail-on", "unmasked").exit()).isEqualTo(1);
    }

    @Test
    void theSettingsCustomMasksAreInEffect() throws Exception {
        Path settings = dir.resolve("config").resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"masks\": [{\"name\": \"episode\", \"regex\": \"episode [0-9]+\"}]}");
        writeLog(record("episodes", "print(n)", "verified", "episode 41\n"));
        server.enqueue(answer("episode 42\n"));

        Result result = check(logFile.toString(), "--replay", "--json", "--fail-on", "unmasked");

        assertThat(result.exit()).as(result.err()).isZero();
        JsonNode run = json(result).get("results").get(0);
        assertThat(run.get("classes").toString()).isEqualTo("[\"episode\"]");
        assertThat(run.get("equal_after_masks").asBoolean()).isTrue();
    }

    @Test
    void failOnChoosesWhichDivergencesExitOne() throws Exception {
        // masked: a verified run whose replay differs only in a timestamp; expected: a no-ack run that differs
        writeLog(record("masked", "print(now())", "verified", "at 2026-11-30T10:00:00Z\n"),
                record("expected", "print(2)", "no-ack", "a\n"));
        server.enqueue(answer("at 2026-11-30T10:05:00Z\n"));
        server.enqueue(answer("b\n"));
        assertThat(check(logFile.toString(), "--replay", "--concurrency", "1").exit()).isEqualTo(1);

        assertThat(check(logFile.toString(), "--replay", "--resume").exit()).isEqualTo(1);
        assertThat(check(logFile.toString(), "--replay", "--resume", "--fail-on", "any").exit()).isEqualTo(1);
        assertThat(check(logFile.toString(), "--replay", "--resume", "--fail-on", "unexpected").exit()).isEqualTo(1);
        Result unmasked = check(logFile.toString(), "--replay", "--resume", "--fail-on", "UNMASKED");
        assertThat(unmasked.exit()).as(unmasked.err()).isZero();
        assertThat(unmasked.out()).contains("Diverged (2):");

        writeLog(record("expected", "print(2)", "no-ack", "a\n"));
        server.enqueue(answer("b\n"));
        assertThat(check(logFile.toString(), "--replay", "--fail-on", "unexpected").exit()).isZero();
    }

    @Test
    void failOnRefusesAnUnknownModeWithTheChoices() {
        Result result = check(logFile.toString(), "--fail-on", "some");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err()).contains("--fail-on", "'some' is not one of any, unexpected, unmasked");
    }

    @Test
    void offlineDivergedRunsSayTheirClassesAgainstTheRunTheyWereComparedWith() throws Exception {
        writeLog(record("first", "print(now())", "verified", "at 2026-11-30T10:00:00Z\n"),
                record("second", "print(now())", "verified", "at 2026-11-30T10:05:00Z\n"));

        Result result = check(logFile.toString(), "--json", "--fail-on", "unmasked");

        assertThat(result.exit()).as(result.err()).isZero();
        JsonNode results = json(result).get("results");
        assertThat(results).hasSize(2);
        for (JsonNode run : results) {
            assertThat(run.get("classes").toString()).isEqualTo("[\"timestamp\"]");
            assertThat(run.get("equal_after_masks").asBoolean()).isTrue();
        }
        assertThat(check(logFile.toString()).out()).contains("\u2014 timestamp, equal after masks");
        assertThat(check(logFile.toString(), "--fail-on", "unexpected").exit()).isEqualTo(1);
    }

    @Test
    void anOfflineCheckWithASettingsFileThatIsNotJsonWarnsAndUsesTheBuiltInMasks() throws Exception {
        Path settings = dir.resolve("config").resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"api_key\": sk_live_SECRET}");
        writeLog(record("first", "print(now())", "verified", "at 2026-11-30T10:00:00Z\n"),
                record("second", "print(now())", "verified", "at 2026-11-30T10:05:00Z\n"));

        Result result = check(logFile.toString(), "--fail-on", "unmasked");

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.out()).contains("\u2014 timestamp, equal after masks");
        assertThat(result.err()).contains("check: warning: " + settings + ": settings file is not valid JSON at line ")
                .contains("; using the built-in masks").doesNotContain("SECRET");
    }

    @Test
    void aReplayWithNoRunToReplayStartsNoBackendSoABrokenSettingsFileIsOnlyAWarning() throws Exception {
        Path settings = dir.resolve("config").resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"api_key\": sk_live_SECRET}");
        writeLog();

        Result result = check(logFile.toString(), "--replay");

        assertThat(result.exit()).as(result.err()).isEqualTo(3);
        assertThat(result.err()).contains("check: warning: " + settings + ": settings file is not valid JSON at line ")
                .contains("check: incomplete: the log holds no runs").doesNotContain("check: error")
                .doesNotContain("SECRET");
        assertThat(server.getRequestCount()).isZero();
    }
}
