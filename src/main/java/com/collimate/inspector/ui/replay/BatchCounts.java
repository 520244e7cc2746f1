package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.FailureCauses;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunVerdicts;
import com.collimate.inspector.core.util.Sizes;

import java.util.StringJoiner;

/**
 * What one batch came to, run by run, for its status line. Every run lands in exactly one of answered, failed,
 * skipped and not replayed, so the counts add up to the batch's runs. Fed from the engine's workers.
 */
final class BatchCounts {
    private int answered;
    private int reproduced;
    private int diverged;
    private int unexpected;
    private int unseeded;
    private int unconfirmed;
    /** The failed runs, each by the cause of its first failed replay (the one its verdict's reason names). */
    private final FailureCauses failed = new FailureCauses();
    private int skipped;
    private int notReplayed;

    synchronized void add(RunResult result) {
        if (RunVerdicts.unreached(result)) {
            notReplayed++;
        } else if (result.replays().isEmpty()) {
            skipped++;
        } else if (result.replays().stream().noneMatch(ReplayRecord::answered)) {
            failed.add(result.failures().findFirst().map(ReplayRecord::failureCause).orElse(ReplayRecord.NO_RESULT));
        } else {
            answered++;
            switch (result.verdict()) {
                case REPRODUCED -> reproduced++;
                case DIVERGED -> {
                    diverged++;
                    unexpected += result.isUnexpectedDivergence() ? 1 : 0;
                }
                default -> {
                    if (result.isUnconfirmed()) {
                        unconfirmed++;
                    } else {
                        unseeded++;
                    }
                }
            }
        }
    }

    /**
     * "8 of 31 runs answered: 5 reproduced, 3 diverged (1 unexpected); 20 failed (no exec result); 3 not replayed",
     * zero counts left out; failed runs by why ("2 failed (1 no exec result, 1 timed out after 30 s)").
     */
    synchronized String describe(int runs) {
        StringJoiner verdicts = new StringJoiner(", ", ": ", "").setEmptyValue("");
        count(verdicts, reproduced, "reproduced");
        count(verdicts, diverged, unexpected > 0 ? "diverged (" + Sizes.count(unexpected) + " unexpected)" : "diverged");
        count(verdicts, unseeded, "unconfirmed (no seed to replay it with)");
        count(verdicts, unconfirmed, "unconfirmed (the replay did not confirm its seed)");
        StringJoiner parts = new StringJoiner("; ");
        parts.add(Sizes.count(answered) + " of " + Sizes.count(runs) + (runs == 1 ? " run answered" : " runs answered")
                + verdicts);
        count(parts, failed.total(), "failed (" + failed.describe() + ")");
        count(parts, skipped, "skipped (cannot be replayed)");
        count(parts, notReplayed, "not replayed");
        return parts.toString();
    }

    private static void count(StringJoiner parts, int count, String what) {
        if (count > 0) {
            parts.add(Sizes.count(count) + " " + what);
        }
    }
}
