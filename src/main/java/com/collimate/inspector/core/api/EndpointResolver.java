package com.collimate.inspector.core.api;

import com.collimate.inspector.core.config.Settings;

import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Decides where replays go: {@code --endpoint}, else {@code COLLIMATE_ENDPOINT}, else the settings file; and which key
 * goes with them, as the caller's {@link KeyPolicy} says (a key never goes to a server it was not meant for). Empty
 * means no endpoint is configured anywhere: the built-in local sandbox.
 */
public final class EndpointResolver {
    public static final String ENDPOINT_VARIABLE = "COLLIMATE_ENDPOINT";
    public static final String KEY_VARIABLE = "COLLIMATE_API_KEY";

    private static final String SETTINGS_SOURCE = "the settings file";
    private static final String KEY_GOES_ELSEWHERE = ": give only the exec API's URL there; the key goes in "
            + KEY_VARIABLE + " or Settings";

    /** Where a value that cannot be used was set: where the user has to fix it. */
    public enum Origin { COMMAND_LINE, ENVIRONMENT, SETTINGS_FILE }

    /** Which value cannot be used. */
    public enum Setting { ENDPOINT, API_KEY }

    /**
     * An endpoint or API key that cannot be used, and where it was set. The message never holds a known key (the
     * environment's or the settings'): a key pasted into the endpoint would otherwise be echoed.
     */
    public static final class UnusableSetting extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final transient Origin origin;
        private final transient Setting setting;

        private UnusableSetting(Origin origin, Setting setting, String message) {
            super(message);
            this.origin = origin;
            this.setting = setting;
        }

        public Origin origin() {
            return origin;
        }

