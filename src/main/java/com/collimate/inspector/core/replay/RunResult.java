package com.collimate.inspector.core.replay;

import java.util.List;
import java.util.Objects;

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

    public RunResult {
        Objects.requireNonNull(run, "run");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(reason, "reason");
        replays = List.copyOf(replays);
    }

    public boolean isUnexpectedDivergence() {
        return verdict == Verdict.DIVERGED && !expected;
    }

    /** Answered replays that did not confirm the seed they were sent (see {@link Verdicts#confirmsSeed}). */
    public long unconfirmedReplays() {
        return replays.stream().filter(replay -> replay.answered() && !Verdicts.confirmsSeed(replay)).count();
    }

    /** Skipped because the log could not give the run back (it changed on disk since it was opened, say). */
    public boolean isUnreadable() {
        return verdict == Verdict.SKIPPED && reason.startsWith(Verdicts.UNREADABLE);
    }

    public long failedReplays() {
        return replays.stream().filter(replay -> !replay.answered()).count();
    }
}
