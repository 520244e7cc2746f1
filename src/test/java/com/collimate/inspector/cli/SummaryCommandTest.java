package com.collimate.inspector.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

class SummaryCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HEX = "ab".repeat(32);

    @TempDir
    Path dir;

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    private Path log() throws Exception {
        return Files.writeString(dir.resolve("runs.jsonl"), String.join("\n",
                "{\"run_id\":\"a\",\"seed\":\"" + HEX + "\",\"seed_ack\":\"verified\",\"exit_code\":0}",
                "{\"run_id\":\"b\",\"seed\":\"short\",\"seed_ack\":\"(mismatch)\",\"exit_code\":1}",
                "{\"run_id\":\"c\",\"seed_ack\":\"no_ack\",\"exit_code\":0}",
                "{\"run_id\":\"d\",\"seed\":1,\"seed_ack\":\"off\"}",
                "{\"run_id\":\"e\",\"seed\":null,\"exit_code\":137}",
                "oops",
                "{\"run_id\":\"f\",\"seed_ack\":\"\"}") + "\n");
    }

    @Test
    void aRecordPythonWroteWithANanRewardIsARunAndANanExitCodeIsMissing() throws Exception {
        Path log = Files.writeString(dir.resolve("nan.jsonl"), "{\"run_id\": \"r\", \"template\": \"python\", "
                + "\"seed\": \"" + HEX + "\", \"seed_ack\": \"verified\", \"exit_code\": 0, \"reward\": NaN}\n"
                + "{\"run_id\": \"s\", \"exit_code\": NaN, \"reward\": -Infinity}\n");

        CommandRun result = run("summary", log.toString());

        assertThat(result.exit()).isZero();
        assertThat(result.out()).contains("runs          2", "exit codes    0: 1   missing: 1", "errors        0");
    }

    @Test
    void jsonHasTheDocumentedShape() throws Exception {
        Path log = log();
        CommandRun result = run("summary", "--json", log.toString());
        assertThat(result.exit()).isZero();
        assertThat(result.out().lines().toList()).hasSize(1);
        JsonNode summary = JSON.readTree(result.out().lines().toList().get(0));
        assertThat(summary.get("file").asText()).isEqualTo(log.toString());
        assertThat(summary.get("format").asText()).isEqualTo("jsonl");
        assertThat(summary.get("compression").asText()).isEqualTo("none");
        assertThat(summary.get("runs").asLong()).isEqualTo(6);
        assertThat(summary.get("seed_ack").toString())
                .isEqualTo("{\"verified\":1,\"no-ack\":1,\"off\":1,\"mismatch\":1,\"missing\":2}");
        assertThat(summary.get("seeds").toString()).isEqualTo("{\"valid\":1,\"invalid\":2,\"missing\":3}");
        assertThat(summary.get("exit_codes").toString()).isEqualTo("{\"0\":2,\"1\":1,\"137\":1,\"missing\":2}");
        assertThat(summary.get("error_count").asLong()).isEqualTo(1);
        assertThat(summary.get("errors").toString())
                .isEqualTo("[{\"line\":6,\"message\":\"not a JSON object: expected '{', found 'o' (column 1)\"}]");
        assertThat(fieldNames(summary)).containsExactly("file", "format", "compression", "runs", "seed_ack", "seeds",
                "exit_codes", "error_count", "errors", "data_ends_early", "warning_count", "warnings");
        assertThat(summary.get("data_ends_early").isNull()).isTrue();
        assertThat(summary.get("warning_count").asLong()).isEqualTo(1);
        assertThat(summary.get("warnings").toString()).isEqualTo("[{\"line\":4,\"message\":\"field \\\"seed\\\": "
                + "expected a string of 64 hex digits, found a number; the run's seed is invalid (kept as logged)\"}]");
    }

    /** Read as absent and kept as an extra, a field of a wrong type is still said, with its line, and the run read. */
    @Test
    void aFieldOfAWrongTypeIsAWarningWithItsLineNotAnError() throws Exception {
        Path log = Files.writeString(dir.resolve("typed.jsonl"), "{\"run_id\": \"a\", \"exit_code\": 0}\n"
                + "{\"run_id\": \"b\", \"exit_code\": \"x\"}\n");

        CommandRun result = run("summary", log.toString());

        assertThat(result.exit()).isZero();
        assertThat(result.out()).contains("runs          2", "errors        0", "warnings      1",
                "line 2: field \"exit_code\": expected an integer (64-bit), found a string; it counts as absent "
                        + "(kept as an extra)");
    }

    /** Cut in its trailer: every run inflates, no record is damaged, but the file does not end as gzip must. */
    private Path gzipCutShort() throws Exception {
        StringBuilder lines = new StringBuilder();
        for (int i = 1; i <= 3; i++) {
            lines.append("{\"run_id\":\"r").append(i).append("\",\"template\":\"python\",\"code\":\"print(1)\","
                    + "\"seed\":\"").append(HEX).append("\",\"stdout\":\"1\\n\"}\n");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(bytes)) {
            gzip.write(lines.toString().getBytes(StandardCharsets.UTF_8));
        }
        byte[] whole = bytes.toByteArray();
        return Files.write(dir.resolve("cut.jsonl.gz"), Arrays.copyOf(whole, whole.length - 4));
    }

    @Test
    void aGzipLogCutShortIsSaidOfTheFileNotCountedAsARecordThatCouldNotBeRead() throws Exception {
        Path log = gzipCutShort();
        String note = "line 4: truncated gzip: the compressed data ends early, the rest of the log is missing";

        CommandRun text = run("summary", log.toString());
        JsonNode json = JSON.readTree(run("summary", "--json", log.toString()).out());
        CommandRun check = run("check", log.toString());
        CommandRun checkJson = run("check", "--json", log.toString());

        assertThat(text.exit()).isZero();
        assertThat(text.out()).contains("errors        0\n", "incomplete    " + note)
                .as("not listed as a record error").doesNotContainPattern("(?m)^ {16}line 4");
        assertThat(json.get("runs").asInt()).isEqualTo(3);
        assertThat(json.get("error_count").asLong()).isZero();
        assertThat(json.get("errors")).isEmpty();
        assertThat(json.get("data_ends_early").toString()).isEqualTo("{\"line\":4,\"message\":\"truncated gzip: the "
                + "compressed data ends early, the rest of the log is missing\"}");
        assertThat(check.exit()).as("incomplete: the rest of the log was not checked").isEqualTo(3);
        assertThat(check.out()).contains("Incomplete: the file's data ends early (" + note + ")")
                .doesNotContain("could not be read");
        assertThat(check.err()).contains("check: incomplete: the file's data ends early (" + note + ")")
                .doesNotContain("could not be read");
        JsonNode checked = JSON.readTree(checkJson.out());
        assertThat(checkJson.exit()).isEqualTo(3);
        assertThat(checked.get("error_count").asLong()).isZero();
        assertThat(checked.get("data_ends_early")).isEqualTo(json.get("data_ends_early"));
    }

    @Test
    void exitCodesBeyondThe32BitRangeAreKeyedExactlyAndOnlyNonIntegersAreMissing() throws Exception {
        Path log = Files.writeString(dir.resolve("big.jsonl"), String.join("\n",
                "{\"run_id\":\"w1\",\"exit_code\":3221225477}",
                "{\"run_id\":\"w2\",\"exit_code\":3221225478}",
                "{\"run_id\":\"m1\",\"exit_code\":-2147483648}",
                "{\"run_id\":\"l1\",\"exit_code\":9223372036854775807}",
                "{\"run_id\":\"x1\",\"exit_code\":9223372036854775808}",
                "{\"run_id\":\"x2\",\"exit_code\":1.5}",
                "{\"run_id\":\"m2\"}") + "\n");

        JsonNode summary = JSON.readTree(run("summary", "--json", log.toString()).out().lines().toList().get(0));
        assertThat(summary.get("exit_codes").toString()).isEqualTo("{\"-2147483648\":1,\"3221225477\":1,"
                + "\"3221225478\":1,\"9223372036854775807\":1,\"missing\":3}");
        assertThat(run("summary", log.toString()).out())
                .contains("-2147483648: 1   3221225477: 1   3221225478: 1   9223372036854775807: 1   missing: 3");
    }

    @Test
    void oneLinePerFileAndUnreadableFilesGiveStatusTwo() throws Exception {
        Path log = log();
        Path png = Files.write(dir.resolve("image.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A});
        CommandRun result = run("summary", "--json", log.toString(), dir.resolve("missing.jsonl").toString(),
                png.toString());
        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.out().lines().toList()).hasSize(3);
        assertThat(JSON.readTree(result.out().lines().toList().get(0)).get("runs").asLong()).isEqualTo(6);
        JsonNode missing = JSON.readTree(result.out().lines().toList().get(1));
        assertThat(fieldNames(missing)).containsExactly("file", "error");
        assertThat(missing.get("error").asText()).isEqualTo("no such file");
        assertThat(JSON.readTree(result.out().lines().toList().get(2)).get("error").asText())
                .startsWith("not a rollout log");
        assertThat(result.err().lines()).containsExactly(
                "summary: error: " + dir.resolve("missing.jsonl") + ": no such file",
                "summary: error: " + png + ": not a rollout log: no run could be read (line 1: not a JSON object: "
                        + "expected '{', found '\\x89' (column 1))");
    }

    @Test
    void errorsAreCappedAtAHundredButCounted() throws Exception {
        Path log = Files.writeString(dir.resolve("bad.jsonl"), "{\"run_id\":\"a\"}\n" + "x\n".repeat(150));
        JsonNode summary = JSON.readTree(run("summary", "--json", log.toString()).out().lines().toList().get(0));
        assertThat(summary.get("error_count").asLong()).isEqualTo(150);
        assertThat(summary.get("errors")).hasSize(100);
        assertThat(summary.get("errors").get(99).get("line").asLong()).isEqualTo(101);
    }

    @Test
    void textModeIsATablePerFile() throws Exception {
        CommandRun result = run("summary", log().toString(), dir.resolve("missing.jsonl").toString());
        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.out()).contains("  runs          6")
                .contains("verified 1   no-ack 1   off 1   mismatch 1   missing 2")
                .contains("valid 1   invalid 2   missing 3")
                .contains("0: 2   1: 1   137: 1   missing: 2")
                .contains("line 6: not a JSON object: expected '{', found 'o'")
                .contains("unreadable    no such file");
        assertThat(result.err()).isEqualTo("summary: error: " + dir.resolve("missing.jsonl") + ": no such file"
                + System.lineSeparator());
    }

    @Test
    void wrongArgumentsGiveStatusTwoAndHelpAndVersionWork() {
        assertThat(run("summary").exit()).isEqualTo(2);
        assertThat(run("summary", "--bogus", "x").exit()).isEqualTo(2);
        CommandRun help = run("summary", "--help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).contains("Usage: replay-inspector summary [-hV] [--json] FILE...");
        CommandRun version = run("summary", "--version");
        assertThat(version.exit()).isZero();
        assertThat(version.out()).startsWith("Collimate Replay Inspector ");
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
