package com.collimate.inspector.cli;

import picocli.CommandLine;

import java.util.Arrays;
import java.util.Iterator;
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
    static final class Values implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(values()).map(FailOn::label).iterator();
        }
    }

    static final class Converter implements CommandLine.ITypeConverter<FailOn> {
        @Override
        public FailOn convert(String value) {
            return Arrays.stream(values()).filter(mode -> mode.label().equals(value.toLowerCase(Locale.ROOT)))
                    .findFirst().orElseThrow(() -> new CommandLine.TypeConversionException("'" + value
                            + "' is not one of " + String.join(", ", new Values())));
        }
    }
}
