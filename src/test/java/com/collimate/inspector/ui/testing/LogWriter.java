package com.collimate.inspector.ui.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Writes rollout logs (JSON Lines, one exec per line, request/response nested as the SDK logs them). */
public final class LogWriter {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final List<String> lines = new ArrayList<>();

    /** Adds a record; {@code seedAck} null leaves the field out. */
    public LogWriter run(String key, String group, int step, String template, String code, String seed,
                         String seedAck, int exitCode, String stdout, String stderr, double reward, double durationMs) {
        ObjectNode record = JSON.createObjectNode();
        record.put("run_id", key);
        record.put("group", group);
        record.put("step", step);
        record.put("reward", reward);
        record.put("duration_ms", durationMs);
        record.put("timestamp", "2026-11-28T10:00:" + String.format("%02d", lines.size() % 60) + "Z");
        ObjectNode request = record.putObject("request");
        request.put("template", template);
        request.put("code", code);
        request.put("seed", seed);
        ObjectNode response = record.putObject("response");
        response.put("stdout", stdout);
        response.put("stderr", stderr);
        response.put("exit_code", exitCode);
        response.put("seed", seed);
        if (seedAck != null) {
            response.put("seed_ack", seedAck);
        }
        lines.add(record.toString());
        return this;
    }

    /** Adds a line exactly as given (for malformed records). */
    public LogWriter raw(String line) {
        lines.add(line);
        return this;
    }

    /** The {@code index}-th record as written. */
    public String line(int index) {
        return lines.get(index);
    }

    /** The log's text: one record a line, each ending with a line feed. */
    public String text() {
        return String.join("\n", lines) + "\n";
    }

    public Path writeTo(Path file) {
        try {
            Files.writeString(file, text(), StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
