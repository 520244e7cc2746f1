package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;

import java.util.List;
import java.util.Optional;

/**
 * The one rule for a run's verdict wherever the app shows one (live after a batch, on reload, in the exports):
 * a run that cannot be replayed is skipped with its reason; otherwise every replay its journal holds judges it;
 * a run without a journaled replay has no verdict ("not replayed"). A batch never judges from its own replays
 * alone, so a cancelled or failing batch cannot hide what earlier replays showed.
 */
public final class RunVerdicts {
    private RunVerdicts() {
    }

    /**
     * The verdict of {@code run} given all its journaled replays ({@link RunReplays#records}), or empty when it has
     * none yet.
     */
    public static Optional<RunResult> of(Run run, List<ReplayRecord> journaled) {
        RunRef ref = new RunRef(run.key(), run.line(), run.seedAck());
        Optional<String> skip = ReplayEligibility.skipReason(run);
        if (skip.isPresent()) {
            return Optional.of(Verdicts.skipped(ref, skip.get()));
        }
        return journaled.isEmpty() ? Optional.empty() : Optional.of(Verdicts.judge(ref, run.seed().isValid(), journaled));
    }

    /**
     * Whether the indexed fields alone show that the run cannot be replayed (no template, a seed that is not 64 hex
     * digits), so it can be judged without a replay; a run without code shows only once it is read whole.
     */
    public static boolean visiblyUnreplayable(RunSummary summary) {
        return summary.template() == null || summary.template().isBlank()
                || (!summary.seed().isValid() && !summary.seed().isMissing());
    }

    /** Whether a batch's result says nothing new about its run: the batch stopped or was cancelled before an answer. */
    public static boolean unreached(RunResult batchResult) {
        return batchResult.replays().stream().allMatch(replay -> replay.errorKind() == FailureKind.CANCELLED)
                && batchResult.reason().startsWith(Verdicts.NOT_REPLAYED);
    }
}
