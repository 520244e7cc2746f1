package com.collimate.inspector.core.replay;

/**
 * Counts of a finished batch. {@code replayed} counts runs with at least one request made; {@code failedReplays}
 * counts single replays without an answer (a run can be reproduced while one of its replays failed).
 *
 * @param unconfirmed runs not shown reproducible, though no replay differed, because a replay did not confirm the
 *                    seed it was sent (seed echo mismatch, or its own seed_ack not verified)
 * @param unreadable  runs skipped because the log could not give them back (it changed on disk meanwhile)
 * @param stopReason why the batch stopped before the end (bad key, unwritable journal), or null
 */
public record ReplaySummary(int runs, int replayed, int reproduced, int diverged, int unexpected, int failed,
                            int skipped, int failedReplays, int unconfirmed, int unreadable, boolean cancelled, String stopReason) {

    /** These counts and {@code other}'s added up; cancelled and stopReason stay this batch's. */
    public ReplaySummary plus(ReplaySummary other) {
        return new ReplaySummary(runs + other.runs, replayed + other.replayed, reproduced + other.reproduced,
                diverged + other.diverged, unexpected + other.unexpected, failed + other.failed,
                skipped + other.skipped, failedReplays + other.failedReplays, unconfirmed + other.unconfirmed,
                unreadable + other.unreadable, cancelled, stopReason);
    }
}
