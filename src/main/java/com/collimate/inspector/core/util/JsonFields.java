package com.collimate.inspector.core.util;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;

/** Fields the JSON outputs (check --json, the report's JSON) write alike. */
public final class JsonFields {
    private JsonFields() {
    }

    /** {@code "field": 12}, or {@code "field": null} when there is no value; {@code value} is a whole number. */
    public static void numberOrNull(JsonGenerator json, String field, Number value) throws IOException {
        json.writeFieldName(field);
        if (value == null) {
            json.writeNull();
        } else {
            json.writeNumber(value.longValue());
        }
    }
}
