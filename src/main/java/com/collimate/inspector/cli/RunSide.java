package com.collimate.inspector.cli;

import com.collimate.inspector.core.diff.RunOutputs;
import com.collimate.inspector.core.model.RunInputs;

/**
 * A run of a log, or a journaled replay of one, as {@code diff --log} names it in its headers.
 *
 * @param cut for a replay the sandbox stopped at one of its limits, why (as {@code check} says it): its output is
 *            partial; null otherwise
 */
record RunSide(String label, RunOutputs outputs, RunInputs inputs, String cut) {

    DiffSide side(RunStream stream) {
        return DiffSide.ofRun(label, stream.of(outputs), outputs.exitCode(), inputs);
    }
}
