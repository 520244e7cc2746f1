package com.collimate.inspector.core.replay;

import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The verdict on one run.
 *
 * @param expected        false only for an unexpected divergence: a run whose original seed_ack was verified
 * @param reason          why, in one line ("" when there is nothing to add to a plain reproduction)
 * @param replays         the replays of this batch (empty for an offline check or a skipped run)
 * @param firstDivergence where the first diverging replay first differs, or null
 */
public record RunResult(RunRef run, Verdict verdict, boolean expected, String reason, List<ReplayRecord> replays,
                        Divergence firstDivergence) {

    public static final String UNPROVEN_LABEL = "unconfirmed";

    public RunResult {
        Objects.requireNonNull(run, "run");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(reason, "reason");
        replays = List.copyOf(replays);
    }

    public boolean isUnexpectedDivergence() {
        return verdict == Verdict.DIVERGED && !expected;
    }

    /**
     * Skipped because a replay of its seed answered identically without confirming that seed (echo mismatch, its own
     * seed_ack not verified). A run the log has no seed for is not one: it sent no seed to confirm.
     */
    public boolean isUnconfirmed() {
        return verdict == Verdict.SKIPPED && reason.contains(Verdicts.UNCONFIRMED);
    }

    /** Skipped because the log could not give the run back (it changed on disk since it was opened, say). */
    public boolean isUnreadable() {
        return verdict == Verdict.SKIPPED && reason.startsWith(Verdicts.UNREADABLE);
    }

    /**
     * Skipped though a replay answered: its output proves nothing, because the replay did not confirm the seed or
     * the log had none to send. Shown as {@value #UNPROVEN_LABEL}, apart from the runs that could not be replayed.
     */
    public boolean isUnproven() {
        return verdict == Verdict.SKIPPED && replays.stream().anyMatch(ReplayRecord::answered);
    }

    /** The verdict as people read it: {@value #UNPROVEN_LABEL} for an {@linkplain #isUnproven unproven} run. */
    public String label() {
        return isUnproven() ? UNPROVEN_LABEL : verdict.label();
    }

    /** Replays that got no answer; those a cancel cut off are left out (the cancel is reported on its own). */
    public long failedReplays() {
        return failures().count();
    }

    /** The replays {@link #failedReplays} counts. */
    public Stream<ReplayRecord> failures() {
        return replays.stream().filter(ReplayRecord::countsAsFailed);
    }
}
