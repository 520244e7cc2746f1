package com.collimate.inspector.core.replay.journal;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

/** A full disk, on a 64 KiB tmpfs (mounting one needs root on Linux; skipped elsewhere). */
class JournalDiskFullTest {
    private static final String ENTRY_TEXT = "y".repeat(6_000);

    @TempDir
    Path dir;
    private Path mounted;

    @AfterEach
    void unmount() throws Exception {
        if (mounted != null) {
            run("umount", mounted.toString());
        }
    }

    @Test
    void aWriteThatFindsTheDiskFullFailsSayingSoLeavesNoTornLineAndWritingResumesOnceThereIsSpace() throws Exception {
        Path small = Files.createDirectory(dir.resolve("small"));
        assumeThat(run("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", small.toString()))
                .as("a tmpfs can be mounted here").isTrue();
        mounted = small;
        Path log = Files.writeString(small.resolve("log.jsonl"), "");
        Path filler = Files.write(small.resolve("filler"), new byte[24 * 1024]);

        int written = 0;
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            IOException full = null;
            while (full == null) {
                try {
                    assertThat(journal.append(ReplayJournalTest.answered("run", written + 1, ENTRY_TEXT)))
                            .isEqualTo(written + 1);
                    written++;
                } catch (IOException e) {
                    full = e;
                }
                assertThat(written).as("the disk fills up").isLessThan(20);
            }
            assertThat(full).hasMessage(journal.file() + ": appending a replay failed (No space left on device)");
            assertThat(written).isPositive();
            assertThat(Files.readString(journal.file())).endsWith("\n");
            assertThat(Files.readAllLines(journal.file())).hasSize(written);
            assertThatThrownBy(() -> journal.append(ReplayJournalTest.answered("run", 99, ENTRY_TEXT)))
                    .as("still full").hasMessageContaining("No space left on device");

            Files.delete(filler);
            assertThat(journal.append(ReplayJournalTest.answered("run", written + 1, ENTRY_TEXT)))
                    .as("writes again once there is space, under the next number").isEqualTo(written + 1);
        }
        try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(reopened.problems()).isEmpty();
            assertThat(reopened.replays("run", 3)).hasSize(written + 1)
                    .allSatisfy(entry -> assertThat(entry.response().stdout()).isEqualTo(ENTRY_TEXT));
        }
    }

    private static boolean run(String... command) throws Exception {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getInputStream().readAllBytes();
            return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0;
        } catch (IOException notThere) {
            return false;
        }
    }
}
