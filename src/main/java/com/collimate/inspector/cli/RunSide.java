package com.collimate.inspector.cli;

import com.collimate.inspector.core.diff.RunOutputs;
import com.collimate.inspector.core.model.RunInputs;

/** A run of a log, or a journaled replay of one, as {@code diff --log} names it in its headers. */
record RunSide(String label, RunOutputs outputs, RunInputs inputs) {

    DiffSide side(RunStream stream) {
        return DiffSide.ofRun(label, stream.of(outputs), outputs.exitCode(), inputs);
    }
}
