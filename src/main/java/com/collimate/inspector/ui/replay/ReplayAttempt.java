package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.util.Sizes;
import com.fasterxml.jackson.databind.JsonNode;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * One row of the Replays tab: a journaled replay of the selected run, as text. {@code identical} says what came of
 * it: "identical", "differs: …", or for a failed replay "no result: why" (nothing came back) or "failed: why" (an
 * answer the sandbox cut at a limit), so the reason shows in the first wide column, and nowhere else.
 *
 * @param measuredDuration the duration without a slow round trip beside it ("224 ms"), for the tab's cell
 * @param duration         the same with a slow round trip beside it ("224 ms (round trip 583 ms)"), for its tooltip
 * @param hasOutput        the replay printed something to compare with the original (it got an answer, even a cut
 *                         one)
 */
public record ReplayAttempt(int attempt, String time, String seedAck, String exitCode, String measuredDuration,
                            String duration, String identical, boolean hasOutput, String backend) {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT)
            .withZone(ZoneId.systemDefault());

    static ReplayAttempt of(JournalEntry entry, ReplayRecord record) {
        boolean hasOutput = entry.response() != null;
        String identical = !record.answered() ? failure(hasOutput, record.error())
                : record.identical() ? "identical" : "differs: " + record.divergence().describe();
        // an answer the sandbox cut at a limit failed, but it has a seed_ack and an exit code (137: killed) to show
        ExecResponse answer = entry.response();
        return new ReplayAttempt(entry.attempt(), time(entry.startedAt()),
                answer == null ? "—" : SeedAck.parse(answer.seedAck()).label() + (record.seedEchoMismatch()
                        ? " (seed echo mismatch)" : ""),
                answer == null || answer.exitCode() == null ? "—" : answer.exitCode().toString(),
                measuredDuration(entry), duration(entry),
                identical, hasOutput,
                entry.endpoint() == null ? "—" : entry.endpoint());
    }

    /**
     * The run's time as the sandbox measured it ({@code duration_ms} in its answer, as the local sandbox sends), with
     * the request's round trip beside it when that took much longer (queued at a busy sandbox, or retried): the
     * round trip alone made a 0.3 s print read 22 s. Only the round trip when the answer does not say.
     */
    private static String duration(JournalEntry entry) {
        String ran = measuredDuration(entry);
        OptionalDouble measured = measuredMillis(entry);
        return measured.isPresent() && entry.durationMs() > 2 * measured.getAsDouble() + 100
                ? ran + " (round trip " + millis(entry.durationMs()) + ")" : ran;
    }

    /** The run's time as the sandbox measured it, or the request's round trip when the answer does not say. */
    private static String measuredDuration(JournalEntry entry) {
        return millis(measuredMillis(entry).orElse(entry.durationMs()));
    }

    private static OptionalDouble measuredMillis(JournalEntry entry) {
        JsonNode measured = entry.response() == null ? null : entry.response().extras().get("duration_ms");
        return measured == null || !measured.isNumber() || measured.asDouble() < 0 ? OptionalDouble.empty()
                : OptionalDouble.of(measured.asDouble());
    }

    private static String millis(double millis) {
        return Sizes.count(Math.round(millis)) + " ms";
    }

    private static String failure(boolean hasOutput, String error) {
        if (hasOutput) {
            return "failed: " + error;
        }
        return error.startsWith("no result") ? error : "no result: " + error;
    }

    private static String time(String startedAt) {
        try {
            return TIME.format(java.time.Instant.parse(startedAt));
        } catch (DateTimeParseException | NullPointerException e) {
            return String.valueOf(startedAt);
        }
    }
}
