package com.collimate.inspector.core.replay;

/**
 * A run of a diverged group as the offline check judged it, and the run of its group it was compared with (the
 * one {@code result.firstDivergence()} and "differs from" in its reason are about); null for a run that differs from
 * no run of its group (no exit code logged, in a group whose runs differ only in theirs).
 */
public record OfflineFinding(RunResult result, RunRef comparedWith) {
}
