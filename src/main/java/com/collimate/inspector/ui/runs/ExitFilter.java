package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;

/**
 * Which exit codes the runs table shows. A run without an exit code is neither 0 nor non-zero: it has its own
 * option, as it has its own "missing" bucket in the CLI summary's exit codes.
 */
public enum ExitFilter {
    ANY, ZERO, NON_ZERO, MISSING;

    public boolean accepts(RunSummary run) {
        return this == ANY || this == of(run);
    }

    /** The one of ZERO, NON_ZERO and MISSING that {@code run} is in. */
    static ExitFilter of(RunSummary run) {
        Long code = run.exitCode();
        return code == null ? MISSING : code == 0 ? ZERO : NON_ZERO;
    }
}
