package com.collimate.inspector.core.log;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletableFuture;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Logs that can only be read from start to end: pipes ({@code <(zcat log.gz)}) and files of /proc. */
class StreamedLogsTest {
    private static final String RUNS = "{\"run_id\":\"a\",\"stdout\":\"1\"}\n{\"run_id\":\"b\",\"stdout\":\"2\"}\n";
    private static final Path PROC_FILE = Path.of("/proc/self/status");

    @TempDir
    Path dir;

    @Test
    void aPipeIsReadOnceForACommandPlainOrGzip() throws Exception {
        for (byte[] bytes : new byte[][] {RUNS.getBytes(StandardCharsets.UTF_8), gzip(RUNS)}) {
            Path fifo = fifo();
            CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> write(fifo, bytes));

            try (IndexedRolloutLog log = RolloutLogs.openOnce(fifo, LoadListener.NONE, Cancellation.none())) {
                assertThat(log.size()).isEqualTo(2);
                assertThat(log.load(1).key()).isEqualTo("b");
                assertThat(log.compression()).isEqualTo(bytes[0] == '{' ? Compression.NONE : Compression.GZIP);
            }
            writer.get();
            Files.delete(fifo);
        }
    }

    @Test
    void aProcFileWhoseSizeReadsZeroIsReadForACommandAndRefusedInWordsByTheApp() throws Exception {
        Assumptions.assumeTrue(Files.isRegularFile(PROC_FILE) && Files.size(PROC_FILE) == 0, "no /proc here");

        assertThat(RolloutLogs.readsAsAStream(PROC_FILE)).isTrue();
        assertThatThrownBy(() -> RolloutLogs.openOnce(PROC_FILE, LoadListener.NONE, Cancellation.none()))
                .as("its text was read: it is no log").isInstanceOf(UnreadableLogException.class)
                .hasMessageContaining("not a rollout log: no run could be read (line 1:");
        assertThatThrownBy(() -> LogFiles.open(PROC_FILE)).isInstanceOf(UnreadableLogException.class)
                .hasMessageEndingWith(": its size reads 0 bytes, yet it holds some (a file of /proc or /sys): save "
                        + "it to a file first");
    }

    @Test
    void aDeviceIsNoStreamToCopyButRefused() {
        Path zero = Path.of("/dev/zero");
        Assumptions.assumeTrue(Files.exists(zero), "no /dev/zero here");

        assertThat(RolloutLogs.readsAsAStream(zero)).isFalse();
        assertThatThrownBy(() -> RolloutLogs.openOnce(zero, LoadListener.NONE, Cancellation.none()))
                .as("not copied until the disk is full").isInstanceOf(UnreadableLogException.class)
                .hasMessage("/dev/zero: not a regular file (a pipe or a device): save it to a file first");
    }

    @Test
    void aRegularFileEmptyOrNotIsNoStream() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.jsonl"), "");
        Path log = Files.writeString(dir.resolve("log.jsonl"), RUNS);

        assertThat(RolloutLogs.readsAsAStream(empty)).isFalse();
        assertThat(RolloutLogs.readsAsAStream(log)).isFalse();
        assertThat(RolloutLogs.readsAsAStream(dir)).isFalse();
        assertThat(RolloutLogs.readsAsAStream(dir.resolve("missing"))).isFalse();
        try (IndexedRolloutLog opened = LogFiles.open(empty)) {
            assertThat(opened.size()).isZero();
        }
    }

    @Test
    void aCopyThatFillsTheDiskSaysItIsTheCopyThatFailed() throws Exception {
        Path full = Path.of("/dev/full"); // every write fails: "No space left on device"
        Assumptions.assumeTrue(Files.exists(full), "no /dev/full here");

        try (FileChannel disk = FileChannel.open(full, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            LogData copy = LogData.temporaryCopy(full, disk, () -> { });
            InflatingSource source = new InflatingSource(
                    new ByteArrayInputStream(RUNS.getBytes(StandardCharsets.UTF_8)), copy, dir);

            assertThatThrownBy(() -> source.read(new byte[64], 0, 64)).isInstanceOf(IOException.class)
                    .hasMessage("its temporary copy in " + dir + " could not be written (No space left on device)");
        }
    }

    private Path fifo() throws Exception {
        Path fifo = dir.resolve("live.jsonl");
        boolean made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        Assumptions.assumeTrue(made, "mkfifo is not available here");
        return fifo;
    }

    private static void write(Path fifo, byte[] bytes) {
        try (OutputStream out = Files.newOutputStream(fifo)) {
            out.write(bytes);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }
}
