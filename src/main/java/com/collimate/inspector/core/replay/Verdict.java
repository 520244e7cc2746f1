package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.report.VerdictLabels;

/** The verdict on one run. */
public enum Verdict {
    /** Every replay that answered was identical to the original (and at least one answered). */
    REPRODUCED("reproduced"),
    /** At least one replay differed from the original. */
    DIVERGED(VerdictLabels.DIVERGED),
    /** No replay succeeded: none got an answer that can be compared with the original. */
    FAILED("failed"),
    /** Not replayed, or replayed without a seed so nothing can be concluded; the reason says which. */
    SKIPPED("skipped");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
