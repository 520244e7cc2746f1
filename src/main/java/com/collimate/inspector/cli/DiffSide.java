package com.collimate.inspector.cli;

import java.nio.charset.StandardCharsets;

/** One side of a {@code diff}: a label for the headers, the text compared, and the run's exit code if any. */
record DiffSide(String label, byte[] content, Integer exitCode) {

    static DiffSide ofRun(String label, String text, Integer exitCode) {
        return new DiffSide(label, (text == null ? "" : text).getBytes(StandardCharsets.UTF_8), exitCode);
    }

    /** The exit code as {@code check} words it: "none" when the run recorded none. */
    String exitCodeText() {
        return exitCode == null ? "none" : exitCode.toString();
    }
}
