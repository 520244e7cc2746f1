package com.collimate.inspector.core.replay.journal;

import com.collimate.inspector.core.api.ExecResponse;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One line of a replay journal: one finished replay attempt. Exactly one of {@code response} and {@code error}
 * is set. The run key comes first in the line so readers can index a journal without parsing outputs.
 *
 * @param attempt      the replay's number for this run in this journal (1, 2, ...): {@code KEY@replay[N]}
 * @param endpoint     where the request went (never a key)
 * @param seed         the seed sent, null when the run had none
 * @param codeSha      fingerprint of the template and code sent, which ties the entry to the logged run it replayed
 *                     (null in entries written before it was recorded)
 * @param startedAt    ISO-8601 instant the request started
 * @param httpStatus   status of the last HTTP attempt, 0 when no response arrived
 * @param tries        HTTP attempts made, retries included
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"run", "line", "attempt", "endpoint", "seed", "code_sha", "started_at", "duration_ms", "http_status",
        "tries", "response", "error"})
public record JournalEntry(
        @JsonProperty("run") String runKey,
        @JsonProperty("line") long line,
        @JsonProperty("attempt") int attempt,
        @JsonProperty("endpoint") String endpoint,
        @JsonProperty("seed") String seed,
        @JsonProperty("code_sha") String codeSha,
        @JsonProperty("started_at") String startedAt,
        @JsonProperty("duration_ms") double durationMs,
        @JsonProperty("http_status") int httpStatus,
        @JsonProperty("tries") int tries,
        @JsonProperty("response") ExecResponse response,
        @JsonProperty("error") Error error) {

    /** Why a replay got no answer: a {@link com.collimate.inspector.core.api.FailureKind} label and a message. */
    public record Error(@JsonProperty("kind") String kind, @JsonProperty("message") String message) {
    }
}
