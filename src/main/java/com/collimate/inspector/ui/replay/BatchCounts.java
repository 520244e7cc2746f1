package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunVerdicts;

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
    private int failed;
    private int skipped;
    private int notReplayed;

    synchronized void add(RunResult result) {
        if (RunVerdicts.unreached(result)) {
            notReplayed++;
        } else if (result.replays().isEmpty()) {
            skipped++;
        } else if (result.replays().stream().noneMatch(ReplayRecord::answered)) {
            failed++;
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

    /** "8 of 31 runs answered: 5 reproduced, 3 diverged (1 unexpected); 20 failed; 3 not replayed". */
    synchronized String describe(int runs) {
        StringBuilder text = new StringBuilder().append(answered).append(" of ").append(runs)
                .append(runs == 1 ? " run answered" : " runs answered");
        if (answered > 0) {
            text.append(": ").append(reproduced).append(" reproduced, ").append(diverged).append(" diverged (")
                    .append(unexpected).append(" unexpected)");
            if (unseeded > 0) {
                text.append(", ").append(unseeded).append(" unconfirmed (no seed to replay it with)");
            }
            if (unconfirmed > 0) {
                text.append(", ").append(unconfirmed).append(" unconfirmed (the replay did not confirm its seed)");
            }
        }
        append(text, failed, "failed (no exec result)");
        append(text, skipped, "skipped (cannot be replayed)");
        append(text, notReplayed, "not replayed");
        return text.toString();
    }

    private static void append(StringBuilder text, int count, String what) {
        if (count > 0) {
            text.append("; ").append(count).append(' ').append(what);
        }
    }
}
