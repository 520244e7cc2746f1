package com.collimate.inspector.core.api;

import com.collimate.inspector.core.diff.RunOutputs;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

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
        @JsonProperty("exit_code") Long exitCode,
        @JsonProperty("seed") String seed,
        @JsonProperty("seed_ack") String seedAck,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extras) {

    public ExecResponse {
        extras = extras == null ? new LinkedHashMap<>() : extras;
    }

    public ExecResponse(String stdout, String stderr, Long exitCode, String seed, String seedAck) {
        this(stdout, stderr, exitCode, seed, seedAck, new LinkedHashMap<>());
    }

    /** What the replayed run produced, to compare with the original's {@link RunOutputs#of}. */
    public RunOutputs outputs() {
        return new RunOutputs(stdout, stderr, exitCode);
    }

    /**
     * This answer with {@code key} masked in every text it holds (decoded, so an echo in any JSON escaping is found):
     * a server that echoes the key, in stdout say, must not get it into the journal or a report.
     */
    ExecResponse redacted(ApiKey key) {
        Map<String, JsonNode> scrubbed = new LinkedHashMap<>();
        extras.forEach((name, value) -> scrubbed.put(key.redactAnswer(name), redacted(value, key)));
        return new ExecResponse(key.redactAnswer(stdout), key.redactAnswer(stderr), exitCode, key.redactAnswer(seed),
                key.redactAnswer(seedAck), scrubbed);
    }

    private static JsonNode redacted(JsonNode node, ApiKey key) {
        if (node.isTextual()) {
            return TextNode.valueOf(key.redactAnswer(node.textValue()));
        }
        if (node.isObject()) {
            ObjectNode copy = JsonNodeFactory.instance.objectNode();
            node.fields().forEachRemaining(field -> copy.set(key.redactAnswer(field.getKey()), redacted(field.getValue(), key)));
            return copy;
        }
        if (node.isArray()) {
            ArrayNode copy = JsonNodeFactory.instance.arrayNode();
            node.forEach(element -> copy.add(redacted(element, key)));
            return copy;
        }
        return node;
    }
}
