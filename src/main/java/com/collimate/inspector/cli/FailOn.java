package com.collimate.inspector.cli;

import java.util.Locale;

/** {@code check --fail-on}: which divergences make the check exit with status 1. */
enum FailOn {
    /** Every diverged run. */
    ANY,
    /** Only unexpected divergences: the original's seed_ack was verified. */
    UNEXPECTED,
    /** Only unexpected divergences that the masks in effect do not explain (not equal after masks). */
    UNMASKED;

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The option's values in lower case, as {@code --help} lists them. */
    static final class Choices extends ChoiceArgument<FailOn> {
        Choices() {
            super(labelled(values(), FailOn::label));
        }
    }
}
