package com.collimate.inspector.core.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Body of {@code POST /v1/exec} (see docs/api.md). {@code seed} is null only when the logged run had none;
 * {@code timeoutS} is optional (the local sandbox honours it up to its maximum).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ExecRequest(
        @JsonProperty("template") String template,
        @JsonProperty("code") String code,
        @JsonProperty("seed") String seed,
        @JsonProperty("timeout_s") Double timeoutS) {

    public ExecRequest(String template, String code, String seed) {
        this(template, code, seed, null);
    }
}
