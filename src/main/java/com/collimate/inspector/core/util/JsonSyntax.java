package com.collimate.inspector.core.util;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;

/**
 * Where a text stops being JSON and a fixed description of what kind of error it is, never Jackson's message: that
 * quotes the text around the error (which may be an API key) and names Jackson's own features and Java types.
 */
public final class JsonSyntax {
    private JsonSyntax() {
    }

    /** E.g. {@code "not valid JSON at line 1, column 36 (text after the end of the JSON object)"}. */
    public static String notJson(JsonProcessingException e) {
        return "not valid JSON" + at(e.getLocation()) + " (" + kind(e) + ")";
    }

    /** For a text of one line (a JSON Lines entry), e.g. {@code "not valid JSON at column 4: text after ..."}. */
    public static String notJsonOnItsLine(JsonProcessingException e) {
        JsonLocation location = e.getLocation();
        return "not valid JSON" + (location == null || location.getColumnNr() < 1 ? ""
                : " at column " + location.getColumnNr()) + ": " + kind(e);
    }

    /** {@code " at line L, column C"}, or nothing when the location is unknown. */
    public static String at(JsonLocation location) {
        return location == null || location.getLineNr() < 1 ? ""
                : " at line " + location.getLineNr()
                + (location.getColumnNr() < 1 ? "" : ", column " + location.getColumnNr());
    }

    private static String kind(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        if (message == null) {
            return "unreadable";
        }
        // only Jackson's fixed wording is matched; none of its text is passed on
        if (message.startsWith("Unexpected end-of-input")) {
            return "the text ends early, inside an object, array or string";
        }
        if (message.startsWith("Unrecognized character escape")) {
            return "a backslash escape JSON does not have (only \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)";
        }
        if (message.startsWith("Unrecognized token") || message.startsWith("Non-standard token")) {
            return "a value must be a string, number, true, false, null, object or array";
        }
        if (message.startsWith("Illegal unquoted character")) {
            return "a control character inside a string, which must be written escaped (\\n, \\t, \\u0001)";
        }
        if (message.startsWith("Invalid UTF-8")) {
            return "bytes that are not UTF-8";
        }
        if (message.startsWith("Illegal character")) {
            return "a character that is not allowed there";
        }
        if (message.startsWith("Unexpected character")) {
            return "a character where a value, comma, colon or closing bracket was expected";
        }
        if (message.startsWith("Trailing token")) {
            return "text after the end of the JSON value";
        }
        if (message.startsWith("Duplicate field")) {
            return "a field name that appears twice in one object";
        }
        return "a syntax error";
    }
}
