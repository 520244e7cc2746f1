package com.collimate.inspector.cli;

import com.collimate.inspector.AppInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class UsageErrorsTest {
    @TempDir
    Path dir;

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    @Test
    void anUnknownOptionIsOneLineAndAPointerToTheHelp() {
        CommandRun result = run("check", "log.jsonl", "--bogus");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.errLines()).containsExactly("check: error: Unknown option: '--bogus'",
                "Try '" + AppInfo.COMMAND + " check --help'.");
        assertThat(result.out()).isEmpty();
    }

    @Test
    void aMistypedCommandOrOptionGetsASuggestion() {
        CommandRun command = run("chek", "log.jsonl");
        CommandRun option = run("check", "log.jsonl", "--jsn");

        assertThat(command.exit()).isEqualTo(2);
        assertThat(command.errLines()).containsExactly(AppInfo.COMMAND + ": error: 'chek' is neither a command nor a"
                + " file (a file name opens it in the desktop app)", "Did you mean: check?",
                "Try '" + AppInfo.COMMAND + " --help'.");
        assertThat(option.errLines()).containsExactly("check: error: Unknown option: '--jsn'",
                "Did you mean: --json?", "Try '" + AppInfo.COMMAND + " check --help'.");
    }

    @Test
    void anOptionTypedAsACommandIsPointedAtTheOption() {
        CommandRun replay = run("replay", "log.jsonl");
        CommandRun version = run("version");

        assertThat(replay.exit()).isEqualTo(2);
        assertThat(replay.errLines()).containsExactly(AppInfo.COMMAND + ": error: 'replay' is neither a command nor a"
                + " file (a file name opens it in the desktop app)", "Did you mean: check --replay?",
                "Try '" + AppInfo.COMMAND + " --help'.");
        assertThat(version.errLines()).contains("Did you mean: --version?");
    }

    @Test
    void anUnknownOptionIsNamedWithoutItsValueWhichMayBeAnApiKey() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), "");
        String key = "sk-live-0123456789abcdef";

        CommandRun valueAfter = run("check", "--json", log.toString(), "--replay", "--api-key", key);
        CommandRun valueBefore = run("check", "--json", "--api-key", key, log.toString(), "--replay");
        CommandRun valueJoined = run("diff", "--json", "--api-key=" + key, "a.txt", "b.txt");
        CommandRun serve = run("serve", "--tokn", key);

        for (CommandRun result : List.of(valueAfter, valueBefore, valueJoined, serve)) {
            assertThat(result.exit()).isEqualTo(2);
            assertThat(result.out() + result.err()).doesNotContain(key);
        }
        assertThat(valueAfter.errLines()[0]).isEqualTo("check: error: Unknown option: '--api-key' (check reads the API"
                + " key from COLLIMATE_API_KEY or the settings file, never from the command line)");
        assertThat(valueBefore.errLines()[0]).isEqualTo(valueAfter.errLines()[0]);
        assertThat(valueBefore.out()).as("the key was taken for the log").startsWith("{\"file\":null,");
        assertThat(valueJoined.errLines()[0]).startsWith("diff: error: Unknown option: '--api-key'");
        assertThat(serve.errLines()[0]).isEqualTo("serve: error: Unknown option: '--tokn'");
    }

    @Test
    void anUnknownOptionIsSaidBeforeAMissingLog() {
        CommandRun check = run("check", "--bogus");
        CommandRun diff = run("diff", "--bogus", "a.txt");

        assertThat(check.exit()).isEqualTo(2);
        assertThat(check.errLines()[0]).isEqualTo("check: error: Unknown option: '--bogus'");
        assertThat(diff.errLines()[0]).isEqualTo("diff: error: Unknown option: '--bogus'");
    }

    @Test
    void anExtraArgumentSaysWhatTheCommandTakesInsteadOfAnIndex() throws Exception {
        Path a = Files.writeString(dir.resolve("a.jsonl"), "");
        Path b = Files.writeString(dir.resolve("b.jsonl"), "");

        CommandRun twoLogs = run("check", a.toString(), b.toString());

        assertThat(twoLogs.exit()).isEqualTo(2);
        assertThat(twoLogs.errLines()[0]).isEqualTo("check: error: one LOG at a time: '" + b
                + "' is one argument too many");
    }

    @Test
    void theRootHelpSaysThatFilesOrNoCommandOpenTheDesktopApp() {
        CommandRun help = run("--help");

        assertThat(help.exit()).isZero();
        assertThat(help.out()).contains("Usage: " + AppInfo.COMMAND + " [FILE...]", "only FILE arguments")
                .containsPattern("it opens the\\s+desktop app");
    }

    @Test
    void underJsonAUsageErrorIsAlsoOneJsonObjectOnStdout() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), "");

        CommandRun unknownOption = run("check", "--json", log.toString(), "--bogus");
        CommandRun badValue = run("summary", "--json");
        CommandRun foundWhileRunning = run("check", "--json", log.toString(), "--replay", "--repeat", "0");
        CommandRun withoutJson = run("check", log.toString(), "--bogus");
        CommandRun beforeTheLog = run("check", "--json", "--concurrency", "99999999999", log.toString());

        assertThat(unknownOption.exit()).isEqualTo(2);
        assertThat(unknownOption.out().lines()).as("check's errors all have \"file\"").containsExactly("{\"file\":"
                + new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(log.toString())
                + ",\"error\":\"Unknown option: '--bogus'\"}");
        assertThat(beforeTheLog.exit()).isEqualTo(2);
        assertThat(beforeTheLog.out().lines()).singleElement().asString()
                .startsWith("{\"file\":null,\"error\":\"--concurrency must be a whole number");
        assertThat(unknownOption.errLines()).hasSize(2);
        assertThat(badValue.exit()).isEqualTo(2);
        assertThat(badValue.out().lines()).singleElement().asString().startsWith("{\"error\":\"Missing required");
        assertThat(foundWhileRunning.exit()).isEqualTo(2);
        assertThat(foundWhileRunning.out().lines()).singleElement().asString()
                .startsWith("{\"file\":").contains("\"error\":\"--repeat must be at least 1, not 0");
        assertThat(withoutJson.out()).isEmpty();
    }

    @Test
    void anUnknownCommandUnderJsonIsAlsoAJsonObject() {
        CommandRun unknown = run("bogus", "--json");
        CommandRun withoutJson = run("bogus");
        CommandRun noJsonOption = run("serve", "--json");

        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.out().lines()).containsExactly("{\"error\":\"'bogus' is neither a command nor a file"
                + " (a file name opens it in the desktop app)\"}");
        assertThat(unknown.errLines()[0]).startsWith(AppInfo.COMMAND + ": error: 'bogus' is neither a command");
        assertThat(withoutJson.out()).isEmpty();
        assertThat(noJsonOption.exit()).isEqualTo(2);
        assertThat(noJsonOption.out()).as("serve has no --json: its usage errors stay on stderr").isEmpty();
    }

    @Test
    void aWidthThatWouldBeIgnoredIsRefused() throws Exception {
        Path a = Files.writeString(dir.resolve("a.txt"), "a\n");

        CommandRun width = run("diff", "--side-by-side", "--width", "0", a.toString(), a.toString());

        assertThat(width.exit()).isEqualTo(2);
        assertThat(width.errLines()[0]).isEqualTo("diff: error: --width must be at least 40, not 0");
    }

    @Test
    void aBadValueFoundWhileRunningIsOneLineToo() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), "");

        CommandRun check = run("check", log.toString(), "--replay", "--repeat", "0");
        CommandRun diff = run("diff");

        assertThat(check.exit()).isEqualTo(2);
        assertThat(check.errLines()).hasSize(2);
        assertThat(check.errLines()[0]).isEqualTo("check: error: --repeat must be at least 1, not 0");
        assertThat(diff.exit()).isEqualTo(2);
        assertThat(diff.errLines()).hasSize(2);
        assertThat(diff.errLines()[1]).isEqualTo("Try '" + AppInfo.COMMAND + " diff --help'.");
    }

    @Test
    void aBadOptionValueIsRefusedNamingTheOptionAndTheValue() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), "");
        Path a = Files.writeString(dir.resolve("a.txt"), "a\n");

        assertThat(run("check", log.toString(), "--replay", "--concurrency", "0").errLines()[0])
                .isEqualTo("check: error: --concurrency must be at least 1, not 0");
        assertThat(run("check", log.toString(), "--replay", "--rate", "0").errLines()[0])
                .isEqualTo("check: error: --rate must be a positive number of requests per second, not 0");
        assertThat(run("check", log.toString(), "--replay", "--repeat", "-1").errLines()[0])
                .isEqualTo("check: error: --repeat must be at least 1, not -1");
        assertThat(run("check", log.toString(), "--replay", "--repeat", "1001").errLines()[0])
                .isEqualTo("check: error: --repeat must be at most 1000 replays per run, not 1001");
        assertThat(run("check", log.toString(), "--replay", "--repeat", "1000").exit())
                .as("the largest --repeat is accepted (an empty log: exit 3, nothing to replay)").isEqualTo(3);
        assertThat(run("diff", "--float-tolerance", "-1", a.toString(), a.toString()).errLines()[0])
                .isEqualTo("diff: error: --float-tolerance must be a finite number >= 0, not -1");
        assertThat(run("diff", "--relative-tolerance", "-0.5", a.toString(), a.toString()).errLines()[0])
                .isEqualTo("diff: error: --relative-tolerance must be a finite number >= 0, not -0.5");
        assertThat(run("diff", "--context", "-2", a.toString(), a.toString()).errLines()[0])
                .isEqualTo("diff: error: --context must be at least 0, not -2");
        CommandRun port = run("serve", "--port", "70000");
        assertThat(port.errLines()[0]).isEqualTo("serve: error: --port must be between 0 and 65535, not 70000");
        assertThat(port.out()).doesNotContain("listening");
        assertThat(run("serve", "--max-timeout", "0").errLines()[0])
                .isEqualTo("serve: error: --max-timeout must be at least 1 second, not 0");
        assertThat(run("serve", "--concurrency", "0").errLines()[0])
                .isEqualTo("serve: error: --concurrency must be at least 1, not 0");
        assertThat(run("serve", "--token", "").errLines()[0]).startsWith("serve: error: --token must not be blank");
        assertThat(run("serve", "--token", "  ").exit()).isEqualTo(2);
    }

    @Test
    void aValueOfTheWrongKindIsSaidInWordsNotJavaTypes() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), "");

        assertThat(run("check", log.toString(), "--replay", "--repeat", "1e3").errLines()[0])
                .isEqualTo("check: error: --repeat must be a whole number, not '1e3'");
        assertThat(run("check", log.toString(), "--replay", "--concurrency", "99999999999").errLines()[0])
                .isEqualTo("check: error: --concurrency must be a whole number up to 2147483647, not 99999999999");
        assertThat(run("check", log.toString(), "--replay", "--rate", "fast").errLines()[0])
                .isEqualTo("check: error: --rate must be a number, not 'fast'");
        assertThat(run("serve", "--max-timeout", "1.5").errLines()[0])
                .isEqualTo("serve: error: --max-timeout must be a whole number, not '1.5'");
        assertThat(run("diff", "--float-tolerance", "abc", "a", "b").errLines()[0])
                .isEqualTo("diff: error: --float-tolerance must be a number, not 'abc'");
        assertThat(run("check", log.toString(), "--replay", "--max-output", "8XB").errLines()[0])
                .as("a size keeps its converter's words").isEqualTo("check: error: --max-output: '8XB': unknown unit "
                        + "'XB' (accepted units, in any letter case: B; K, KiB, M, MiB, G, GiB, powers of 1024; KB, MB, GB, powers of 1000)");
        assertThat(run("serve", "--max-request", "0").errLines()[0])
                .isEqualTo("serve: error: --max-request: 0 is less than one byte");
        assertThat(run("diff", "--log", log.toString(), "--stream", "stdin", "#1", "#2").errLines()[0])
                .as("in the words of --fail-on's, not picocli's 'expected one of [stdout, stderr] (case-sensitive)'")
                .isEqualTo("diff: error: --stream: 'stdin' is not one of stdout, stderr");
        assertThat(run("check", log.toString(), "--fail-on", "bogus").errLines()[0])
                .isEqualTo("check: error: --fail-on: 'bogus' is not one of any, unexpected, unmasked");
    }

    @Test
    void aFileWhoseNameLooksLikeAnOptionIsRefusedSayingHowToGiveIt() throws Exception {
        String name = "-runs.jsonl";
        Files.writeString(dir.resolve(name), "{\"run_id\":\"a\"}\n");

        try (CliProcess summary = CliProcess.startIn(dir, List.of("summary", name))) {
            assertThat(summary.awaitExit(Duration.ofSeconds(60))).isEqualTo(2);
            assertThat(summary.remainingErrors()).startsWith("summary: error: Unknown option: '" + name + "' (to give "
                    + "the file " + name + ", write ./" + name + " or put -- before it)\n");
        }
        try (CliProcess summary = CliProcess.startIn(dir, List.of("summary", "--", name))) {
            assertThat(summary.awaitExit(Duration.ofSeconds(60))).isZero();
        }
        assertThat(run("summary", "-nosuchfile.jsonl").errLines()[0])
                .isEqualTo("summary: error: Unknown option: '-nosuchfile.jsonl'");
    }

    @Test
    void everyChoiceOptionRefusesAnUnknownWordInTheSameWordsListingTheChoicesAndTakesAnyCase() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), "{\"run_id\":\"a\",\"stdout\":\"x\"}\n"
                + "{\"run_id\":\"b\",\"stdout\":\"x\"}\n");

        assertThat(run("serve", "--isolation", "chroot").errLines()).containsExactly(
                "serve: error: --isolation: 'chroot' is not one of auto, bwrap, unshare, none",
                "Try '" + AppInfo.COMMAND + " serve --help'.");
        assertThat(run("diff", "--log", log.toString(), "--stream", "both", "a", "b").errLines()[0])
                .isEqualTo("diff: error: --stream: 'both' is not one of stdout, stderr");
        assertThat(run("check", log.toString(), "--fail-on", "all").errLines()[0])
                .isEqualTo("check: error: --fail-on: 'all' is not one of any, unexpected, unmasked");

        CommandRun upperCase = run("diff", "--log", log.toString(), "--stream", "STDOUT", "a", "b");
        assertThat(upperCase.exit()).as(upperCase.err()).isZero();
        assertThat(run("check", log.toString(), "--fail-on", "Unmasked").exit()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"a b", "tok\u0001en", "t\u00e9st-token", " padded"})
    void serveRefusesATokenNoClientCanSend(String token) {
        CommandRun result = run("serve", "--token", token);

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.errLines()).hasSize(2);
        assertThat(result.errLines()[0]).startsWith("serve: error: the token must be printable ASCII without spaces");
        assertThat(result.out()).doesNotContain("listening");
    }

    @Test
    void aPortInUseIsOneLineWithoutTheHelp() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CommandRun result = run("serve", "--port", String.valueOf(taken.getLocalPort()));

            assertThat(result.exit()).isEqualTo(2);
            assertThat(result.errLines()).hasSize(1);
            assertThat(result.errLines()[0]).startsWith("serve: error: cannot listen on 127.0.0.1:"
                    + taken.getLocalPort()).contains("choose another --port");
        }
    }
}
