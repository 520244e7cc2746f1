package com.collimate.inspector.core.api;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Body of a 200 answer to {@code POST /v1/exec}. Fields the contract does not name are kept in {@link #extras()}
 * as JSON, never dropped.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ExecResponse(
        @JsonProperty("stdout") String stdout,
        @JsonProperty("stderr") String stderr,
        @JsonProperty("exit_code") Integer exitCode,
        @JsonProperty("seed") String seed,
        @JsonProperty("seed_ack") String seedAck,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extras) {

    public ExecResponse {
        extras = extras == null ? new LinkedHashMap<>() : extras;
    }

    public ExecResponse(String stdout, String stderr, Integer exitCode, String seed, String seedAck) {
        this(stdout, stderr, exitCode, seed, seedAck, new LinkedHashMap<>());
    }
}
