package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;

/**
 * Which exit codes the runs table shows. A run without an exit code is neither 0 nor non-zero: it has its own
 * option, as it has its own "missing" bucket in the CLI summary's exit codes.
 */
public enum ExitFilter {
    ANY, ZERO, NON_ZERO, MISSING;

    public boolean accepts(RunSummary run) {
        Long code = run.exitCode();
        return switch (this) {
            case ANY -> true;
            case ZERO -> code != null && code == 0;
            case NON_ZERO -> code != null && code != 0;
            case MISSING -> code == null;
        };
    }
}
