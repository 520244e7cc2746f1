package com.collimate.inspector.cli;

import com.collimate.inspector.AppInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HelpTextTest {

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    @ParameterizedTest
    @ValueSource(strings = {"summary", "check", "diff", "serve"})
    void everyCommandListsItsExitStatusesWithSignalsBeforeItsOptions(String command) {
        CommandRun result = run(command, "--help");

        String help = result.out().replaceAll("\\s+", " ");
        assertThat(result.exit()).isZero();
        assertThat(help).contains("Exit status: ", "130 ", "(Ctrl+C, SIGINT)", "143 terminated (SIGTERM)")
                .doesNotContain("Ctrl-C");
        assertThat(help.indexOf("Exit status")).as("before the options").isLessThan(help.indexOf("--help"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"summary", "check", "diff", "serve", "help"})
    void helpCommandPrintsTheCommandsOwnHelpAsCommandDashDashHelpDoes(String command) {
        CommandRun dashDash = run(command, "--help");
        CommandRun help = run("help", command);

        assertThat(help.exit()).isZero();
        assertThat(help.err()).isEmpty();
        assertThat(help.out()).startsWith("Usage: " + AppInfo.COMMAND + " " + command + " ")
                .isEqualTo(dashDash.out());
    }

    @Test
    void anUnknownCommandWithHelpIsTheUnknownCommandErrorNotTheRootsHelp() {
        CommandRun withHelp = run("export", "--help");
        CommandRun without = run("export");

        assertThat(withHelp.exit()).isEqualTo(2);
        assertThat(withHelp.out()).isEmpty();
        assertThat(withHelp.err()).isEqualTo(without.err()).startsWith(AppInfo.COMMAND + ": error: 'export' is"
                + " neither a command nor a file");
        assertThat(run("--help", "--bogus").err()).startsWith(AppInfo.COMMAND + ": error: Unknown option: '--bogus'");
    }

    @Test
    void aFileBeforeHelpOrAnUnknownOptionIsTakenForTheDesktopAppsNotForAnUnknownCommand(@TempDir Path dir)
            throws Exception {
        String log = Files.writeString(dir.resolve("runs"), "").toString();

        CommandRun help = run(log, "--help");
        CommandRun unknownOption = run(log, "--bogus");

        assertThat(help.exit()).isZero();
        assertThat(help.out()).isEqualTo(run("--help").out());
        assertThat(unknownOption.exit()).isEqualTo(2);
        assertThat(unknownOption.err().lines()).as("not \"'runs' is neither a command nor a file\"")
                .containsExactly(AppInfo.COMMAND + ": error: Unknown option: '--bogus'",
                        "Try '" + AppInfo.COMMAND + " --help'.");
    }

    @Test
    void helpForAnUnknownCommandNamesItListsTheCommandsAndGuessesTheOneMeant() {
        CommandRun bogus = run("help", "bogus");
        CommandRun typo = run("help", "summry");

        assertThat(bogus.exit()).isEqualTo(2);
        assertThat(bogus.out()).isEmpty();
        assertThat(bogus.err().lines()).containsExactly(AppInfo.COMMAND + ": error: 'bogus' is not a command; the"
                + " commands: summary, check, diff, serve, help", "Try '" + AppInfo.COMMAND + " --help'.");
        assertThat(typo.exit()).isEqualTo(2);
        assertThat(typo.err().lines()).contains("Did you mean: summary?");
    }

    @Test
    void helpRefusesWhatItDoesNotTakeInsteadOfDroppingIt() {
        CommandRun twoCommands = run("help", "summary", "check");
        CommandRun unknownOption = run("help", "-x");

        assertThat(twoCommands.exit()).isEqualTo(2);
        assertThat(twoCommands.out()).isEmpty();
        assertThat(twoCommands.err().lines()).containsExactly(
                "help: error: one COMMAND at a time: 'check' is one argument too many",
                "Try '" + AppInfo.COMMAND + " help --help'.");
        assertThat(unknownOption.exit()).isEqualTo(2);
        assertThat(unknownOption.err()).startsWith("help: error: Unknown option: '-x'");
        assertThat(run("help").out()).as("without a command: the root's help").isEqualTo(run("--help").out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"summary", "check", "diff", "serve", "help"})
    void helpBeforeACommandIsThatCommandsHelpAsHelpCommandIs(String command) {
        CommandRun dashDash = run("--help", command);
        CommandRun dashH = run("-h", command);

        assertThat(dashDash.exit()).isZero();
        assertThat(dashDash.err()).isEmpty();
        assertThat(dashDash.out()).as("not the root's help").isEqualTo(run("help", command).out());
        assertThat(dashH.out()).isEqualTo(dashDash.out());
    }

    /** As git, cargo and getopt do: the first of a help request and an argument error wins. */
    @Test
    void anArgumentErrorBeforeHelpIsReportedAndOneAfterItIsNot() {
        CommandRun unknownFirst = run("check", "--bogus", "--help");
        CommandRun badValueFirst = run("check", "--concurrency", "x", "--help");
        CommandRun surplusFirst = run("check", "a.jsonl", "b.jsonl", "--help");
        CommandRun unknownBeforeVersion = run("summary", "--bogus", "--version");
        String checkHelp = run("check", "--help").out();

        assertThat(unknownFirst.exit()).isEqualTo(2);
        assertThat(unknownFirst.out()).isEmpty();
        assertThat(unknownFirst.err().lines()).containsExactly("check: error: Unknown option: '--bogus'",
                "Try '" + AppInfo.COMMAND + " check --help'.");
        assertThat(badValueFirst.exit()).isEqualTo(2);
        assertThat(badValueFirst.err()).startsWith("check: error: --concurrency must be a whole number, not 'x'");
        assertThat(surplusFirst.exit()).isEqualTo(2);
        assertThat(surplusFirst.err()).startsWith("check: error: one LOG at a time: 'b.jsonl' is one argument too many");
        assertThat(unknownBeforeVersion.exit()).isEqualTo(2);
        assertThat(unknownBeforeVersion.out()).isEmpty();

        for (CommandRun helpFirst : List.of(run("check", "--help", "--bogus"), run("check", "-h", "--concurrency", "x"),
                run("check", "x.jsonl", "--help", "--fail-on", "nope", "--bogus"))) {
            assertThat(helpFirst.exit()).isZero();
            assertThat(helpFirst.err()).isEmpty();
            assertThat(helpFirst.out()).isEqualTo(checkHelp);
        }
        CommandRun versionFirst = run("summary", "--version", "--bogus");
        assertThat(versionFirst.exit()).isZero();
        assertThat(versionFirst.out()).startsWith(AppInfo.NAME + " ");
    }
}
