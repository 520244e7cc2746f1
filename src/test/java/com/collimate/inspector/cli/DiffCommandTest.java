package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.replay.Divergence;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

class DiffCommandTest {
    private static final String SEED = "9061799b817d32547f32d112d5b8af0eb3659badb9762dc9c0d30083da673b8e";

    @TempDir
    Path dir;
    private AppDirs appDirs;

    @BeforeEach
    void setUp() {
        appDirs = new AppDirs(dir.resolve("config"), dir.resolve("data"));
    }

    record Result(int exit, String out, String err) {
    }

    private Result diff(String... args) {
        return run(new DiffCommand(() -> appDirs), args);
    }

    private Result diffWithStdin(String stdin, String... args) {
        return run(new DiffCommand(() -> appDirs)
                .readingStdinFrom(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8))), args);
    }

    private static Result run(DiffCommand command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = new CommandLine(command);
        UserFacingExceptionHandler.installOn(commandLine);
        commandLine.setParameterExceptionHandler(new UsageErrorHandler());
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exit = commandLine.execute(args);
        return new Result(exit, out.toString(), err.toString());
    }

    private String file(String name, String content) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, content);
        return path.toString();
    }

    /** What the findings' reproduction did: the patch of two CRLF files with invalid UTF-8 applies byte for byte. */
    @Test
    void noEscapeWritesInvalidUtf8BytesAsTheyAreSoPatchApplies() throws Exception {
        byte[] left = {'a', '\r', '\n', 'b', (byte) 0xff, (byte) 0xfe, '\r', '\n', 'c', '\r', '\n'};
        byte[] right = {'a', '\r', '\n', 'B', (byte) 0xff, (byte) 0xfe, '\r', '\n', 'c', '\r', '\n'};
        Path d1 = Files.write(dir.resolve("D1.txt"), left);
        Path d2 = Files.write(dir.resolve("D2.txt"), right);
        java.io.ByteArrayOutputStream stdout = new java.io.ByteArrayOutputStream();

        assertThat(noEscapeDiff(d1, d2, stdout)).isEqualTo(1);

        byte[] patch = stdout.toByteArray();
        String text = new String(patch, java.nio.charset.StandardCharsets.ISO_8859_1);
        assertThat(text).contains("-b\u00ff\u00fe\r\n+B\u00ff\u00fe\r\n").doesNotContain("?");
        assertThat(patched(left, patch)).isEqualTo(right);
    }

    /** A patch must carry every difference, masked values included: the reviewer's patch left a timestamp out. */
    @Test
    void noEscapeComparesRawTextSoThePatchTurnsAIntoB() throws Exception {
        byte[] left = "start 2026-11-30T04:20:00Z\nx\nok\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] right = "start 2026-11-30T05:00:00Z\nx\nOK\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        java.io.ByteArrayOutputStream stdout = new java.io.ByteArrayOutputStream();

        assertThat(noEscapeDiff(Files.write(dir.resolve("a"), left), Files.write(dir.resolve("b"), right), stdout))
                .isEqualTo(1);
        assertThat(patched(left, stdout.toByteArray())).isEqualTo(right);

        byte[] onlyTimestamp = "start 2026-11-30T05:00:00Z\nx\nok\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        stdout.reset();
        assertThat(noEscapeDiff(dir.resolve("a"), Files.write(dir.resolve("c"), onlyTimestamp), stdout)).isEqualTo(1);
        assertThat(patched(left, stdout.toByteArray())).isEqualTo(onlyTimestamp);

        Result withWhitespaceIgnored = diff("--no-escape", "-w", dir.resolve("a").toString(), dir.resolve("b").toString());
        assertThat(withWhitespaceIgnored.exit()).isEqualTo(2);
        assertThat(withWhitespaceIgnored.err()).contains("--no-escape writes a patch that turns A into B: it cannot"
                + " leave out the differences -w, --float-tolerance or --relative-tolerance hide");
        for (String otherOutput : new String[] {"--json", "-y"}) {
            Result notAPatch = diff("--no-escape", otherOutput, dir.resolve("a").toString(), dir.resolve("c").toString());
            assertThat(notAPatch.exit()).as(otherOutput).isEqualTo(2);
            assertThat(notAPatch.err()).contains("--no-escape writes a unified patch: it cannot be combined with "
                    + otherOutput);
        }
    }

    @Test
    void sideBySideWithJsonIsRefusedNotDroppedAndTheErrorIsJsonToo() throws Exception {
        Result both = diff("--json", "-y", file("a", "x\n"), file("b", "y\n"));

        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err()).startsWith("diff: error: -y prints two columns of text: it cannot be combined with --json");
        assertThat(both.out()).isEqualTo("{\"error\":\"-y prints two columns of text: it cannot be combined with "
                + "--json\"}\n");
    }

    private static int noEscapeDiff(Path a, Path b, java.io.ByteArrayOutputStream stdout) {
        CommandLine commandLine = InspectorCommand.commandLine(new WatchedStdout(stdout));
        commandLine.setErr(new PrintWriter(new StringWriter(), true));
        return commandLine.execute("diff", "--no-escape", a.toString(), b.toString());
    }

    /** {@code original} patched by GNU patch. */
    private byte[] patched(byte[] original, byte[] patch) throws Exception {
        Path patchTool = Path.of("/usr/bin/patch");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(patchTool), "patch(1) is installed");
        Path target = Files.write(Files.createTempFile(dir, "patched", ".txt"), original);
        Process process = new ProcessBuilder(patchTool.toString(), target.toString()).redirectErrorStream(true).start();
        process.getOutputStream().write(patch);
        process.getOutputStream().close();
        String said = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(said).isZero();
        return Files.readAllBytes(target);
    }

    @Test
    void unifiedOutputNamesFirstDivergenceAndClasses() throws IOException {
        Result result = diff(file("a", "start\n2026-11-29 07:12:25,123 step\nloss 0.5\nend\n"),
                file("b", "start\n2026-11-29 08:00:00,000 step\nloss 0.7\nend\n"));

        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.out()).as("the first divergence the masks leave, not the timestamp of line 2")
                .startsWith("# first divergence: line 3, column 8, byte offset 42\n"
                + "# classes: timestamp, numeric\n");
        assertThat(result.out()).contains("@@ -1,4 +1,4 @@ numeric\n start\n 2026-11-29 07:12:25,123 step\n"
                + "-loss 0.5\n+loss 0.7\n end\n");
        Result json = diff("--json", file("a", "start\n2026-11-29 07:12:25,123 step\nloss 0.5\nend\n"),
                file("b", "start\n2026-11-29 08:00:00,000 step\nloss 0.7\nend\n"));
        assertThat(new ObjectMapper().readTree(json.out()).path("first_divergence").toString())
                .isEqualTo("{\"line\":3,\"column\":8,\"offset\":42}");
        Result raw = diff("--no-masks", file("a", "start\n2026-11-29 07:12:25,123 step\nloss 0.5\nend\n"),
                file("b", "start\n2026-11-29 08:00:00,000 step\nloss 0.7\nend\n"));
        assertThat(raw.out()).startsWith("# first divergence: line 2, column 13, byte offset 18\n");
    }

    @Test
    void noiseOnlyDifferenceExitsZeroUnlessMasksAreOff() throws IOException {
        String a = file("a", "took 12 ms at 0x7f3a2c1b2d90\n");
        String b = file("b", "took 30 ms at 0x7f11aa00bb10\n");

        Result masked = diff(a, b);
        assertThat(masked.exit()).isZero();
        assertThat(masked.out()).contains("# classes: duration, address (equal after masks)");
        Result unmasked = diff("--no-masks", a, b);
        assertThat(unmasked.exit()).isEqualTo(1);
        assertThat(unmasked.out()).contains("# classes: duration, address (noise only: equal with masks on)")
                .doesNotContain("equal after masks");
        assertThat(diff(a, a).exit()).isZero();
    }

    @Test
    void outputsDifferingOnlyInColourAreStylingAndStillDiffer() throws IOException {
        String plain = file("a", "collected 2 items\nFAILED test_a\n");
        String coloured = file("b", "collected 2 items\n\u001b[31mFAILED\u001b[0m test_a\n");

        Result text = diff(plain, coloured);
        assertThat(text.exit()).as("no option hides styling").isEqualTo(1);
        assertThat(text.out()).startsWith("# first divergence: line 2, column 1, byte offset 18\n# classes: styling "
                        + "(only terminal styling differs \u2014 colour, bold and other escape sequences, typically from a "
                        + "TTY, TERM or NO_COLOR difference between the runs)\n")
                .contains("@@ -1,2 +1,2 @@ styling\n collected 2 items\n-FAILED test_a\n+\u241b[31mFAILED\u241b[0m test_a\n");
        Result json = diff("--json", plain, coloured);
        JsonNode result = new ObjectMapper().readTree(json.out());
        assertThat(json.exit()).isEqualTo(1);
        assertThat(result.path("identical").asBoolean()).isFalse();
        assertThat(result.path("identical_after_masks").asBoolean()).isFalse();
        assertThat(result.path("classes").toString()).isEqualTo("[\"styling\"]");
        assertThat(result.path("hunks").toString()).isEqualTo(
                "[{\"left_start\":2,\"left_count\":1,\"right_start\":2,\"right_count\":1,\"classes\":[\"styling\"]}]");
    }

    @Test
    void jsonHasTheDocumentedShape() throws IOException {
        Result result = diff("--json", file("a", "x\ny\n"), file("b", "x\nz\nw\n"));

        assertThat(result.out().lines()).as("one line, like check --json and summary --json").hasSize(1);
        JsonNode json = new ObjectMapper().readTree(result.out());
        assertThat(result.exit()).isEqualTo(1);
        assertThat(json.fieldNames()).toIterable().containsExactly("identical", "identical_after_masks",
                "first_divergence", "classes", "stats", "hunks");
        assertThat(json.path("first_divergence").toString()).isEqualTo("{\"line\":2,\"column\":1,\"offset\":2}");
        assertThat(json.path("classes").toString()).isEqualTo("[\"content\"]");
        assertThat(json.path("stats").toString()).isEqualTo(
                "{\"left_lines\":2,\"right_lines\":3,\"hunks\":1,\"added\":1,\"removed\":0,\"changed\":1}");
        assertThat(json.path("hunks").toString()).isEqualTo(
                "[{\"left_start\":2,\"left_count\":1,\"right_start\":2,\"right_count\":2,\"classes\":[\"content\"]}]");
        Result identical = diff("--json", file("c", "same\n"), file("d", "same\n"));
        assertThat(new ObjectMapper().readTree(identical.out()).path("first_divergence").isNull()).isTrue();
    }

    @Test
    void sideBySideShowsMarkersAndEscapes() throws IOException {
        Result result = diff("-y", "--width", "80", file("a", "same\nred \u001b[31mx\n"), file("b", "same\nred \u001b[32mx\n"));

        assertThat(result.out()).contains("     2 red \u241b[31mx").contains(" | ").doesNotContain("\u001b");
    }

    @Test
    void customMasksFromTheCommandLineAndFromSettings() throws IOException {
        new SettingsStore(appDirs.config()).save(Settings.defaults().withMasks(
                List.of(new Settings.CustomMask("request", "req-[0-9]+"), new Settings.CustomMask("broken", "(")),
                List.of()));
        String a = file("a", "req-1 job-7\n");
        String b = file("b", "req-2 job-9\n");

        assertThat(diff(a, b).exit()).isEqualTo(1);
        Result result = diff("--mask", "job=job-[0-9]+", a, b);
        assertThat(result.exit()).isZero();
        assertThat(result.out()).contains("# classes: job, request (equal after masks)");
        assertThat(result.err().lines()).containsExactly("diff: warning: settings file "
                + appDirs.config().resolve(SettingsStore.FILE_NAME) + ": mask 'broken' (regex \"(\"): invalid regex "
                + "(Unclosed group at index 1); left out, the other masks apply");
    }

    @Test
    void aMaskWarningDoesNotShowTheSettingsKey() throws IOException {
        String key = "sk_live_SECRET1234567890";
        new SettingsStore(appDirs.config()).save(Settings.defaults().withApiKey(key).withMasks(
                List.of(new Settings.CustomMask("key", "(" + key)), List.of()));

        Result result = diff(file("a", "x\n"), file("b", "x\n"));

        assertThat(result.err().lines()).containsExactly("diff: warning: settings file "
                + appDirs.config().resolve(SettingsStore.FILE_NAME) + ": mask 'key' (regex \"(***\"): invalid regex "
                + "(Unclosed group at index 25); left out, the other masks apply");
    }

    @Test
    void aGzipFileIsComparedAsItsBytesWithAWarning() throws IOException {
        Path gzip = dir.resolve("a.txt.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzip))) {
            out.write("same\n".getBytes(StandardCharsets.UTF_8));
        }

        Result result = diff("--json", gzip.toString(), file("b.txt", "same\n"));

        assertThat(result.exit()).as("compressed bytes are not the text").isEqualTo(1);
        assertThat(result.err().lines()).containsExactly("diff: warning: " + gzip + " is gzip-compressed: its "
                + "compressed bytes are compared, not its text (decompress it with gunzip first, or compare two runs "
                + "of a log with --log)");
        assertThat(diff(file("c.txt", "same\n"), file("d.txt", "same\n")).err()).isEmpty();
    }

    @Test
    void aBadSettingsValueIsOneWarningAndTheSavedMasksStillApply() throws IOException {
        Path settings = appDirs.config().resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(appDirs.config());
        Files.writeString(settings, "{\"theme\": \"PURPLE\", \"masks\": [{\"name\": \"request\", "
                + "\"regex\": \"req-[0-9]+\"}]}");

        Result result = diff(file("a", "req-1\n"), file("b", "req-2\n"));

        assertThat(result.exit()).as("the custom mask loaded").isZero();
        assertThat(result.err().lines()).containsExactly("diff: warning: settings file " + settings
                + ": 'theme' at line 1, column 11 has an unknown value 'PURPLE' (known: LIGHT, DARK, SYSTEM); using the default");
    }

    @Test
    void aSettingsFileThatIsNotJsonIsAWarningThatShowsNoneOfItsText() throws IOException {
        Path settings = appDirs.config().resolve(SettingsStore.FILE_NAME);
        Files.createDirectories(appDirs.config());
        Files.writeString(settings, "{\"endpoint\":\"https://x\",\"api_key\": sk_live_SECRET1234567890}");

        Result result = diff(file("a", "x\n"), file("b", "x\n"));

        assertThat(result.exit()).isZero();
        assertThat(result.err().lines()).containsExactly("diff: warning: " + settings + ": settings file is not valid"
                + " JSON at line 1, column 36 (a value must be a string, number, true, false, null, object or array);"
                + " using the built-in masks");
    }

    @Test
    void toleranceAndWhitespaceOptions() throws IOException {
        String a = file("a", "loss  0.5001\r\n");
        String b = file("b", "loss 0.5002\n");

        assertThat(diff(a, b).exit()).isEqualTo(1);
        Result equal = diff("-w", "--float-tolerance", "0.001", a, b);
        assertThat(equal.exit()).isZero();
        assertThat(equal.out()).contains("# classes: whitespace, line-endings, numeric"
                + " (equal ignoring whitespace, within tolerance)\n");
        Result spaces = diff("-w", file("c", "a b\n"), file("d", "a  b \n"));
        assertThat(spaces.out()).as("no mask was involved")
                .contains("# classes: whitespace (equal ignoring whitespace)\n");
        Result spacesMasksOff = diff("--no-masks", "-w", file("e", "a b\n"), file("f", "a  b \n"));
        assertThat(spacesMasksOff.out()).as("masks off: still whitespace, not noise only masks hide")
                .contains("# classes: whitespace (equal ignoring whitespace)\n");
    }

    @Test
    void errorsAreOneLineAndExitTwo() throws IOException {
        Result missing = diff(file("a", "x\n"), dir.resolve("nope").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("nope: no such file").doesNotContain("Exception");

        assertThat(diff(dir.toString(), dir.toString()).err()).contains(dir + ": is a directory, not a text file");
        Result badMask = diff("--mask", "content=x", file("c", "x\n"), file("d", "y\n"));
        assertThat(badMask.exit()).isEqualTo(2);
        assertThat(badMask.err()).contains("reserved");
        assertThat(diff("--float-tolerance", "-1", file("e", "x\n"), file("f", "y\n")).exit()).isEqualTo(2);
        Result streamWithoutLog = diff("--stream", "stderr", file("g", "x\n"), file("h", "y\n"));
        assertThat(streamWithoutLog.exit()).isEqualTo(2);
        assertThat(streamWithoutLog.err()).contains("--stream picks a stream of two runs: it needs --log");
    }

    /** A name given on the command line is escaped in an error: a line break cut it, an escape reached the tty. */
    @Test
    void namesWithControlCharactersAreEscapedInErrorsNotCutOrSentToTheTerminal() throws IOException {
        Path log = dir.resolve("runs.jsonl");
        Files.writeString(log, record("ok", "same\n", "", 0) + "\n");
        String a = file("a.txt", "a\n");

        Result missingFile = diff(a, dir.resolve("no\nsuch\u001b[31m").toString());
        Result missingKey = diff("--log", log.toString(), "ok", "red\u001b[31m\nkey");
        Result missingLog = diff("--log", dir.resolve("gone\n.jsonl").toString(), "a", "b");

        assertThat(missingFile.err()).isEqualTo("diff: error: " + dir + "/no\\u000asuch\\u001b[31m: no such file\n");
        assertThat(missingKey.err()).isEqualTo("diff: error: " + log + ": no run with key 'red\\u001b[31m\\u000akey' "
                + "(1 run; #LINE names the run starting at that line)\n");
        assertThat(missingLog.err()).isEqualTo("diff: error: " + dir + "/gone\\u000a.jsonl: no such file\n");
        assertThat(List.of(missingFile, missingKey, missingLog)).allSatisfy(result ->
                assertThat(result.exit()).isEqualTo(2));
    }

    @Test
    void comparesTwoRunsOfALogAndAJournaledReplay() throws IOException {
        Path log = dir.resolve("rollouts.jsonl");
        Files.writeString(log, record("run-1", "heads\n", "", 0) + "\n" + record("run-2", "tails\n", "warn\n", 1) + "\n");

        Result runs = diff("--log", log.toString(), "run-1", "run-2");
        assertThat(runs.exit()).isEqualTo(1);
        assertThat(runs.out()).contains("# exit-code: 0 vs 1").contains("--- run-1 (line 1)").contains("+tails");
        Result stderr = diff("--json", "--log", log.toString(), "--stream", "stderr", "run-1", "run-2");
        assertThat(new ObjectMapper().readTree(stderr.out()).path("classes").toString())
                .isEqualTo("[\"missing-output\",\"exit-code\"]");

        Result noJournal = diff("--log", log.toString(), "run-1", "run-1@replay[1]");
        assertThat(noJournal.exit()).isEqualTo(2);
        assertThat(noJournal.err()).contains("diff: error: no replay journal for " + log + " (looked for " + log
                + ".replays.jsonl and " + JournalLocation.fallback(log, appDirs.data()) + "): replay the run first,"
                + " e.g. replay-inspector check " + log + " --replay --run run-1");
        assertThat(Files.exists(dir.resolve("rollouts.jsonl.replays.jsonl"))).isFalse();

        try (ReplayJournal journal = ReplayJournal.open(log, appDirs.data())) {
            journal.append(new JournalEntry("run-1", 1, 1, "local", SEED, null, "2026-11-29T09:00:00Z", 12, 200, 1,
                    new ExecResponse("heads\n", "", 0L, SEED, "verified"), null));
            journal.append(new JournalEntry("run-1", 1, 2, "local", SEED, null, "2026-11-29T09:00:01Z", 12, 200, 1,
                    new ExecResponse("tails\n", "", 0L, SEED, "verified"), null));
        }
        assertThat(diff("--log", log.toString(), "run-1", "run-1@replay[1]").exit()).isZero();
        Result second = diff("--log", log.toString(), "run-1", "run-1@replay[2]");
        assertThat(second.exit()).isEqualTo(1);
        assertThat(second.out()).contains("--- run-1 (line 1)\n+++ run-1@replay[2] (line 1)\n").contains("+tails");
        assertThat(diff("--log", log.toString(), "run-1", "run-1@replay[3]").err()).contains("no replay 3 of run 'run-1'");
        assertThat(diff("--log", log.toString(), "run-1", "run-9").err()).contains("no run with key 'run-9'");
    }

    @Test
    void aReplayTheSandboxCutSaysSoInTextAndJson() throws IOException {
        Path log = dir.resolve("cut.jsonl");
        Files.writeString(log, record("run-1", "heads\n", "", 0) + "\n");
        ExecResponse cut = new ExecResponse("hea", "", 137L, SEED, "verified");
        cut.extras().put("truncated", new ObjectMapper().readTree("[\"stdout\"]"));
        cut.extras().put("output_limit", new ObjectMapper().readTree("3"));
        try (ReplayJournal journal = ReplayJournal.open(log, appDirs.data())) {
            journal.append(new JournalEntry("run-1", 1, 1, "local", SEED, null, "2026-11-29T09:00:00Z", 12, 200, 1,
                    cut, null));
            journal.append(new JournalEntry("run-1", 1, 2, "local", SEED, null, "2026-11-29T09:00:01Z", 12, 200, 1,
                    new ExecResponse("heads\n", "", 0L, SEED, "verified"), null));
        }
        String why = "stopped at the sandbox's output limit of 3 bytes: the logged stdout (6 bytes) is larger, so the "
                + "two cannot be compared; raise the limit";

        Result text = diff("--log", log.toString(), "run-1", "run-1@replay[1]");
        Result json = diff("--json", "--log", log.toString(), "run-1@replay[1]", "run-1@replay[2]");
        Result uncut = diff("--json", "--log", log.toString(), "run-1", "run-1@replay[2]");

        assertThat(text.exit()).isEqualTo(1);
        assertThat(text.out()).startsWith("# run-1@replay[1] (line 1) failed; its output is partial: " + why)
                .contains("\n# exit-code: 0 vs 137\n", "+hea");
        assertThat(new ObjectMapper().readTree(json.out()).path("sandbox_cut").path("left").asText()).startsWith(why);
        assertThat(new ObjectMapper().readTree(json.out()).path("sandbox_cut").path("right").isNull()).isTrue();
        assertThat(new ObjectMapper().readTree(uncut.out()).path("sandbox_cut").toString())
                .isEqualTo("{\"left\":null,\"right\":null}");
        assertThat(diff("--log", log.toString(), "run-1", "run-1@replay[2]").out()).doesNotContain("partial");
    }

    @Test
    void runsGivenDifferentInputsSaySoInTextAndJson() throws IOException {
        Path log = dir.resolve("inputs.jsonl");
        Files.writeString(log, record("a", "0.1\n", "", 0) + "\n" + record("b", "0.2\n", "", 0) + "\n"
                + new ObjectMapper().writeValueAsString(Map.of("run_id", "c",
                "request", Map.of("template", "python", "code", "print(2)", "seed", SEED),
                "response", Map.of("stdout", "0.3\n", "stderr", "", "exit_code", 0))) + "\n");

        Result text = diff("--log", log.toString(), "a", "c");
        assertThat(text.exit()).isEqualTo(1);
        assertThat(text.out()).startsWith("# inputs differ: code — output differences are expected\n");
        Result json = diff("--json", "--log", log.toString(), "a", "c");
        assertThat(new ObjectMapper().readTree(json.out()).path("inputs_differ").toString()).isEqualTo("[\"code\"]");

        Result sameInputs = diff("--json", "--log", log.toString(), "a", "b");
        assertThat(new ObjectMapper().readTree(sameInputs.out()).path("inputs_differ").toString()).isEqualTo("[]");
        assertThat(diff("--log", log.toString(), "a", "b").out()).doesNotContain("inputs differ");
        Result files = diff("--json", file("x", "0.1\n"), file("y", "0.2\n"));
        assertThat(new ObjectMapper().readTree(files.out()).has("inputs_differ")).isFalse();
    }

    @Test
    void aRunIdThatReadsAsHashLineWinsOverTheLine() throws IOException {
        Path log = dir.resolve("odd.jsonl");
        Files.writeString(log, record("5", "five\n", "", 0) + "\n" + record("", "empty\n", "", 0) + "\n"
                + record("#1", "hash one\n", "", 0) + "\n");

        Result result = diff("--log", log.toString(), "#1", "#2");
        assertThat(result.out()).contains("--- #1 (line 3)", "+++ #2 (line 2)", "-hash one", "+empty");
        assertThat(diff("--log", log.toString(), "5", "#2").out()).contains("-five", "+empty");
    }

    @Test
    void hashLinePicksARunAndItsReplaysWhenRunsShareAKey() throws IOException {
        Path log = dir.resolve("episodes.jsonl");
        Files.writeString(log, record("dup", "heads\n", "", 0) + "\n" + record("dup", "tails\n", "", 0) + "\n"
                + "{\"template\":\"python\",\"code\":\"print()\",\"stdout\":\"tails\\n\",\"exit_code\":0}\n");
        try (ReplayJournal journal = ReplayJournal.open(log, appDirs.data())) {
            for (long line = 1; line <= 2; line++) {
                journal.append(new JournalEntry("dup", line, 1, "local", SEED, null, "2026-11-29T09:00:00Z", 12, 200, 1,
                        new ExecResponse(line == 1 ? "heads\n" : "tails\n", "", 0L, SEED, "verified"), null));
            }
        }

        assertThat(diff("--log", log.toString(), "dup", "dup@replay[1]").err())
                .contains("key 'dup' names 2 runs; use #LINE to pick one (first at line 1)");
        Result runs = diff("--log", log.toString(), "#1", "#2");
        assertThat(runs.exit()).as(runs.err()).isEqualTo(1);
        assertThat(runs.out()).as("the key the runs share, told apart by line")
                .contains("--- dup (line 1)\n+++ dup (line 2)\n", "-heads", "+tails");
        assertThat(diff("--log", log.toString(), "#1", "#1@replay[1]").exit()).isZero();
        assertThat(diff("--log", log.toString(), "#2", "#2@replay[1]").exit()).isZero();
        assertThat(diff("--log", log.toString(), "#1", "#2@replay[1]").out())
                .contains("--- dup (line 1)\n+++ dup@replay[1] (line 2)\n", "+tails");
        assertThat(diff("--log", log.toString(), "#2", "#3").exit()).as("a run without run_id").isZero();
        assertThat(diff("--log", log.toString(), "#1", "#2@replay[2]").err())
                .contains("no replay 2 of run '#2' at line 2 (journaled: 1)").doesNotContain("\tat ");
        assertThat(diff("--log", log.toString(), "#1", "#4").err()).contains("no run starts at line 4: the last run "
                + "starts at line 3 (3 runs)");
    }

    /** The runs of a JSON array span lines: a #LINE between two of them says where they start. */
    @Test
    void aLineWhereNoRunStartsNamesTheNearestRuns() throws IOException {
        Path log = dir.resolve("runs.json");
        Files.writeString(log, "[\n" + record("a", "x\n", "", 0) + ",\n\n" + record("b", "y\n", "", 0) + "\n]\n");

        assertThat(diff("--log", log.toString(), "#2", "#3").err()).isEqualTo("diff: error: " + log + ": no run starts "
                + "at line 3: the nearest start at lines 2 and 4 (2 runs)\n");
        assertThat(diff("--log", log.toString(), "#1", "#2").err()).contains("no run starts at line 1: the first run "
                + "starts at line 2 (2 runs)");
    }

    @Test
    void runsThatDifferOnlyInTheirExitCodeAreNotCalledIdentical() throws IOException {
        Path log = dir.resolve("exits.jsonl");
        Files.writeString(log, record("ok", "same\n", "", 0) + "\n" + record("failed", "same\n", "", 3) + "\n"
                + record("fast", "took 12 ms\n", "", 0) + "\n" + record("slow", "took 30 ms\n", "", 3) + "\n");

        Result text = diff("--log", log.toString(), "ok", "failed");
        JsonNode json = new ObjectMapper().readTree(diff("--json", "--log", log.toString(), "ok", "failed").out());

        assertThat(text.exit()).isEqualTo(1);
        assertThat(text.out()).contains("# exit-code: 0 vs 3", "# text identical", "# classes: exit-code")
                .doesNotContain("# identical", "classes: none");
        assertThat(json.get("identical").asBoolean()).isFalse();
        JsonNode noiseAndExit = new ObjectMapper().readTree(diff("--json", "--log", log.toString(), "fast", "slow").out());
        assertThat(noiseAndExit.get("identical_after_masks").asBoolean()).as("the exit codes differ").isFalse();
        assertThat(json.get("classes").toString()).isEqualTo("[\"exit-code\"]");
        assertThat(diff("-y", "--log", log.toString(), "ok", "failed").out()).contains("# classes: exit-code");
    }

    @Test
    void runsThatDifferOnlyInStderrAreComparedThereAndNotCalledIdentical() throws IOException {
        String traceback = "Traceback (most recent call last):\n  File \"main.py\", line 3\n";
        Path log = dir.resolve("stderr.jsonl");
        Files.writeString(log, record("a", "same\n", traceback + "RuntimeError: <A at 0x7f71df216b90>\n", 1) + "\n"
                + record("b", "same\n", traceback + "RuntimeError: <A at 0x7f08dbf36b90>\n", 1) + "\n"
                + record("c", "same\n", traceback + "ValueError: <A at 0x7f08dbf36b90>\n", 1) + "\n");

        Result content = diff("--log", log.toString(), "a", "c");
        Result noise = diff("--log", log.toString(), "a", "b");
        JsonNode json = new ObjectMapper().readTree(diff("--json", "--log", log.toString(), "a", "c").out());
        Result stdoutAsked = diff("--log", log.toString(), "--stream", "stdout", "a", "c");

        assertThat(content.exit()).isEqualTo(1);
        assertThat(content.out()).startsWith("# stdout identical; showing stderr, which differs\n"
                + "# first divergence: line 3, column 1, byte offset 60\n# classes: content\n");
        assertThat(noise.exit()).as("equal after masks").isZero();
        assertThat(noise.out()).startsWith("# stdout identical; showing stderr, which differs\n"
                + "# first divergence: line 3, column 25, byte offset 84\n# classes: address (equal after masks)\n");
        assertThat(json.get("stream").asText()).isEqualTo("stderr");
        assertThat(json.get("streams_differ").toString()).isEqualTo("[\"stderr\"]");
        assertThat(json.get("identical").asBoolean()).isFalse();
        assertThat(stdoutAsked.out()).as("--stream is kept as asked").startsWith("# identical\n");
        assertThat(stdoutAsked.exit()).isZero();
    }

    @Test
    void shownStdoutADifferenceInStderrIsNamedAndMakesTheRunsDiffer() throws IOException {
        Path log = dir.resolve("both.jsonl");
        Files.writeString(log, record("a", "started 2026-11-30T12:04:08\n", "warning: low memory\n", 0) + "\n"
                + record("b", "started 2026-11-30T13:03:26\n", "warning: disk full\n", 0) + "\n"
                + record("c", "started 2026-11-30T12:04:08\n", "took 12 ms\n", 0) + "\n"
                + record("d", "started 2026-11-30T13:03:26\n", "took 30 ms\n", 0) + "\n");

        Result content = diff("--log", log.toString(), "a", "b");
        JsonNode json = new ObjectMapper().readTree(diff("--json", "--log", log.toString(), "a", "b").out());
        Result noise = diff("--log", log.toString(), "c", "d");

        assertThat(content.exit()).isEqualTo(1);
        assertThat(content.out()).startsWith("# stderr differs too: see --stream stderr\n"
                + "# first divergence: line 1, column 21, byte offset 20\n# classes: timestamp, stderr\n");
        assertThat(json.get("stream").asText()).isEqualTo("stdout");
        assertThat(json.get("streams_differ").toString()).isEqualTo("[\"stdout\",\"stderr\"]");
        assertThat(json.get("classes").toString()).isEqualTo("[\"timestamp\",\"stderr\"]");
        assertThat(json.get("identical_after_masks").asBoolean()).isFalse();
        assertThat(noise.exit()).isZero();
        assertThat(noise.out()).startsWith("# stderr differs too, equal after masks: see --stream stderr\n"
                + "# first divergence: line 1, column 21, byte offset 20\n# classes: timestamp (equal after masks)\n");
        assertThat(diff("--log", log.toString(), "--stream", "stdout", "a", "b").exit()).as("as asked").isZero();
    }

    /** check names the position of Divergence; diff must name the same one where no masked noise comes first. */
    @Test
    void diffAndCheckNameTheSameFirstDivergenceAfterNonAsciiText() throws IOException {
        String left = "header\nnaïve café 日本 😀 loss 0.5 done\nfoo bar\nfoo baz\n";
        String[] rights = {"header\nnaïve café 日本 😀 loss 0.7 done\nfoo bar\nfoo baz\n",
            "header\nnaïve café 日本 😀 loss 0.5 done\nfoo baz\n"};
        for (String right : rights) {
            Path log = dir.resolve("pair.jsonl");
            Files.writeString(log, record("a", left, "", 0) + "\n" + record("b", right, "", 0) + "\n");
            String check = Divergence.betweenLogged(left, "", 0L, right, "", 0L).orElseThrow().describe();
            String position = check.substring("stdout at ".length());

            for (String masks : new String[] {"-U3", "--no-masks"}) {
                Result text = diff(masks, "--log", log.toString(), "a", "b");
                JsonNode json = new ObjectMapper().readTree(
                        diff("--json", masks, "--log", log.toString(), "a", "b").out());
                assertThat(text.out()).as(masks + " against check's " + check)
                        .contains("# first divergence: " + position + ", byte offset ");
                assertThat("line " + json.at("/first_divergence/line").asInt() + ", column "
                        + json.at("/first_divergence/column").asInt()).isEqualTo(position);
            }
        }
        assertThat(Divergence.betweenLogged(left, "", 0L, rights[0], "", 0L).orElseThrow().describe())
                .as("code points, not chars or bytes").isEqualTo("stdout at line 2, column 24");
        assertThat(Divergence.betweenLogged(left, "", 0L, rights[1], "", 0L).orElseThrow().describe())
                .isEqualTo("stdout at line 3, column 7");
    }

    @Test
    void exitCodesBeyondThe32BitRangeAreComparedExactly() throws IOException {
        Path log = dir.resolve("crashes.jsonl");
        Files.writeString(log, record("w1", "same\n", "", 3221225477L) + "\n" + record("w2", "same\n", "", 3221225478L)
                + "\n" + record("w3", "same\n", "", 3221225477L) + "\n" + record("m1", "same\n", "", Integer.MIN_VALUE)
                + "\n{\"run_id\":\"m2\",\"stdout\":\"same\\n\",\"stderr\":\"\"}\n");

        Result crashes = diff("--log", log.toString(), "w1", "w2");
        Result minimumAndNone = diff("--log", log.toString(), "m1", "m2");

        assertThat(crashes.exit()).isEqualTo(1);
        assertThat(crashes.out()).contains("# exit-code: 3221225477 vs 3221225478").doesNotContain("# identical");
        assertThat(minimumAndNone.exit()).isEqualTo(1);
        assertThat(minimumAndNone.out()).contains("# exit-code: -2147483648 vs none");
        assertThat(diff("--log", log.toString(), "w1", "w3").exit()).isZero();
    }

    @Test
    void underJsonTheExitCodesOfTwoRunsAreThereAsInTheText() throws IOException {
        Path log = dir.resolve("crashes.jsonl");
        Files.writeString(log, record("w1", "same\n", "", 3221225477L) + "\n" + record("ok", "same\n", "", 0) + "\n"
                + "{\"run_id\":\"lost\",\"stdout\":\"same\\n\",\"stderr\":\"\"}\n");
        Path a = Files.writeString(dir.resolve("a.txt"), "a\n");

        JsonNode crash = new ObjectMapper().readTree(diff("--json", "--log", log.toString(), "w1", "ok").out());
        JsonNode none = new ObjectMapper().readTree(diff("--json", "--log", log.toString(), "ok", "lost").out());
        JsonNode same = new ObjectMapper().readTree(diff("--json", "--log", log.toString(), "w1", "w1").out());

        assertThat(crash.get("exit_codes").toString()).isEqualTo("{\"left\":3221225477,\"right\":0}");
        assertThat(none.get("exit_codes").toString()).isEqualTo("{\"left\":0,\"right\":null}");
        assertThat(same.get("exit_codes").toString()).isEqualTo("{\"left\":3221225477,\"right\":3221225477}");
        assertThat(new ObjectMapper().readTree(diff("--json", a.toString(), a.toString()).out()).has("exit_codes"))
                .as("files have no exit code").isFalse();
    }

    @Test
    void aDashReadsStandardInputAsGnuDiffDoes() throws IOException {
        String expected = file("expected.txt", "a\nb\n");

        Result piped = diffWithStdin("a\nB\n", "-", expected);
        Result same = diffWithStdin("a\nb\n", expected, "-");
        Result both = diffWithStdin("a\n", "-", "-");

        assertThat(piped.exit()).isEqualTo(1);
        assertThat(piped.out()).contains("--- -\n+++ " + expected + "\n", "-B", "+b");
        assertThat(same.exit()).as(same.err()).isZero();
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err()).contains("only one of A and B can be '-' (standard input)");
    }

    @Test
    void aLineWhoseRecordCouldNotBeReadIsSaidSo() throws IOException {
        String log = file("log.jsonl", record("ok", "same\n", "", 0) + "\n[1, 2]\n");

        Result result = diff("--log", log, "#1", "#2");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err()).contains(log + ": the record at line 2 could not be read (the record is an array, not"
                + " a JSON object)").doesNotContain("no run starts");
    }

    @Test
    void runsWithoutAnExitCodeSayNoneAsCheckDoes() throws IOException {
        Path log = dir.resolve("exits.jsonl");
        Files.writeString(log, record("ok", "same\n", "", 0) + "\n" + new ObjectMapper().writeValueAsString(
                Map.of("run_id", "lost", "request", Map.of("template", "python", "code", "print()", "seed", SEED),
                        "response", Map.of("stdout", "same\n", "stderr", "", "seed", SEED, "seed_ack", "verified")))
                + "\n");

        Result result = diff("--log", log.toString(), "ok", "lost");

        assertThat(result.out()).contains("# exit-code: 0 vs none").doesNotContain("null");
    }

    @Test
    void underJsonEveryErrorIsOneJsonObjectOnStdout() throws IOException {
        String a = file("a.txt", "a\n");
        Path log = dir.resolve("runs.jsonl");
        Files.writeString(log, record("ok", "same\n", "", 0) + "\n");

        Result missingFile = diff("--json", a, dir.resolve("nope").toString());
        Result missingKey = diff("--json", "--log", log.toString(), "ok", "absent");
        Result missingLog = diff("--json", "--log", dir.resolve("gone.jsonl").toString(), "a", "b");
        Result badMask = diff("--json", "--mask", "x=(", a, a);

        for (Result result : List.of(missingFile, missingKey, missingLog, badMask)) {
            assertThat(result.exit()).isEqualTo(2);
            assertThat(result.out().lines()).singleElement().satisfies(line ->
                    assertThat(new ObjectMapper().readTree(line).get("error").asText()).isNotBlank());
            assertThat(result.err().lines()).first().asString().startsWith("diff: error: ");
        }
        assertThat(missingFile.out()).contains("nope: no such file");
        assertThat(missingKey.out()).contains("no run with key 'absent'");
        assertThat(badMask.err().lines()).as("printed once").filteredOn(line -> line.startsWith("{")).isEmpty();
        assertThat(diff(a, dir.resolve("nope").toString()).out()).as("without --json").isEmpty();
    }

    @Test
    void runsWhoseProgressBarsWereRedrawnDifferentlyAreEqualAfterMasks() throws IOException {
        String bar = "\r  0%|          | 0/3 [00:00<?, ?it/s]\r 33%|###3      | 1/3 [00:00<00:00, 98.42it/s]"
                + "\r100%|##########| 3/3 [00:00<00:00, 96.16it/s]\n";
        String slower = "\r  0%|          | 0/3 [00:00<?, ?it/s]\r100%|##########| 3/3 [00:01<00:00, 2.47it/s]\n";
        Path log = dir.resolve("rollouts.jsonl");
        Files.writeString(log, record("fast", "reward 1.0\n", bar, 0) + "\n"
                + record("slow", "reward 1.0\n", slower, 0) + "\n"
                + record("short", "reward 1.0\n", slower.replace("3/3 [00:01", "2/3 [00:01"), 0) + "\n");

        Result runs = diff("--log", log.toString(), "fast", "slow");
        assertThat(runs.exit()).as(runs.out()).isZero();
        assertThat(runs.out()).contains("# stdout identical; showing stderr, which differs",
                "# classes: progress (equal after masks)");
        Result raw = diff("--no-masks", "--log", log.toString(), "fast", "slow");
        assertThat(raw.exit()).isEqualTo(1);
        assertThat(raw.out()).contains("# classes: progress (noise only: equal with masks on)", "-\u240D  0%|");
        Result cut = diff("--log", log.toString(), "fast", "short");
        assertThat(cut.exit()).isEqualTo(1);
        assertThat(cut.out()).contains("# classes: progress, numeric\n");
    }

    private static String record(String key, String stdout, String stderr, long exitCode) throws IOException {
        return new ObjectMapper().writeValueAsString(Map.of("run_id", key,
                "request", Map.of("template", "python", "code", "print()", "seed", SEED),
                "response", Map.of("stdout", stdout, "stderr", stderr, "exit_code", exitCode, "seed", SEED,
                        "seed_ack", "verified")));
    }
}
