package com.collimate.inspector.core.model;

import java.util.Map;
import java.util.Objects;

/**
 * One exec of a rollout log, fully loaded (including its big texts). Immutable.
 *
 * @param key        the run_id (aliases id, runId), else {@code #<line>}
 * @param line       1-based line where the record starts
 * @param template   sandbox template (python, bash, ...), or null
 * @param code       code or command that was executed, or null
 * @param seed       the seed actually used (response.seed wins over request.seed)
 * @param seedAck    mapped seed_ack verdict
 * @param seedAckRaw the seed_ack value as logged, or null when absent
 * @param stdout     null when absent
 * @param stderr     null when absent
 * @param exitCode   null when absent, not an integer, or outside the range of a long
 * @param extras     every other field as raw JSON text, keyed by its dotted path (e.g. {@code response.usage})
 * @param rawJson    the whole record as it appears in the log
 */
public record Run(
        String key,
        long line,
        String template,
        String code,
        Seed seed,
        SeedAck seedAck,
        String seedAckRaw,
        String stdout,
        String stderr,
        Long exitCode,
        String group,
        Long step,
        Double reward,
        Double durationMs,
        String timestamp,
        Map<String, String> extras,
        String rawJson) {

    public Run {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(seedAck, "seedAck");
        extras = extras == null ? Map.of() : Map.copyOf(extras);
    }
}
