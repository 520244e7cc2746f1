package com.collimate.inspector.cli;

import com.collimate.inspector.core.model.RunInputs;

import java.nio.charset.StandardCharsets;

/**
 * One side of a {@code diff}: a label for the headers, the text compared, and for a run its exit code (if logged)
 * and its inputs (null for a file).
 */
record DiffSide(String label, byte[] content, Long exitCode, RunInputs inputs) {

    static DiffSide ofRun(String label, String text, Long exitCode, RunInputs inputs) {
        return new DiffSide(label, (text == null ? "" : text).getBytes(StandardCharsets.UTF_8), exitCode, inputs);
    }

    /** The exit code as {@code check} words it: "none" when the run recorded none. */
    String exitCodeText() {
        return exitCode == null ? "none" : exitCode.toString();
    }
}
