package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.model.RunInputs;

/**
 * One side of a comparison: a run as logged, or one of its replays.
 *
 * @param title    what the header link says ("run-17", "run-17 replay #2")
 * @param runIndex the run in the log, for the link back to its full record
 * @param attempt  the replay number, 0 for the run as logged
 * @param inputs   what the run was given (for a replay, the seed it was sent)
 */
public record CompareSide(String title, int runIndex, int attempt, String stdout, String stderr, Long exitCode,
                          RunInputs inputs) {

    public String code() {
        return inputs.code();
    }
}
