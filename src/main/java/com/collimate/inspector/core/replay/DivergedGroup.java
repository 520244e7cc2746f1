package com.collimate.inspector.core.replay;

import java.util.List;

/**
 * Runs of one log with the same template, code and seed but different stdout, stderr or exit_code:
 * nondeterminism found in the log itself.
 *
 * @param variants how many different results the group has
 */
public record DivergedGroup(String template, String seed, List<RunRef> runs, int variants) {

    public DivergedGroup {
        runs = List.copyOf(runs);
    }

    /** Any of its runs was verified: the sandbox confirmed a seed it then did not honour. */
    public boolean isUnexpected() {
        return runs.stream().anyMatch(run -> run.seedAck() == com.collimate.inspector.core.model.SeedAck.VERIFIED);
    }
}
