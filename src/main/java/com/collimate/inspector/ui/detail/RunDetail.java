package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.ReplayEligibility;

import java.util.List;
import java.util.Optional;

/** Everything the detail tabs show for one run, prepared off the FX thread. */
public record RunDetail(
        int runIndex,
        Run run,
        List<Field> fields,
        String requestJson,
        String curlCommand,
        StyledText code,
        StyledText stdout,
        StyledText stderr,
        StyledText raw) {

    /** Said by the reproduction card of a run that can be replayed (and whose log has its seed). */
    public static final String REPRODUCE = "Send the same template, code and seed to the exec API. The curl command"
            + " reads your key from $COLLIMATE_API_KEY.";

    /**
     * Why the run cannot be replayed, in the replay engine's words ({@link ReplayEligibility#skipReason}): the
     * reproduction card then offers no request, which would not replay it either.
     */
    public Optional<String> whyNotReproducible() {
        return ReplayEligibility.skipReason(run);
    }

    /** What the reproduction card says above its buttons: how to replay the run, or why it cannot be. */
    public String reproductionNote() {
        Optional<String> why = whyNotReproducible();
        if (why.isPresent()) {
            return "This run cannot be replayed: " + why.get() + ". Replays skip it, so there is no request to copy.";
        }
        if (run.seed().isMissing()) {
            return "Send the same template and code to the exec API. The log has no seed for this run, so the sandbox"
                    + " draws a fresh one: the output may differ. The curl command reads your key from"
                    + " $COLLIMATE_API_KEY.";
        }
        return REPRODUCE;
    }

    /** One row of the Overview tab; {@code monospaced} for a seed, in the font the header and the table show it in. */
    public record Field(String name, String value, boolean monospaced) {
        public Field(String name, String value) {
            this(name, value, false);
        }
    }
}
