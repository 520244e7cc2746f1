package com.collimate.inspector.core.api;

import com.collimate.inspector.core.model.FloatExitCode;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Locale;
import java.util.Optional;

/**
 * The field types an exec answer must have (docs/api.md). Jackson alone would coerce {@code "0"} or {@code 1.5}
 * into an exit code and a number into a stdout text, so a broken or foreign server's answer would be judged as a
 * replay instead of being reported as malformed. An integral float ({@code 0.0}, {@code 1e0}) is that integer.
 */
final class ExecAnswerShape {
    private ExecAnswerShape() {
    }

    /** What is wrong with {@code answer}, in a few words, or empty when it has the contract's shape. */
    static Optional<String> problem(JsonNode answer) {
        if (answer == null || !answer.isObject()) {
            return Optional.of("body is not a JSON object");
        }
        JsonNode exitCode = answer.get("exit_code");
        if (exitCode == null) {
            return Optional.of("exit_code is missing");
        }
        if (exitCode.isFloatingPointNumber()) {
            Optional<String> notIntegral = floatProblem(exitCode);
            if (notIntegral.isPresent()) {
                return notIntegral;
            }
        } else if (!exitCode.isIntegralNumber() || !exitCode.canConvertToLong()) {
            return Optional.of("exit_code is " + describe(exitCode) + ", not a 64-bit integer");
        }
        for (String name : new String[] {"stdout", "stderr"}) {
            JsonNode text = answer.get(name);
            if (text != null && !text.isTextual()) {
                return Optional.of(name + " is " + describe(text) + ", not a string");
            }
        }
        for (String name : new String[] {"seed", "seed_ack"}) {
            JsonNode text = answer.get(name);
            if (text != null && !text.isTextual() && !text.isNull()) {
                return Optional.of(name + " is " + describe(text) + ", not a string");
            }
        }
        return Optional.empty();
    }

    /**
     * An exit code written as a float ({@code 0.0}, {@code 1e0}, {@code -1.0}) is that integer, as long as a double
     * holds it exactly (up to 2^53): some servers serialize every number as a float. {@code 1.5} is not an integer,
     * and {@code 1e20} is beyond what a float names exactly.
     */
    private static Optional<String> floatProblem(JsonNode exitCode) {
        double value = exitCode.doubleValue();
        if (Double.isFinite(value) && value != Math.rint(value)) {
            return Optional.of("exit_code is a fractional number, not a 64-bit integer");
        }
        if (!Double.isFinite(value) || Math.abs(value) > FloatExitCode.MAX_EXACT) {
            return Optional.of("exit_code is a float too large to be an exact integer, not a 64-bit integer");
        }
        return Optional.empty();
    }

    /**
     * The answer with an integral float exit code ({@code 0.0}) replaced by the integer it is; call after
     * {@link #problem} found none.
     */
    static JsonNode withIntegerExitCode(JsonNode answer) {
        JsonNode exitCode = answer.get("exit_code");
        if (exitCode != null && exitCode.isFloatingPointNumber() && answer instanceof ObjectNode object) {
            object.put("exit_code", (long) exitCode.doubleValue());
        }
        return answer;
    }

    private static String describe(JsonNode node) {
        if (node.isNumber()) {
            if (!node.isIntegralNumber()) {
                return "a fractional number";
            }
            return node.canConvertToLong() ? "a number" : "an integer too large";
        }
        return switch (node.getNodeType()) {
            case STRING -> "a string";
            case NULL -> "null";
            case OBJECT -> "an object";
            case ARRAY -> "an array";
            default -> "a " + node.getNodeType().name().toLowerCase(Locale.ROOT);
        };
    }
}
