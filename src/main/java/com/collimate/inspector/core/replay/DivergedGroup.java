package com.collimate.inspector.core.replay;

import java.util.List;

/**
 * Runs of one log with the same template, code and seed but different stdout, stderr or exit_code:
 * nondeterminism found in the log itself.
 *
 * @param size       how many runs of the log the group has
 * @param variants   how many different results the group has
 * @param unexpected any of its runs was verified: the sandbox confirmed a seed it then did not honour
 * @param runs       its first runs in log order, at most {@link OfflineCheck#MAX_RUNS_PER_GROUP}
 */
public record DivergedGroup(String template, String seed, int size, int variants, boolean unexpected,
                            List<RunRef> runs) {

    public DivergedGroup {
        runs = List.copyOf(runs);
    }

    /** Not every run of the group is in {@link #runs()}. */
    public boolean isTruncated() {
        return runs.size() < size;
    }
}
