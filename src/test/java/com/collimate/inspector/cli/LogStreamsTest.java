package com.collimate.inspector.cli;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A log given as a pipe ({@code <(zcat log.gz)}), as {@code -} or as a /proc file is read from start to end, never
 * taken for an empty log; {@code --replay}, which journals under the log's name, refuses it in words.
 */
class LogStreamsTest {
    private static final String RUNS = "{\"run_id\":\"a\",\"template\":\"python\",\"code\":\"print(1)\",\"stdout\":\"1\"}\n"
            + "{\"run_id\":\"b\",\"template\":\"python\",\"code\":\"print(1)\",\"stdout\":\"1\"}\n";
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @TempDir
    Path dir;

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    @Test
    void aGzipLogPipedToStandardInputIsSummarised() throws Exception {
        Assumptions.assumeTrue(Files.exists(LogFileArgument.STDIN), "no /dev/stdin here");
        try (CliProcess summary = CliProcess.start(List.of(), List.of("summary", "--json", "-"), env -> { })) {
            try (OutputStream stdin = new GZIPOutputStream(summary.process().getOutputStream())) {
                stdin.write(RUNS.getBytes(StandardCharsets.UTF_8));
            }

            assertThat(summary.awaitExit(LIMIT)).as(summary.remainingErrors()).isZero();
            assertThat(summary.remainingOutput()).startsWith("{\"file\":\"/dev/stdin\",\"format\":\"jsonl\","
                    + "\"compression\":\"gzip\",\"runs\":2,");
        }
    }

    @Test
    void standardInputThatIsADeviceIsRefusedNotWaitedFor() throws Exception {
        Path device = Path.of("/dev/null"); // as a terminal is: a device, no log
        Assumptions.assumeTrue(Files.exists(LogFileArgument.STDIN) && Files.exists(device), "no /dev/stdin here");
        try (CliProcess summary = CliProcess.startReading(device, List.of("summary", "-"))) {

            assertThat(summary.awaitExit(LIMIT)).isEqualTo(2);
            assertThat(summary.remainingErrors()).contains(LogFileArgument.STDIN_NO_LOG).doesNotContain("no such file");
        }
    }

    @Test
    void aClosedStandardInputIsRefusedNotReadAsTheFileTheJvmOpenedInItsPlace() throws Exception {
        Assumptions.assumeTrue(Files.exists(LogFileArgument.STDIN) && Files.exists(Path.of("/bin/sh")), "no Unix here");
        Path text = Files.writeString(dir.resolve("a.txt"), "a\n");
        try (CliProcess summary = CliProcess.startWithoutStdin(List.of("summary", "--json", "-"));
             CliProcess diff = CliProcess.startWithoutStdin(List.of("diff", "-", text.toString()))) {

            assertThat(summary.awaitExit(LIMIT)).isEqualTo(2);
            assertThat(summary.remainingErrors()).contains("summary: error: " + LogFileArgument.STDIN_CLOSED);
            assertThat(summary.remainingOutput()).isEqualTo("{\"error\":\"" + LogFileArgument.STDIN_CLOSED + "\"}");
            assertThat(diff.awaitExit(LIMIT)).isEqualTo(2);
            assertThat(diff.remainingErrors()).contains("diff: error: '-': standard input is closed: pipe text into it "
                    + "or give a file name");
        }
    }

    /** The JVM has picocli's jar open before it reads its arguments, as it has the app's jar. */
    @Test
    void aJarOfTheJvmGivenAsStandardInputIsRefusedAsAZipNotTakenForAClosedOne() throws Exception {
        Assumptions.assumeTrue(Files.exists(LogFileArgument.STDIN), "no /dev/stdin here");
        Path jar = Path.of(CommandLine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (CliProcess summary = CliProcess.startReading(jar, List.of("summary", "-"))) {

            assertThat(summary.awaitExit(LIMIT)).isEqualTo(2);
            assertThat(summary.remainingErrors()).contains("summary: error: /dev/stdin: the file is a zip archive; "
                    + "rollout logs must be plain or gzip-compressed").doesNotContain("closed");
        }
    }

    @Test
    void aPipeIsReadByCheckAndDiffAsIfItWereAFile() throws Exception {
        Path fifo = fifo();
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> write(fifo));
        CommandRun check = run("check", fifo.toString());
        writer.get();
        writer = CompletableFuture.runAsync(() -> write(fifo));
        CommandRun diff = run("diff", "--log", fifo.toString(), "a", "b");
        writer.get();

        assertThat(check.exit()).as(check.err()).isZero();
        assertThat(check.out()).startsWith(fifo + ": 2 runs checked offline");
        assertThat(diff.exit()).as(diff.err()).isZero();
    }

