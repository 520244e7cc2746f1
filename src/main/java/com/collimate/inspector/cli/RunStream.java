package com.collimate.inspector.cli;

import com.collimate.inspector.core.diff.RunOutputs;

/** A text stream of a run that {@code diff --log} compares; the names are the values of {@code --stream}. */
enum RunStream {
    stdout, stderr;

    String of(RunOutputs outputs) {
        return this == stdout ? outputs.stdout() : outputs.stderr();
    }
}
