package com.collimate.inspector.cli;

import com.collimate.inspector.core.config.AppDirs;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A {@code check} (or a {@code summary}) that does not stop within the grace after a SIGTERM ends anyway, saying what
 * it leaves out.
 */
class CheckShutdownTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final int TERMINATED = 143;

    @TempDir
    Path dir;

    /**
     * The log is a pipe nobody writes to: reading it does not heed the cancel, so the check is still stuck there when
     * the grace runs out, and its summary is missing.
     */
    @Test
    @DisabledOnOs(value = OS.WINDOWS, disabledReason = "no mkfifo, and destroy() ends a process without its shutdown hooks")
    void aCheckStuckReadingItsLogEndsAfterTheGraceSayingItHasNoSummary() throws Exception {
        Path fifo = fifo();
        try (CliProcess check = CliProcess.start(List.of("-D" + AppDirs.HOME_OVERRIDE_PROPERTY + "=" + dir),
                List.of("check", "--json", fifo.toString()), environment -> { })) {
            assertThat(terminatedWhileReading(check, fifo)).isEqualTo(TERMINATED);
            String message = "did not stop within 5 s of the interrupt, so it ends without its summary";
            assertThat(check.remainingErrors()).isEqualTo("check: error: " + message);
            assertThat(check.remainingOutput()).isEqualTo("{\"file\":\"" + fifo + "\",\"error\":\"" + message + "\"}");
        }
    }

    /** The summary of the file before the pipe is printed; the pipe and the file after it are said not summarized. */
    @Test
    @DisabledOnOs(value = OS.WINDOWS, disabledReason = "no mkfifo, and destroy() ends a process without its shutdown hooks")
    void aSummaryStoppedBySigtermSaysWhichFilesItDidNotSummarize() throws Exception {
        Path fifo = fifo();
        Path before = Files.writeString(dir.resolve("before.jsonl"), "{\"run_id\": \"a\"}\n");
        Path after = Files.writeString(dir.resolve("after.jsonl"), "{\"run_id\": \"b\"}\n");
        try (CliProcess summary = CliProcess.start(List.of(), List.of("summary", "--json", before.toString(),
                fifo.toString(), after.toString()), environment -> { })) {
            assertThat(terminatedWhileReading(summary, fifo)).isEqualTo(TERMINATED);
            assertThat(summary.remainingErrors()).isEqualTo("summary: incomplete: did not stop within 5 s of the "
                    + "interrupt; not summarized: " + fifo + ", " + after);
            assertThat(summary.remainingOutput()).startsWith("{\"file\":\"" + before + "\"").doesNotContain(fifo.toString());
        }
    }

    /** A named pipe, which the command will read: nobody writes to it. */
    private Path fifo() throws IOException, InterruptedException {
        Path fifo = dir.resolve("runs.jsonl");
        Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0,
                "mkfifo is not available here");
        return fifo;
    }

    /** SIGTERM once {@code command} is reading {@code fifo}; its exit status. */
    private static int terminatedWhileReading(CliProcess command, Path fifo) throws Exception {
        // opening the pipe to write returns once the command has opened it to read, its shutdown hook in place
        CompletableFuture<OutputStream> opened = CompletableFuture.supplyAsync(() -> openToWrite(fifo));
        try (OutputStream writer = opened.get(LIMIT.toSeconds(), TimeUnit.SECONDS)) {
            command.process().toHandle().destroy(); // SIGTERM; Process.destroy would also close its output
            return command.awaitExit(LIMIT);
        }
    }

    private static OutputStream openToWrite(Path fifo) {
        try {
            return new FileOutputStream(fifo.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
