package com.collimate.inspector.core.replay.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
        List<ChildJvm> racers = new ArrayList<>();
        try {
            for (int i = 0; i < 2; i++) {
                racers.add(ChildJvm.start(JournalRacer.class, false, log.toString(), dir.resolve("data").toString(),
                        go.toString(), String.valueOf(RUNS)));
            }
            for (ChildJvm racer : racers) {
                assertThat(racer.nextLine()).isEqualTo("reserved");
            }
            Files.writeString(go, "");
            Set<String> told = new HashSet<>();
            for (ChildJvm racer : racers) {
                assertThat(racer.process.waitFor(60, TimeUnit.SECONDS)).isTrue();
                assertThat(racer.process.exitValue()).isZero();
                for (String line = racer.readLine(); line != null; line = racer.readLine()) {
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
            racers.forEach(racer -> racer.process.destroyForcibly());
        }
    }
}
