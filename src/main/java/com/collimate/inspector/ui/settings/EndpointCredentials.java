package com.collimate.inspector.ui.settings;

import java.net.URI;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether an endpoint URL typed in Settings carries credentials of its own: a user name or password
 * ({@code https://key@host/}) or a key-looking query parameter ({@code ?api_key=…}). Such a URL would sit in the
 * settings file whether or not the key is to be remembered, and in plain sight in the dialog; the key belongs in the
 * API key field. Nothing found is echoed: a problem names a query parameter, never a value.
 */
final class EndpointCredentials {
    /**
     * The words of a parameter name that say it holds a secret ("X-Api-Key", "access_token", "X-Amz-Signature"), by
     * whole word so that "author", "passes" or "max_tokens" are not taken for one.
     */
    private static final Set<String> SECRET_WORDS = Set.of("pass", "pwd", "auth", "authorization", "cred", "creds",
            "credential", "credentials", "sig", "signature");
    /** Word endings that hold a secret: "key", "apikey", "token", "accesstoken", "secret", "password", "passwd". */
    private static final Pattern SECRET_WORD_END = Pattern.compile(".*(key|token|secret|password|passwd)");
    /** Splits a name into words: at anything not a letter or digit, and where a lower-case letter meets a capital. */
    private static final Pattern WORD_BREAK = Pattern.compile("[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])");
    /**
     * A value that reads as a key whatever its name: a long run of letters and digits with both, as API keys have;
     * the parts of a slug or a UUID ("grpo-qwen2-7b-step000123", "3f2a7c1e-1b2d-…") are shorter.
     */
    private static final Pattern KEY_LIKE_RUN = Pattern.compile("(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])"
            + "[A-Za-z0-9]{16,}");

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
            if (namesASecret(name) || keyLike(name) || keyLike(value)) {
                return Optional.of("holds what looks like a key in its query (" + shownName(name) + "=…): give only the"
                        + " exec API's URL; the key goes in API key");
            }
        }
        return Optional.empty();
    }

    private static boolean namesASecret(String name) {
        for (String word : WORD_BREAK.split(name)) {
            String lower = word.toLowerCase(Locale.ROOT);
            if (SECRET_WORDS.contains(lower) || SECRET_WORD_END.matcher(lower).matches()) {
                return true;
            }
        }
        return false;
    }

    private static boolean keyLike(String text) {
        return KEY_LIKE_RUN.matcher(text).find();
    }

    /** A parameter's name as the problem shows it: a short plain name, not one that may be the key itself. */
    private static String shownName(String name) {
        return name.matches("[A-Za-z0-9._-]{1,40}") && !keyLike(name) ? name : "a parameter";
    }
}
