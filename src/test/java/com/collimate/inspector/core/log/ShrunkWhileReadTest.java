package com.collimate.inspector.core.log;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A command reads a log once: a file cut short while it is read (a restarted job truncating it) leaves an index of
 * runs the file no longer has, under line numbers that are not the file's, so the command says so instead.
 */
class ShrunkWhileReadTest {
    private static final int RUNS = 40_000; // a few MiB: several windows, so the file changes half-way

    @TempDir
    Path dir;

    @Test
    void aJsonLinesLogTruncatedWhileACommandReadsItIsUnreadableInWords() throws Exception {
        Path file = log("runs.jsonl", "");

        assertThatThrownBy(() -> RolloutLogs.openOnce(file, atFirstProgress(() -> truncate(file, 500)),
                Cancellation.none())).isInstanceOf(UnreadableLogException.class)
                .hasMessageMatching(".*runs\\.jsonl: the file shrank while it was read \\(from [0-9.]+ MB to 500 B\\):"
                        + " another program truncated or rewrote it meanwhile; read it again once nothing writes it");
    }

    @Test
    void aPrettyPrintedLogTruncatedWhileACommandReadsItIsUnreadableInWordsToo() throws Exception {
        Path file = log("pretty.json", "\n");

        assertThatThrownBy(() -> RolloutLogs.openOnce(file, atFirstProgress(() -> truncate(file, 500)),
                Cancellation.none())).isInstanceOf(UnreadableLogException.class)
                .hasMessageContaining("pretty.json: the file shrank while it was read");
    }

    @Test
    void aLogThatGrowsWhileItIsReadIsReadAsItWasWhenOpened() throws Exception {
        Path file = log("growing.jsonl", "");
        String appended = "{\"run_id\":\"late\"}\n";

        try (IndexedRolloutLog log = RolloutLogs.openOnce(file, atFirstProgress(() -> append(file, appended)),
                Cancellation.none())) {
            assertThat(log.size()).isEqualTo(RUNS);
            assertThat(log.errorCount()).isZero();
        }
    }

    private Path log(String name, String insideRecords) throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < RUNS; i++) {
            text.append('{').append(insideRecords).append("\"run_id\": \"r").append(i).append("\", \"stdout\": \"")
                    .append("x".repeat(60)).append('"').append(insideRecords).append("}\n");
        }
        return Files.writeString(dir.resolve(name), text);
    }

    private static LoadListener atFirstProgress(Runnable change) {
        AtomicBoolean done = new AtomicBoolean();
        return new LoadListener() {
            @Override
            public void onProgress(long bytesDone, long bytesTotal) {
                if (done.compareAndSet(false, true)) {
                    change.run();
                }
            }
        };
    }

    private static void truncate(Path file, long size) {
        try (RandomAccessFile open = new RandomAccessFile(file.toFile(), "rw")) {
            open.setLength(size);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void append(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
