package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.model.Run;

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

    /** The request for an eligible run: its template, code and the seed actually used (omitted when none). */
    public static ExecRequest requestFor(Run run) {
        return new ExecRequest(run.template(), run.code(), run.seed().isValid() ? run.seed().raw() : null);
    }
}
