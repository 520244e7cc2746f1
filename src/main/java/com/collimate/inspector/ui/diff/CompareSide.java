package com.collimate.inspector.ui.diff;

/**
 * One side of a comparison: a run as logged, or one of its replays.
 *
 * @param title    what the header link says ("run-17", "run-17 replay #2")
 * @param runIndex the run in the log, for the link back to its full record
 * @param attempt  the replay number, 0 for the run as logged
 */
public record CompareSide(String title, int runIndex, int attempt, String stdout, String stderr, Long exitCode,
                          String code) {
}
