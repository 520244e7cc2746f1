package com.collimate.inspector.core.model;

/**
 * The small fields of one run, as kept by the log index (no stdout, stderr or code text).
 * Sizes are in bytes of the UTF-8 text as logged, -1 when the field is absent. {@code timestamp} is as logged (a
 * string's text or a number's JSON text), null when absent.
 */
public record RunSummary(
        int index,
        String key,
        long line,
        String template,
        Seed seed,
        SeedAck seedAck,
        String seedAckRaw,
        Long exitCode,
        String group,
        Long step,
        Double reward,
        Double durationMs,
        String timestamp,
        long stdoutBytes,
        long stderrBytes) {
}
