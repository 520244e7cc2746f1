package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.ClosedChannelException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * A thread interrupted while it reads a run (a cancelled task) fails that read only: the log stays readable for every
 * other read, and the thread keeps its interrupt status.
 */
class InterruptedReadTest {
    @TempDir
    Path dir;

    private static String runs(String prefix, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            text.append("{\"run_id\":\"").append(prefix).append(i).append("\",\"stdout\":\"out ").append(i)
                    .append("\",\"exit_code\":0}\n");
        }
        return text.toString();
    }

    @Test
    void aPlainLogStaysReadableAfterAnInterruptedRead() throws Exception {
        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write(runs("run-", 5)))) {
            assertInterruptedReadFailsAlone(log, 1);

            assertThat(log.load(2).stdout()).isEqualTo("out 3");
            assertThat(log.load(1).stdout()).isEqualTo("out 2");
        }
    }

    @Test
    void aGzipLogStaysReadableAfterAnInterruptedRead() throws Exception {
        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).writeGzip(runs("run-", 5)))) {
            assertThat(log.compression()).isEqualTo(Compression.GZIP);
            assertInterruptedReadFailsAlone(log, 1);

            assertThat(log.load(2).stdout()).isEqualTo("out 3");
            assertThat(log.load(1).stdout()).isEqualTo("out 2");
        }
        assertThat(LogFiles.temporaryCopies()).noneMatch(copy -> copy.getFileName().toString()
                .startsWith("replay-inspector-" + ProcessHandle.current().pid() + "-"));
    }

    @Test
    void anotherThreadReadsOnAfterOneThreadWasInterruptedReading() throws Exception {
        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write(runs("run-", 5)))) {
            AtomicReference<Throwable> failure = new AtomicReference<>();
            AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
            Thread cancelled = new Thread(() -> {
                Thread.currentThread().interrupt();
                try {
                    log.record(0);
                } catch (Throwable e) {
                    failure.set(e);
                }
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            });
            cancelled.start();
            cancelled.join();

            assertThat(failure.get()).isInstanceOf(ClosedByInterruptException.class);
            assertThat(stillInterrupted.get()).isTrue();
            assertThat(log.load(4).stdout()).isEqualTo("out 5");
        }
    }

    @Test
    void followGoesOnAfterAnInterruptedRead() throws Exception {
        Path path = new LogFiles(dir).write(runs("run-", 3));
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            assertInterruptedReadFailsAlone(log, 0);
            Files.writeString(path, runs("more-", 2), StandardOpenOption.APPEND);

            assertThat(log.indexAppended(LoadListener.NONE)).isEqualTo(2);
            assertThat(log.load(4).key()).isEqualTo("more-2");
        }
    }

    @Test
    void aLogReplacedByAnotherFileIsNotReadAsIfItWereTheLog() throws Exception {
        Path path = new LogFiles(dir).write(runs("run-", 3));
        Path other = Files.writeString(dir.resolve("other.jsonl"), runs("other-", 3));
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            Files.move(other, path, StandardCopyOption.REPLACE_EXISTING);
            assertInterruptedReadFailsAlone(log, 0);

            assertThatThrownBy(() -> log.load(1)).isInstanceOf(LogRewrittenException.class)
                    .hasMessageContaining("another file has taken its name");
        }
    }

    @Test
    void aClosedLogIsNotOpenedAgain() throws Exception {
        IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write(runs("run-", 3)));
        log.close();

        assertThatThrownBy(() -> log.record(0)).isInstanceOf(ClosedChannelException.class);
    }

    /** Reads run {@code index} with this thread's interrupt set: the read fails, the interrupt stays set. */
    private static void assertInterruptedReadFailsAlone(IndexedRolloutLog log, int index) {
        Thread.currentThread().interrupt();
        Throwable failure = catchThrowable(() -> log.record(index));
        boolean stillInterrupted = Thread.interrupted();

        assertThat(failure).isInstanceOf(ClosedByInterruptException.class);
        assertThat(stillInterrupted).as("the interrupt stays set for the caller").isTrue();
    }
}