        public Setting setting() {
            return setting;
        }
    }

    /** A key and where it came from, for the message when it cannot be sent. */
    private record Key(String value, String source, Origin origin) {
    }

    private EndpointResolver() {
    }

    /**
     * @throws UnusableSetting naming the source when the chosen URL is not an http(s) URL, when {@code --endpoint}
     *                         is given empty (an unset variable in a script, say: it must not quietly mean "run the
     *                         code here"), when the key cannot be sent, or when the URL holds a key or another
     *                         credential ({@link EndpointCredentials})
     */
    public static Optional<Endpoint> resolve(String option, Map<String, String> environment, Settings settings,
                                             KeyPolicy policy) {
        if (option != null && option.isBlank()) {
            throw new UnusableSetting(Origin.COMMAND_LINE, Setting.ENDPOINT, "--endpoint is empty: give the exec API's"
                    + " URL, or leave the option out to replay in the built-in local sandbox");
        }
        String fromEnvironment = environment.get(ENDPOINT_VARIABLE);
        if (option == null && fromEnvironment != null && fromEnvironment.isBlank()) {
            // a CI secret that is missing arrives as an empty variable: it must not mean "run the log's code here"
            throw new UnusableSetting(Origin.ENVIRONMENT, Setting.ENDPOINT, ENDPOINT_VARIABLE + " is set but empty:"
                    + " give it the exec API's URL, or unset it to replay in the built-in local sandbox");
        }
        String url;
        String source;
        Origin origin;
        if (blankToNull(option) != null) {
            url = option;
            source = "--endpoint";
            origin = Origin.COMMAND_LINE;
        } else if (fromEnvironment != null) {
            url = fromEnvironment;
            source = ENDPOINT_VARIABLE;
            origin = Origin.ENVIRONMENT;
        } else if (settings.endpoint() != null) {
            url = settings.endpoint();
            source = SETTINGS_SOURCE;
            origin = Origin.SETTINGS_FILE;
        } else {
            return Optional.empty();
        }
        Key key = keyFor(url, source, environment, settings, policy);
        if (key != null && !ApiKey.canBeSent(key.value())) {
            throw new UnusableSetting(key.origin(), Setting.API_KEY, "the API key " + key.source() + " holds a"
                    + " character an HTTP header cannot carry (a line break, a control character or a non-ASCII"
                    + " letter); copy the key again");
        }
        if (holdsAKey(url, environment, settings)) {
            // it would be echoed wherever the endpoint is shown: journals, reports, every failed replay's message
            throw new UnusableSetting(origin, Setting.ENDPOINT, "endpoint from " + source + " holds the API key"
                    + KEY_GOES_ELSEWHERE);
        }
        Endpoint endpoint;
        try {
            endpoint = Endpoint.parse(url, key == null ? null : ApiKey.ofNullable(key.value()), source);
        } catch (IllegalArgumentException e) {
            String fix = origin == Origin.ENVIRONMENT
                    ? "; correct " + ENDPOINT_VARIABLE + " in the environment, or unset it" : "";
            throw new UnusableSetting(origin, Setting.ENDPOINT, e.getMessage() + fix);
        }
        Optional<String> credential = EndpointCredentials.problem(endpoint.base());
        if (credential.isPresent()) {
            // the same rule as the Settings dialog's: a URL saved before it, edited by hand or given here is not used
            throw new UnusableSetting(origin, Setting.ENDPOINT, "endpoint from " + source + " " + credential.get()
                    + KEY_GOES_ELSEWHERE);
        }
        return Optional.of(endpoint);
    }

    /**
     * Whether {@code url} holds, in any of its forms, the API key of the environment or of the settings; only a key
     * long enough to be told from a URL's own words ({@link ApiKey#scrubsAnswers}) is looked for.
     */
    public static boolean holdsAKey(String url, Map<String, String> environment, Settings settings) {
        return Stream.of(environment.get(KEY_VARIABLE), settings.apiKey()).map(ApiKey::ofNullable)
                .anyMatch(key -> key != null && key.scrubsAnswers() && !key.redact(url).equals(url));
    }

    /** The key sent to {@code url} (chosen from {@code source}), or null for none. */
    private static Key keyFor(String url, String source, Map<String, String> environment, Settings settings,
                              KeyPolicy policy) {
        Key fromVariable = keyOrNull(blankToNull(environment.get(KEY_VARIABLE)), "from " + KEY_VARIABLE,
                Origin.ENVIRONMENT);
        Key fromSettings = keyOrNull(settings.apiKey(), "in Settings", Origin.SETTINGS_FILE);
        return switch (policy) {
            case ENVIRONMENT_FIRST -> fromVariable != null ? fromVariable
                    : settingsKeyGoesTo(url, settings) ? fromSettings : null;
            case SETTINGS_FIRST -> switch (source) {
                case SETTINGS_SOURCE -> firstOf(fromSettings, fromVariable);
                case ENDPOINT_VARIABLE -> firstOf(fromVariable, fromSettings);
                default -> fromVariable; // an --endpoint nobody announced in the Settings dialog
            };
        };
    }

    private static Key keyOrNull(String value, String source, Origin origin) {
        return value == null ? null : new Key(value, source, origin);
    }

    private static Key firstOf(Key first, Key second) {
        return first != null ? first : second;
    }

    /**
     * Why the settings file's key is not sent to {@code endpoint} ("the API key in the settings file is only sent to
     * https://…; set COLLIMATE_API_KEY for this endpoint"), or empty when it is sent or there is none to send.
     */
    public static Optional<String> settingsKeyWithheld(Endpoint endpoint, Map<String, String> environment,
                                                        Settings settings) {
        if (settings.apiKey() == null || endpoint.apiKey() != null || blankToNull(environment.get(KEY_VARIABLE)) != null
                || settings.endpoint() == null) {
            return Optional.empty();
        }
        String own = "the settings file's endpoint";
        try {
            own = holdsAKey(settings.endpoint(), environment, settings) ? own
                    : Endpoint.parse(settings.endpoint(), null, SETTINGS_SOURCE).display();
        } catch (IllegalArgumentException e) {
            // not a URL: named, not shown
        }
        return Optional.of("the API key in the settings file is only sent to " + own + "; set " + KEY_VARIABLE
                + " for this endpoint");
    }

    /** Whether {@code url} is the settings file's own endpoint (compared without credentials). */
    private static boolean settingsKeyGoesTo(String url, Settings settings) {
        if (settings.endpoint() == null) {
            return false;
        }
        try {
            String chosen = Endpoint.parse(url, null, "").display();
            String own = Endpoint.parse(settings.endpoint(), null, "").display();
            return chosen.equals(own);
        } catch (IllegalArgumentException e) {
            return false; // the chosen URL's own error is reported by the caller's parse
        }
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
