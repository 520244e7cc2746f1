package com.collimate.inspector.core.replay.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Two processes replaying the same runs at the same time journal every replay under its own number. */
class JournalRaceTest {
    private static final int RUNS = 30;

    @TempDir
    Path dir;

    @Test
    void twoProcessesThatReservedTheSameNumbersJournalThemApart() throws Exception {
        Path log = dir.resolve("cc.jsonl");
        Files.writeString(log, "");
        Path go = dir.resolve("go");
        List<Process> racers = new ArrayList<>();
        List<BufferedReader> outputs = new ArrayList<>();
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        try {
            for (int i = 0; i < 2; i++) {
                Process racer = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                        JournalRacer.class.getName(), log.toString(), dir.resolve("data").toString(), go.toString(),
                        String.valueOf(RUNS)).redirectError(ProcessBuilder.Redirect.INHERIT).start();
                racers.add(racer);
                outputs.add(new BufferedReader(new InputStreamReader(racer.getInputStream(), StandardCharsets.UTF_8)));
            }
            for (BufferedReader output : outputs) {
                assertThat(CompletableFuture.supplyAsync(() -> readLine(output)).get(60, TimeUnit.SECONDS))
                        .isEqualTo("reserved");
            }
            Files.writeString(go, "");
            Set<String> told = new HashSet<>();
            for (int i = 0; i < racers.size(); i++) {
                assertThat(racers.get(i).waitFor(60, TimeUnit.SECONDS)).isTrue();
                assertThat(racers.get(i).exitValue()).isZero();
                for (String line = readLine(outputs.get(i)); line != null; line = readLine(outputs.get(i))) {
                    assertThat(told.add(line)).as("number %s told to both racers", line).isTrue();
                }
            }
            assertThat(told).hasSize(2 * RUNS);

            Path file = log.resolveSibling("cc.jsonl.replays.jsonl");
            Set<String> inFile = new HashSet<>();
            ObjectMapper json = new ObjectMapper();
            for (String line : Files.readAllLines(file)) {
                JsonNode entry = json.readTree(line);
                assertThat(inFile.add(entry.get("run").asText() + " " + entry.get("attempt").asInt()))
                        .as("journaled once: %s", line).isTrue();
            }
            assertThat(inFile).as("each racer was told the number its line has").isEqualTo(told);

            try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
                assertThat(journal.problems()).as("no line written into another").isEmpty();
                for (int run = 0; run < RUNS; run++) {
                    assertThat(journal.replays("c" + run, run + 1)).extracting(JournalEntry::attempt)
                            .containsExactlyInAnyOrder(1, 2);
                    assertThat(journal.replay("c" + run, run + 1, 2)).isPresent();
                }
            }
        } finally {
            racers.forEach(Process::destroyForcibly);
        }
    }

    private static String readLine(BufferedReader reader) {
        try {
            return reader.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
