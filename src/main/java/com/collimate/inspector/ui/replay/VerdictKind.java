package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.Verdict;
import com.collimate.inspector.core.report.VerdictLabels;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

/**
 * The verdict chips of the runs table: text, style class and icon together, so a chip reads without colour.
 * A divergence is split by whether the original seed_ack was verified (unexpected: the case users hunt for); a
 * skipped run that was replayed is told from one that could not be. The words are core's ({@link Verdict#label},
 * {@link RunResult#UNPROVEN_LABEL}, {@link VerdictLabels}), the ones the CLI and the reports print.
 */
public enum VerdictKind {
    REPRODUCED(Verdict.REPRODUCED.label(), "verdict-reproduced", Material2AL.CHECK_CIRCLE),
    UNEXPECTED(VerdictLabels.UNEXPECTED, "verdict-unexpected", Material2MZ.REPORT),
    EXPECTED(VerdictLabels.EXPECTED, "verdict-expected", Material2AL.COMPARE_ARROWS),
    /** Replayed and answered, but identical output proves nothing: the replay did not confirm its seed, or none. */
    UNCONFIRMED(RunResult.UNPROVEN_LABEL, "verdict-unconfirmed", Material2AL.HELP_OUTLINE),
    FAILED(Verdict.FAILED.label(), "verdict-failed", Material2AL.ERROR_OUTLINE),
    SKIPPED(Verdict.SKIPPED.label(), "verdict-skipped", Material2MZ.SKIP_NEXT);

    private final String label;
    private final String styleClass;
    private final Ikon icon;

    VerdictKind(String label, String styleClass, Ikon icon) {
        this.label = label;
        this.styleClass = styleClass;
        this.icon = icon;
    }

    public String label() {
        return label;
    }

    public String styleClass() {
        return styleClass;
    }

    public Ikon icon() {
        return icon;
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
