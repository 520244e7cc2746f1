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

    /** @throws IllegalArgumentException naming the source when the chosen URL is not an http(s) URL */
    public static Optional<Endpoint> resolve(String option, Map<String, String> environment, Settings settings) {
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
        String key = blankToNull(environment.get(KEY_VARIABLE));
        return Optional.of(Endpoint.parse(url, ApiKey.ofNullable(key != null ? key : settings.apiKey()), source));
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
