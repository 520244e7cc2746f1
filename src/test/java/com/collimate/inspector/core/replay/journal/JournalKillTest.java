package com.collimate.inspector.core.replay.journal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A real kill -9 of a process appending to the journal loses no complete line. */
class JournalKillTest {
    @TempDir
    Path dir;

    @Test
    void everyCompleteLineSurvivesKillMinusNine() throws Exception {
        Path log = dir.resolve("log.jsonl");
        Files.writeString(log, "");
        ChildJvm child = ChildJvm.start(JournalAppender.class, true, log.toString(), dir.resolve("data").toString());
        try {
            assertThat(child.nextLine()).isEqualTo("ready");
        } finally {
            child.process.destroyForcibly(); // SIGKILL on POSIX: no shutdown hook, no close
            assertThat(child.process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }

        Path file = log.resolveSibling("log.jsonl.replays.jsonl");
        long completeLines = Files.readAllBytes(file).length == 0 ? 0
                : new String(Files.readAllBytes(file), StandardCharsets.UTF_8).chars().filter(c -> c == '\n').count();
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            List<JournalEntry> entries = journal.replays("run", 3);
            assertThat(entries).hasSizeGreaterThanOrEqualTo(100).hasSize((int) completeLines);
            for (int i = 0; i < entries.size(); i++) {
                assertThat(entries.get(i).attempt()).isEqualTo(i + 1);
                assertThat(entries.get(i).response().stdout()).hasSize(20_000);
            }
            assertThat(journal.problems()).hasSizeLessThanOrEqualTo(1)
                    .allSatisfy(problem -> assertThat(problem).contains("is incomplete"));
        }
    }
}
