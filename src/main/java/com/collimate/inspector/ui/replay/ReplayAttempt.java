package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.journal.JournalEntry;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/** One row of the Replays tab: a journaled replay of the selected run, as text. */
public record ReplayAttempt(int attempt, String time, String seedAck, String exitCode, String duration,
                            String identical, String error, boolean answered, String backend) {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT)
            .withZone(ZoneId.systemDefault());

    static ReplayAttempt of(JournalEntry entry, ReplayRecord record) {
        String identical = !record.answered() ? "—" : record.identical() ? "identical"
                : "differs: " + record.divergence().describe();
        return new ReplayAttempt(entry.attempt(), time(entry.startedAt()),
                record.seedAck() == null ? "—" : record.seedAck().label() + (record.seedEchoMismatch()
                        ? " (seed echo mismatch)" : ""),
                record.exitCode() == null ? "—" : record.exitCode().toString(),
                String.format(Locale.ROOT, "%.0f ms", entry.durationMs()),
                identical, record.answered() ? "" : record.error(), record.answered(),
                entry.endpoint() == null ? "—" : entry.endpoint());
    }

    private static String time(String startedAt) {
        try {
            return TIME.format(java.time.Instant.parse(startedAt));
        } catch (DateTimeParseException | NullPointerException e) {
            return String.valueOf(startedAt);
        }
    }
}
