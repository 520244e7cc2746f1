package com.collimate.inspector.ui.settings;

import java.net.URI;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Whether an endpoint URL typed in Settings carries credentials of its own: a user name or password
 * ({@code https://key@host/}) or a key-looking query parameter ({@code ?api_key=…}). Such a URL would sit in the
 * settings file whether or not the key is to be remembered, and in plain sight in the dialog; the key belongs in the
 * API key field. Nothing found is echoed: a problem names a query parameter, never a value.
 */
final class EndpointCredentials {
    /** Parameter names that hold a secret ("api_key", "X-Api-Key", "access_token", "sig", …), compared in lower case. */
    private static final Pattern SECRET_NAME = Pattern.compile(".*(key|token|secret|pass|pwd|auth|cred|signature).*|sig");
    /** A value that reads as a key whatever its name: a long run of letters and digits, as API keys are. */
    private static final Pattern KEY_LIKE_VALUE = Pattern.compile("(?=.*[a-zA-Z])(?=.*[0-9])[A-Za-z0-9._~+/=-]{24,}");

    private EndpointCredentials() {
    }

    /** What credentials {@code uri} holds, as the end of "Endpoint URL: …", or empty for none. */
    static Optional<String> problem(URI uri) {
        if (uri.getRawUserInfo() != null) {
            return Optional.of("holds a user name or password (…@" + uri.getHost() + "): give only the exec API's URL;"
                    + " the key goes in API key");
        }
        String query = uri.getRawQuery();
        if (query == null) {
            return Optional.empty();
        }
        for (String parameter : query.split("&")) {
            int equals = parameter.indexOf('=');
            String name = equals < 0 ? parameter : parameter.substring(0, equals);
            String value = equals < 0 ? "" : parameter.substring(equals + 1);
            if (SECRET_NAME.matcher(name.toLowerCase(Locale.ROOT)).matches() || KEY_LIKE_VALUE.matcher(name).matches()
                    || KEY_LIKE_VALUE.matcher(value).matches()) {
                return Optional.of("holds what looks like a key in its query (" + shownName(name) + "=…): give only the"
                        + " exec API's URL; the key goes in API key");
            }
        }
        return Optional.empty();
    }

    /** A parameter's name as the problem shows it: a short plain name, not one that may be the key itself. */
    private static String shownName(String name) {
        return name.matches("[A-Za-z0-9._-]{1,40}") && !KEY_LIKE_VALUE.matcher(name).matches() ? name : "a parameter";
    }
}
