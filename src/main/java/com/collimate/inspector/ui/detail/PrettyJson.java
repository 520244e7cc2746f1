package com.collimate.inspector.ui.detail;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * Indents a JSON record for the Raw tab; text that is not valid JSON, or that has a key twice in one object (indented,
 * it would keep only one), is returned as it is. Python's NaN, Infinity
 * and -Infinity, which the reader accepts, are read and written back unquoted, as logged. Decimals keep every
 * digit logged (read as BigDecimal, trailing zeros kept): a double would show 0.12345678901234567890 shortened.
 */
final class PrettyJson {
    private static final ObjectMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).disable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES).build();

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
