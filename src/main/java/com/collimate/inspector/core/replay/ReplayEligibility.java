package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.util.Optional;

/** Which runs can be replayed, and the request that replays one. */
public final class ReplayEligibility {
    private ReplayEligibility() {
    }

    /** Why {@code run} cannot be replayed, or empty when it can. */
    public static Optional<String> skipReason(Run run) {
        if (run.template() == null || run.template().isBlank()) {
            return Optional.of("the log has no template for this run");
        }
        if (run.code() == null || run.code().isBlank()) {
            return Optional.of("the log has no code for this run");
        }
        if (!run.seed().isValid() && !run.seed().isMissing()) {
            return Optional.of("the logged seed is not 64 hex digits: " + TextSafety.oneLine(run.seed().raw(), 80));
        }
        return Optional.empty();
    }

    /**
     * How many of the runs at {@code indexes} of {@code log} a replay executes: the others are skipped, as is a run
     * that cannot be read. Reads each run; stops counting when {@code cancellation} is cancelled.
     */
    public static int replayable(RolloutLog log, int[] indexes, Cancellation cancellation) {
        return replayable(log, indexes, cancellation, indexes.length);
    }

    /**
     * Whether a replay of the runs at {@code indexes} of {@code log} executes any: reads runs up to the first that
     * can be replayed (false when cancelled first).
     */
    public static boolean anyReplayable(RolloutLog log, int[] indexes, Cancellation cancellation) {
        return replayable(log, indexes, cancellation, 1) > 0;
    }

    private static int replayable(RolloutLog log, int[] indexes, Cancellation cancellation, int enough) {
        int count = 0;
        for (int i = 0; i < indexes.length && count < enough && !cancellation.isCancelled(); i++) {
            try {
                count += skipReason(log.load(indexes[i])).isEmpty() ? 1 : 0;
            } catch (IOException unreadable) {
                // skipped by the replay too
            }
        }
        return count;
    }

    /**
     * The request for an eligible run: its template, code, the seed actually used (omitted when none) and the logged
     * {@code timeout_s}, so a run that was allowed 120 s is not cut at the sandbox's default limit.
     */
    public static ExecRequest requestFor(Run run) {
        return new ExecRequest(run.template(), run.code(), run.seed().isValid() ? run.seed().raw() : null,
                loggedTimeout(run));
    }

    /** The run's logged {@code timeout_s} when it is a positive number of seconds, else null. */
    public static Double loggedTimeout(Run run) {
        String logged = run.extras().get("timeout_s");
        if (logged == null) {
            return null;
        }
        try {
            double seconds = Double.parseDouble(logged);
            return seconds > 0 && Double.isFinite(seconds) ? seconds : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
