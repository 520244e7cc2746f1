package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.model.Run;

/**
 * What one run produced, as plain values. A {@code null} stream is treated as empty text; a {@code null} exit
 * code means "not recorded".
 */
public record RunOutputs(String stdout, String stderr, Long exitCode) {
    public RunOutputs {
        stdout = stdout == null ? "" : stdout;
        stderr = stderr == null ? "" : stderr;
    }

    public static RunOutputs of(Run run) {
        return new RunOutputs(run.stdout(), run.stderr(), run.exitCode());
    }
}
