package com.collimate.inspector.core.api;

import com.fasterxml.jackson.databind.JsonNode;

import java.nio.charset.StandardCharsets;

/** The human part of an error body: {@code error}, {@code error.message}, {@code message} or {@code detail}. */
final class ServerMessage {
    static final int MAX_CHARS = 300;

    private ServerMessage() {
    }

    /** A body that is HTML or XML: its first character after white space is {@code <}. */
    static boolean isMarkup(byte[] body) {
        int first = firstNonSpace(body);
        return first < body.length && body[first] == '<';
    }

    static boolean isBlank(byte[] body) {
        return firstNonSpace(body) == body.length;
    }

    private static int firstNonSpace(byte[] body) {
        int first = 0;
        while (first < body.length && Character.isWhitespace(body[first])) {
            first++;
        }
        return first;
    }

    static String extract(byte[] body) {
        String text = new String(body, StandardCharsets.UTF_8);
        try {
            JsonNode json = ExecJson.mapper().readTree(body);
            if (json != null && json.isObject()) {
                for (String field : new String[] {"error", "message", "detail"}) {
                    JsonNode value = json.get(field);
                    if (value != null && !value.isNull()) {
                        return textOf(value);
                    }
                }
            }
        } catch (java.io.IOException notJson) {
            // fall through: a plain-text error body is shown as is
        }
        return text.isBlank() ? "(empty body)" : text.strip();
    }

    private static String textOf(JsonNode value) {
        if (value.isTextual()) {
            return value.asText();
        }
        JsonNode nested = value.get("message");
        return nested != null && nested.isTextual() ? nested.asText() : value.toString();
    }
}
