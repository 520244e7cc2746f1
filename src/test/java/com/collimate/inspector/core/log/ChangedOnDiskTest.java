package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A run read back must be the run that was indexed, or say that the file changed. */
class ChangedOnDiskTest {
    @TempDir
    Path dir;

    private static final String SEED = "C0FFEE00".repeat(8);

    @Test
    void aRecordRewrittenInPlaceWithTheSameLengthIsNotPassedOffAsTheIndexedRun() throws Exception {
        Path file = dir.resolve("log.jsonl");
        String first = "{\"run_id\":\"a1\",\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\",\"exit_code\":0}\n";
        Files.writeString(file, first + "{\"run_id\":\"b2\",\"exit_code\":1}\n");
        try (RolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none())) {
            assertThat(log.load(0).key()).isEqualTo("a1");
            Files.writeString(file, first.replace("a1", "z9") + "{\"run_id\":\"b2\",\"exit_code\":1}\n");
            aClockTickLater(file);

            assertThatThrownBy(() -> log.load(0)).isInstanceOf(RunChangedOnDiskException.class)
                    .hasMessageEndingWith("run 1 changed on disk since the log was opened");
            assertThat(log.load(1).key()).isEqualTo("b2");
        }
    }

    @Test
    void aRunReadAgainIsTheOneReadBeforeUntilTheFileChanges() throws Exception {
        Path file = dir.resolve("kept.jsonl");
        Files.writeString(file, "{\"run_id\":\"a1\",\"stdout\":\"x\\ny\",\"exit_code\":0}\n");
        try (RolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none())) {
            Run first = log.load(0);
            assertThat(log.load(0)).isSameAs(first);

            aClockTickLater(file);

            Run again = log.load(0);
            assertThat(again).isNotSameAs(first).isEqualTo(first);
        }
    }

    @Test
    void aClosedLogGivesBackNoRunItRead() throws Exception {
        Path file = dir.resolve("closed.jsonl");
        Files.writeString(file, "{\"run_id\":\"a1\",\"exit_code\":0}\n");
        RolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none());
        assertThat(log.load(0).key()).isEqualTo("a1");

        log.close();

        assertThatThrownBy(() -> log.load(0)).isInstanceOf(IOException.class);
    }

    /**
     * What any later write does to the file's time: the kernel stamps files with a coarse clock (a tick of a few
     * milliseconds), so a rewrite in the same tick as the read before it would keep the time.
     */
    private static void aClockTickLater(Path file) throws IOException {
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 1_000));
    }

    @Test
    void aLogTruncatedInPlaceSaysItsRunChangedOnDisk() throws Exception {
        Path file = dir.resolve("cut.jsonl");
        String record = "{\"run_id\":\"a1\",\"exit_code\":0}\n";
        Files.writeString(file, record + record.replace("a1", "a2"));
        try (RolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none())) {
            Files.writeString(file, record);
            assertThatThrownBy(() -> log.load(1)).isInstanceOf(RunChangedOnDiskException.class)
                    .hasMessageEndingWith("run 2 is no longer in the file");
        }
    }

    @Test
    void oddButUnchangedRecordsReadBackAsIndexed() throws Exception {
        Path file = dir.resolve("odd.jsonl");
        String longSeed = "x".repeat(100_000);
        Files.writeString(file, "{\"id\":\"upper\",\"seed\":\"" + SEED + "\",\"seed_ack\":\" Mismatch: x \"}\n"
                + "{\"runId\":\"long\",\"seed\":\"" + longSeed + "\",\"exitCode\":\"0\"}\n"
                + "{\"request\":{\"seed\":12},\"response\":{\"seed\":\"" + SEED.toLowerCase() + "\",\"returncode\":3}}\n"
                + "{\"seed\":null,\"seed_ack\":\"\"}\n");
        try (RolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none())) {
            for (int i = 0; i < log.size(); i++) {
                assertThat(log.load(i).key()).isEqualTo(log.summary(i).key());
            }
            assertThat(log.load(1).seed().raw()).hasSize(100_000);
        }
    }
}
