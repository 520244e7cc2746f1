package com.collimate.inspector.core.config;

import com.collimate.inspector.core.util.ByteSize;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

import java.util.Arrays;
import java.util.Collection;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Why one value of the settings file cannot be used, in the file's own words (field names, values, kinds of
 * value): Jackson's messages name Java classes ({@code Settings$Theme}). The API key's value is never shown.
 */
final class SettingsValueProblem {
    private static final String SECRET_FIELD = "api_key";
    private static final int VALUE_CHARS = 80;

    private SettingsValueProblem() {
    }

    /** A whole number below the least value that its setting can take. */
    static final class OutOfRange extends IllegalArgumentException {
        private final int value;
        private final int minimum;

        OutOfRange(int value, int minimum) {
            super(value + " is below " + minimum);
            this.value = value;
            this.minimum = minimum;
        }
    }

    /** A number of bytes outside the bounds of the built-in sandbox's limits. */
    static final class NotASandboxLimit extends IllegalArgumentException {
        private final long value;

        NotASandboxLimit(long value) {
            super(value + " is not from 1 to " + SandboxLimit.MAX);
            this.value = value;
        }
    }

    /** @param name the value's path and location, e.g. {@code 'masks[0].name' at line 3, column 22} */
    static String describe(String field, String name, JsonProcessingException failure) {
        if (failure.getCause() instanceof OutOfRange outOfRange) {
            return name + " has an invalid value '" + outOfRange.value + "' (expected a whole number of at least "
                    + outOfRange.minimum + ")";
        }
        if (failure.getCause() instanceof NotASandboxLimit limit) {
            return name + " has an invalid value '" + limit.value + "' (expected a number of bytes from 1 to "
                    + SandboxLimit.MAX + ", that is " + ByteSize.describe(SandboxLimit.MAX) + ")";
        }
        Class<?> target = failure instanceof MismatchedInputException mismatch ? mismatch.getTargetType() : null;
        String expected = target == null ? "" : expected(target);
        if (failure instanceof InvalidFormatException invalid && !SECRET_FIELD.equals(field)) {
            String value = "'" + shown(invalid.getValue()) + "'";
            return target != null && target.isEnum()
                    ? name + " has an unknown value " + value + " (known: " + expected + ")"
                    : name + " has an invalid value " + value + (expected.isEmpty() ? "" : " (expected " + expected + ")");
        }
        return name + " has " + (expected.isEmpty() ? "an invalid value" : "a value that is not " + expected);
    }

    private static String expected(Class<?> target) {
        if (target.isEnum()) {
            return Arrays.stream(target.getEnumConstants()).map(Object::toString).collect(Collectors.joining(", "));
        }
        if (target == int.class || target == Integer.class || target == long.class || target == Long.class) {
            return "a whole number";
        }
        if (target == String.class) {
            return "text";
        }
        if (Collection.class.isAssignableFrom(target) || target.isArray()) {
            return "a list";
        }
        return target.isRecord() ? "an object with " + Arrays.stream(target.getRecordComponents())
                .map(component -> component.getName().toLowerCase(Locale.ROOT)).collect(Collectors.joining(" and "))
                : "";
    }

    private static String shown(Object value) {
        String text = String.valueOf(value).replaceAll("\\p{Cntrl}", "?");
        return text.length() <= VALUE_CHARS ? text : text.substring(0, VALUE_CHARS) + "…";
    }
}
