package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.log.ShellWords;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.ReplayEligibility;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.UncheckedIOException;

/**
 * How to replay a run by hand: the exec request as JSON and as a {@code curl} command. The command reads the key
 * from {@code $COLLIMATE_API_KEY} at run time; the key itself never appears in it.
 */
public final class ReproductionCard {
    static final String ENDPOINT_VARIABLE = "${COLLIMATE_ENDPOINT:?set COLLIMATE_ENDPOINT to the exec API base URL}";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ReproductionCard() {
    }

    /** The replay request; a logged {@code timeout_s} is sent along, as the replay engine does. */
    public static ExecRequest requestOf(Run run) {
        return new ExecRequest(run.template(), run.code(), run.seed().raw(), ReplayEligibility.loggedTimeout(run));
    }

    public static String requestJson(Run run) {
        try {
            return JSON.writeValueAsString(requestOf(run));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A POSIX shell command. The body goes through a quoted here-document, so nothing in the code is expanded;
     * JSON strings cannot contain a raw line break, so the closing delimiter cannot occur inside the body.
     *
     * @param endpoint the endpoint replays go to, resolved as they resolve it, or null for "take it from
     *                 {@code $COLLIMATE_ENDPOINT}"; shown as {@link Endpoint#displayExecUrl()}, without user info
     *                 or query (either may hold a secret)
     */
    public static String curlCommand(Run run, Endpoint endpoint) {
        String url = endpoint == null
                ? "\"" + ENDPOINT_VARIABLE + "/v1/exec\""
                : ShellWords.singleQuoted(endpoint.displayExecUrl());
        return "curl -sS -X POST " + url + " \\\n"
                + "  -H \"Authorization: Bearer $COLLIMATE_API_KEY\" \\\n"
                + "  -H 'Content-Type: application/json' \\\n"
                + "  --data-binary @- <<'JSON'\n"
                + requestJson(run) + "\n"
                + "JSON\n";
    }
}