    @Test
    void replayingAPipeIsRefusedBeforeItIsRead() throws Exception {
        Path fifo = fifo(); // nobody writes to it: reading it would hang

        CommandRun replay = run("check", fifo.toString(), "--replay");

        assertThat(replay.exit()).isEqualTo(2);
        assertThat(replay.err()).startsWith("check: error: --replay needs a log file: " + fifo + " is a pipe, a "
                + "device or standard input, and the replays are journaled under the log's name; save it to a file first");
    }

    @Test
    void aReplayOfAPipedLogIsRefusedInWordsBeforeItIsRead() throws Exception {
        Path fifo = fifo(); // nobody writes to it: reading it would hang

        CommandRun replayed = run("diff", "--log", fifo.toString(), "a", "a@replay[1]");

        assertThat(replayed.exit()).isEqualTo(2);
        assertThat(replayed.err()).isEqualTo("diff: error: no replay journal for " + fifo + " (a pipe, a device or "
                + "standard input): give the log file's name to compare a replay\n");
    }

    @Test
    void aPipeNamedTwiceIsAUsageErrorBeforeItIsRead() throws Exception {
        Path fifo = fifo(); // nobody writes to it: reading it would hang
        Path same = dir.resolve("same.jsonl");
        Files.createSymbolicLink(same, fifo);

        CommandRun summary = run("summary", fifo.toString(), fifo.toString());
        CommandRun diff = run("diff", fifo.toString(), same.toString());

        assertThat(summary.exit()).isEqualTo(2);
        assertThat(summary.err()).startsWith("summary: error: '" + fifo + "' is named twice: a pipe can be read only "
                + "once; name it once, or save it to a file and name the file\n");
        assertThat(diff.exit()).isEqualTo(2);
        assertThat(diff.err()).startsWith("diff: error: '" + fifo + "' and '" + same + "' are the same pipe: a pipe "
                + "can be read only once");
    }

    @Test
    void standardInputNamedTwiceIsRefusedAlsoAsJson() throws Exception {
        Assumptions.assumeTrue(Files.exists(LogFileArgument.STDIN), "no /dev/stdin here");
        try (CliProcess summary = CliProcess.start(List.of(), List.of("summary", "--json", "-", "-"), env -> { })) {
            summary.process().getOutputStream().close(); // an empty pipe: read twice, it would be two empty logs

            assertThat(summary.awaitExit(LIMIT)).isEqualTo(2);
            assertThat(summary.remainingOutput()).isEqualTo("{\"error\":\"'-' (standard input) is named twice: a pipe "
                    + "can be read only once; name it once, or save it to a file and name the file\"}");
        }
    }

    @Test
    void aFileNamedTwiceIsSummarisedTwice() throws Exception {
        Path log = Files.writeString(dir.resolve("runs.jsonl"), RUNS);

        CommandRun summary = run("summary", "--json", log.toString(), log.toString());

        assertThat(summary.exit()).as(summary.err()).isZero();
        assertThat(summary.out().lines()).hasSize(2).allSatisfy(line -> assertThat(line).contains("\"runs\":2,"));
    }

    @Test
    void aProcFileIsReadNotTakenForAnEmptyLog() throws Exception {
        Path status = Path.of("/proc/self/status");
        Assumptions.assumeTrue(Files.isRegularFile(status) && Files.size(status) == 0, "no /proc here");

        CommandRun summary = run("summary", status.toString());

        assertThat(summary.exit()).isEqualTo(2);
        assertThat(summary.err()).startsWith("summary: error: /proc/self/status: not a rollout log: no run could be read");
    }

    @Test
    void aDeviceIsRefusedNotCopied() {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here");

        CommandRun summary = run("summary", "/dev/zero");

        assertThat(summary.exit()).isEqualTo(2);
        assertThat(summary.err()).isEqualTo("summary: error: /dev/zero: not a regular file (a pipe or a device): save"
                + " it to a file first\n");
    }

    private Path fifo() throws Exception {
        Path fifo = dir.resolve("live.jsonl");
        boolean made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        Assumptions.assumeTrue(made, "mkfifo is not available here");
        return fifo;
    }

    private static void write(Path fifo) {
        try (OutputStream out = Files.newOutputStream(fifo)) {
            out.write(RUNS.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
