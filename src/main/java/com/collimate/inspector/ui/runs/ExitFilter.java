package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;

/** Which exit codes the runs table shows. A run without an exit code counts as non-zero (it did not succeed). */
public enum ExitFilter {
    ANY("Any exit"), ZERO("Exit 0"), NON_ZERO("Exit ≠ 0");

    private final String label;

    ExitFilter(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean accepts(RunSummary run) {
        boolean zero = run.exitCode() != null && run.exitCode() == 0;
        return switch (this) {
            case ANY -> true;
            case ZERO -> zero;
            case NON_ZERO -> !zero;
        };
    }
}
