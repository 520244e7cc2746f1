package com.collimate.inspector.core.api;

import com.collimate.inspector.core.config.Settings;

import java.util.Map;
import java.util.Optional;

/**
 * Decides where replays go: {@code --endpoint}, else {@code COLLIMATE_ENDPOINT}, else the settings file; the key
 * from {@code COLLIMATE_API_KEY}, else the settings file. Empty means no endpoint is configured anywhere: the
 * built-in local sandbox.
 */
public final class EndpointResolver {
    public static final String ENDPOINT_VARIABLE = "COLLIMATE_ENDPOINT";
    public static final String KEY_VARIABLE = "COLLIMATE_API_KEY";

    private EndpointResolver() {
    }

    /**
     * @throws IllegalArgumentException naming the source when the chosen URL is not an http(s) URL, when
     *                                  {@code --endpoint} is given empty (an unset variable in a script, say: it must
     *                                  not quietly mean "run the code here"), or when the key cannot be sent
     */
    public static Optional<Endpoint> resolve(String option, Map<String, String> environment, Settings settings) {
        if (option != null && option.isBlank()) {
            throw new IllegalArgumentException("--endpoint is empty: give the exec API's URL, or leave the option out"
                    + " to replay in the built-in local sandbox");
        }
        String fromEnvironment = blankToNull(environment.get(ENDPOINT_VARIABLE));
        String url;
        String source;
        if (blankToNull(option) != null) {
            url = option;
            source = "--endpoint";
        } else if (fromEnvironment != null) {
            url = fromEnvironment;
            source = ENDPOINT_VARIABLE;
        } else if (settings.endpoint() != null) {
            url = settings.endpoint();
            source = "the settings file";
        } else {
            return Optional.empty();
        }
        String fromVariable = blankToNull(environment.get(KEY_VARIABLE));
        String key = fromVariable != null ? fromVariable : settings.apiKey();
        if (key != null && !ApiKey.canBeSent(key)) {
            throw new IllegalArgumentException("the API key " + (fromVariable != null ? "from " + KEY_VARIABLE
                    : "in Settings") + " holds a character an HTTP header cannot carry (a line break, a"
                    + " control character or a non-ASCII letter); copy the key again");
        }
        return Optional.of(Endpoint.parse(url, ApiKey.ofNullable(key), source));
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
