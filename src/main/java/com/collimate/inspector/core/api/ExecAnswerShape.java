package com.collimate.inspector.core.api;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Locale;
import java.util.Optional;

/**
 * The field types an exec answer must have (docs/api.md). Jackson alone would coerce {@code "0"} or {@code 0.0}
 * into an exit code of 0 and a number into a stdout text, so a broken or foreign server's answer would be judged
 * as a replay instead of being reported as malformed.
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
        if (!exitCode.isIntegralNumber() || !exitCode.canConvertToLong()) {
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
