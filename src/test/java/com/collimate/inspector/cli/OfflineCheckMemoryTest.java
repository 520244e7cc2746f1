package com.collimate.inspector.cli;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.replay.OfflineCheck;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The offline check in a small heap, on a log where every run diverges (pairs of runs sharing a seed): the scaled-down
 * form of a 1M-run log with 500k diverged groups in -Xmx512m. Holding a result for every diverged run took about
 * 50 MB here; the capped lists take under 32 MB (the old code ran out of memory at 48 MB; 44 MB leaves the new one
 * room).
 */
class OfflineCheckMemoryTest {
    private static final int RUNS = 60_000;
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @TempDir
    Path dir;

    @Test
    void aLogWhereEveryRunDivergesIsCheckedInASmallHeap() throws Exception {
        Path log = writeLog(dir.resolve("diverged.jsonl"));

        try (CliProcess check = CliProcess.start(List.of("-Xmx44m", "-D" + AppDirs.HOME_OVERRIDE_PROPERTY + "=" + dir),
                List.of("check", log.toString(), "--json"), env -> { })) {
            String output = check.nextLine(LIMIT);
            int exit = check.awaitExit(LIMIT);

            assertThat(exit).as(check.remainingErrors()).isEqualTo(1);
            JsonNode json = new ObjectMapper().readTree(output);
            assertThat(json.get("diverged").asInt()).isEqualTo(RUNS);
            assertThat(json.get("diverged_groups").asInt()).isEqualTo(RUNS / 2);
            assertThat(json.get("truncated").asBoolean()).isTrue();
            assertThat(json.get("results")).hasSize(OfflineCheck.MAX_LISTED_RUNS);
            assertThat(json.get("groups")).hasSize(OfflineCheck.MAX_LISTED_GROUPS);
        }
    }

    private static Path writeLog(Path file) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file)) {
            for (int i = 0; i < RUNS; i++) {
                out.write(String.format("{\"run_id\":\"d%d\",\"template\":\"python\",\"code\":\"x\",\"seed\":\"%064x\","
                        + "\"seed_ack\":\"verified\",\"stdout\":\"%d\\n\",\"exit_code\":0}%n", i, i / 2, i));
            }
        }
        return file;
    }
}
