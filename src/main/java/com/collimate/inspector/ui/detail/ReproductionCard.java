package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.ReplayEligibility;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;

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
     * @param endpoint the configured API base URL, or null for "take it from {@code $COLLIMATE_ENDPOINT}"
     */
    public static String curlCommand(Run run, String endpoint) {
        String url = endpoint == null
                ? "\"" + ENDPOINT_VARIABLE + "/v1/exec\""
                : singleQuoted(withoutUserInfo(stripTrailingSlash(endpoint)) + "/v1/exec");
        return "curl -sS -X POST " + url + " \\\n"
                + "  -H \"Authorization: Bearer $COLLIMATE_API_KEY\" \\\n"
                + "  -H 'Content-Type: application/json' \\\n"
                + "  --data-binary @- <<'JSON'\n"
                + requestJson(run) + "\n"
                + "JSON\n";
    }

    private static String stripTrailingSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    /** Credentials written into the URL ({@code https://user:secret@host}) stay out of the command. */
    static String withoutUserInfo(String url) {
        try {
            URI uri = new URI(url);
            if (uri.getRawUserInfo() == null) {
                return url;
            }
            return new URI(uri.getScheme(), null, uri.getHost(), uri.getPort(), uri.getRawPath(), null, null)
                    .toString();
        } catch (URISyntaxException e) {
            return url;
        }
    }

    static String singleQuoted(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
