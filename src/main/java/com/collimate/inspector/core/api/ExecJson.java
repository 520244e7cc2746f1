package com.collimate.inspector.core.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The JSON mapper for exec bodies and replay journals. Jackson's default 20 MB string limit would reject real
 * outputs, so the size limits are ours (the client's body cap), not the parser's.
 */
public final class ExecJson {
    private static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(Integer.MAX_VALUE).build())
            .build())
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private ExecJson() {
    }

    /** Shared and thread-safe; never reconfigure it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
