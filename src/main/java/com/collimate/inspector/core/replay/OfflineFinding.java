package com.collimate.inspector.core.replay;

/**
 * A run of a diverged group as the offline check judged it, and the run of its group it was compared with (the
 * one {@code result.firstDivergence()} and "differs from" in its reason are about).
 */
public record OfflineFinding(RunResult result, RunRef comparedWith) {
}
