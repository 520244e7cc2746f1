package com.collimate.inspector.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads journaled replays of a log, read-only: the sidecar {@code <log>.replays.jsonl} written by the replay
 * engine, one JSON entry per line ({@code run}, {@code attempt}, and {@code response} or {@code error}).
 */
final class JournalReplays {
    static final String SUFFIX = ".replays.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path journal;

    JournalReplays(Path logFile) {
        Path absolute = logFile.toAbsolutePath().normalize();
        this.journal = absolute.resolveSibling(absolute.getFileName() + SUFFIX);
    }

    record Replay(String stdout, String stderr, Integer exitCode) {
    }

    Replay find(String runKey, int attempt) throws IOException {
        int attempts = 0;
        int lineNumber = 0;
        try (BufferedReader reader = Files.newBufferedReader(journal, StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                JsonNode entry = parse(line);
                if (entry == null || !runKey.equals(entry.path("run").asText(null))) {
                    continue;
                }
                attempts++;
                if (entry.path("attempt").asInt() == attempt) {
                    return replay(entry, runKey, attempt, lineNumber);
                }
            }
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no replay journal for this log (looked for " + journal + ")");
        }
        throw new IllegalArgumentException(journal + ": no replay " + attempt + " of run '" + runKey + "' ("
                + attempts + " journaled)");
    }

    private Replay replay(JsonNode entry, String runKey, int attempt, int lineNumber) {
        JsonNode response = entry.path("response");
        if (!response.isObject()) {
            JsonNode error = entry.path("error");
            throw new IllegalArgumentException(journal + ":" + lineNumber + ": replay " + attempt + " of '" + runKey
                    + "' has no output (" + error.path("kind").asText("no response") + ": "
                    + error.path("message").asText("") + ")");
        }
        JsonNode exitCode = response.path("exit_code");
        return new Replay(response.path("stdout").asText(""), response.path("stderr").asText(""),
                exitCode.isInt() ? exitCode.intValue() : null);
    }

    /** A partial last line (the app was killed mid-write) is skipped, as the replay engine does. */
    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (IOException e) {
            return null;
        }
    }
}
