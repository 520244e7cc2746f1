package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.report.VerdictLabels;

/**
 * A run's verdict as people read it, in the one order of the app's verdict chips and of every report's verdict
 * summary ({@link ReplayReportRows#VERDICT_ORDER}). A divergence is split by whether the original seed_ack was
 * verified (unexpected: the case users hunt for); a skipped run that was replayed is told from one that could not be.
 * The words are those the CLI and the reports print ({@link Verdict#label}, {@link RunResult#UNPROVEN_LABEL},
 * {@link VerdictLabels}).
 */
public enum VerdictKind {
    REPRODUCED(Verdict.REPRODUCED.label()),
    UNEXPECTED(VerdictLabels.UNEXPECTED),
    EXPECTED(VerdictLabels.EXPECTED),
    /** Replayed and answered, but identical output proves nothing: the replay did not confirm its seed, or none. */
    UNCONFIRMED(RunResult.UNPROVEN_LABEL),
    FAILED(Verdict.FAILED.label()),
    SKIPPED(Verdict.SKIPPED.label());

    private final String label;

    VerdictKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Whether the run diverged, expectedly or not. */
    public boolean diverged() {
        return this == UNEXPECTED || this == EXPECTED;
    }

    public static VerdictKind of(RunResult result) {
        return switch (result.verdict()) {
            case REPRODUCED -> REPRODUCED;
            case DIVERGED -> result.expected() ? EXPECTED : UNEXPECTED;
            case FAILED -> FAILED;
            case SKIPPED -> result.isUnproven() ? UNCONFIRMED : SKIPPED;
        };
    }
}
