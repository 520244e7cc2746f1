package com.collimate.inspector.cli;

import picocli.CommandLine;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A numeric option given something else, said in words: picocli's "'1e3' is not an int" names a Java type, and
 * calls 99999999999 "not an int" where the user sees a whole number that is only too large.
 */
final class NumberValue {
    private static final Pattern DIGITS = Pattern.compile("[+-]?\\d+");

    private NumberValue() {
    }

    static Optional<String> describe(CommandLine.ParameterException ex) {
        if (!(ex.getArgSpec() instanceof CommandLine.Model.OptionSpec option)
                || !(ex.getCause() instanceof CommandLine.TypeConversionException) || ex.getValue() == null
                || option.converters().length > 0) { // an option's own converter says what it takes itself
            return Optional.empty();
        }
        Class<?> type = option.type();
        String value = ex.getValue();
        if (type == int.class || type == Integer.class) {
            return Optional.of(option.longestName() + (DIGITS.matcher(value).matches()
                    ? " must be a whole number up to " + Integer.MAX_VALUE + ", not " + value
                    : " must be a whole number, not '" + value + "'"));
        }
        if (type == double.class || type == Double.class) {
            return Optional.of(option.longestName() + " must be a number, not '" + value + "'");
        }
        return Optional.empty();
    }
}
