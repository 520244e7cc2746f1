package com.collimate.inspector.cli;

import com.collimate.inspector.core.diff.RunOutputs;

/** A text stream of a run that {@code diff --log} compares; the names are the values of {@code --stream}. */
enum RunStream {
    stdout, stderr;

    String of(RunOutputs outputs) {
        return this == stdout ? outputs.stdout() : outputs.stderr();
    }

    /** The values of {@code --stream}. */
    static final class Choices extends ChoiceArgument<RunStream> {
        Choices() {
            super(labelled(values(), RunStream::name));
        }
    }
}
