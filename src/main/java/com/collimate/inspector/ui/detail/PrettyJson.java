package com.collimate.inspector.ui.detail;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** Indents a JSON record for the Raw tab; text that is not valid JSON is returned as it is. */
final class PrettyJson {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private PrettyJson() {
    }

    static String format(String json) {
        if (json == null) {
            return "";
        }
        try {
            JsonNode node = JSON.readTree(json);
            return node == null ? json : JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            return json;
        }
    }
}
