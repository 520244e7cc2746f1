package com.collimate.inspector.core.report;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything a check report shows, independent of the replay types (the replay engine maps its results here).
 *
 * @param file          the log the report is about, as the user named it
 * @param seedAckCounts runs per seed_ack label ("verified", "no-ack", ...), in display order
 * @param verdictCounts runs per verdict label as shown ("reproduced", {@link VerdictLabels#UNEXPECTED}, ...), in
 *                      display order
 * @param notes         lines for the summary (e.g. "offline check: no replays"); may be empty
 */
public record ReportInput(String file, Instant generatedAt, Map<String, Integer> seedAckCounts,
                          Map<String, Integer> verdictCounts, List<ReportRow> rows, List<String> notes) {

    public ReportInput {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(generatedAt, "generatedAt");
        seedAckCounts = Collections.unmodifiableMap(new LinkedHashMap<>(seedAckCounts));
        verdictCounts = Collections.unmodifiableMap(new LinkedHashMap<>(verdictCounts));
        rows = List.copyOf(rows);
        notes = List.copyOf(notes);
    }

    public ReportInput(String file, Instant generatedAt, Map<String, Integer> seedAckCounts,
                       Map<String, Integer> verdictCounts, List<ReportRow> rows) {
        this(file, generatedAt, seedAckCounts, verdictCounts, rows, List.of());
    }
}
