package com.collimate.inspector.core.replay.journal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
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
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process child = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                JournalAppender.class.getName(), log.toString(), dir.resolve("data").toString())
                .redirectErrorStream(true).start();
        try {
            BufferedReader output = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            String first = CompletableFuture.supplyAsync(() -> readLine(output)).get(60, TimeUnit.SECONDS);
            assertThat(first).isEqualTo("ready");
        } finally {
            child.destroyForcibly(); // SIGKILL on POSIX: no shutdown hook, no close
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
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

    private static String readLine(BufferedReader reader) {
        try {
            return reader.readLine();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
