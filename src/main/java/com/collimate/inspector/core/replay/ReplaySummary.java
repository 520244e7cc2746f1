package com.collimate.inspector.core.replay;

/**
 * Counts of a finished batch. {@code replayed} counts runs with at least one request made; {@code failedReplays}
 * counts single replays without an answer (a run can be reproduced while one of its replays failed).
 *
 * @param stopReason why the batch stopped before the end (bad key, unwritable journal), or null
 */
public record ReplaySummary(int runs, int replayed, int reproduced, int diverged, int unexpected, int failed,
                            int skipped, int failedReplays, boolean cancelled, String stopReason) {
}
