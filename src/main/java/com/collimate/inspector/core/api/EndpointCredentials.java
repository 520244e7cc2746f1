package com.collimate.inspector.core.api;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether an endpoint URL typed in Settings carries credentials of its own: a user name or password
 * ({@code https://key@host/}), a query parameter named as a secret ({@code ?api_key=…}) or a query value that is a
 * recognisable credential (a bearer token, a JWT, a key with a known prefix such as {@code sk-}). Such a URL would sit
 * in the settings file whether or not the key is to be remembered, and in plain sight in the dialog; the key belongs
 * in the API key field. Only what is recognisable is refused: a parameter merely ending in "key"
 * ({@code partition_key}) or a long value of letters and digits (a git SHA, a run id) is not. Nothing found is
 * echoed: a problem names a query parameter, never a value.
 */
public final class EndpointCredentials {
    /**
     * Parameter names that hold a secret, lower case without {@code -}, {@code _} or {@code .}: "X-Api-Key",
     * "access_token", "accessToken" and "X-Amz-Signature" are among them, "partition_key", "max_tokens" and "author"
     * are not.
     */
    private static final Set<String> SECRET_NAMES = Set.of(
            "key", "apikey", "xapikey", "apitoken", "apisecret", "accesskey", "secretkey", "privatekey",
            "token", "accesstoken", "authtoken", "xauthtoken", "bearertoken", "idtoken", "refreshtoken", "sessiontoken",
            "securitytoken", "secret", "clientsecret", "password", "passwd", "pwd", "pass", "auth", "authorization",
            "credential", "credentials", "signature", "sig", "xamzsignature", "xamzsecuritytoken", "xamzcredential",
            "xgoogsignature", "xgoogcredential");
    private static final Pattern NAME_SEPARATORS = Pattern.compile("[-_.]");
    /**
     * Values that are credentials whatever their parameter's name: "Bearer …", a JWT (three base64url parts, the
     * first a JSON object: {@code eyJ…}), or a known key prefix (OpenAI and Anthropic {@code sk-}, Stripe, GitHub,
     * GitLab, Slack, Hugging Face, npm, PyPI, Google, AWS) followed by 16 or more key characters.
     */
    private static final Pattern CREDENTIAL = Pattern.compile("(?i:bearer)\\s+\\S+"
            + "|eyJ[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*"
            + "|(?:sk-|sk_live_|sk_test_|rk_live_|rk_test_|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-"
            + "|xoxb-|xoxp-|xoxa-|xoxr-|xoxs-|hf_|npm_|pypi-|ya29\\.|AIza|AKIA|ASIA)[A-Za-z0-9._-]{16,}");

    private EndpointCredentials() {
    }

    /** What credentials {@code uri} holds, as the end of "Endpoint URL: …", or empty for none. */
    public static Optional<String> problem(URI uri) {
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
            String name = decoded(equals < 0 ? parameter : parameter.substring(0, equals));
            String value = equals < 0 ? "" : decoded(parameter.substring(equals + 1));
            if (namesASecret(name) || isCredential(name) || isCredential(value)) {
                return Optional.of("holds what looks like a key in its query (" + shownName(name) + "=…): give only the"
                        + " exec API's URL; the key goes in API key");
            }
        }
        return Optional.empty();
    }

    private static boolean namesASecret(String name) {
        return SECRET_NAMES.contains(NAME_SEPARATORS.matcher(name.strip().toLowerCase(Locale.ROOT)).replaceAll(""));
    }

    private static boolean isCredential(String text) {
        return CREDENTIAL.matcher(text.strip()).matches();
    }

    /** A query part percent-decoded ({@code api%5Fkey} is {@code api_key}), or as written when it does not decode. */
    private static String decoded(String raw) {
        try {
            return URLDecoder.decode(raw, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return raw;
        }
    }

    /** A parameter's name as the problem shows it: a short plain name, not one that may be the key itself. */
    private static String shownName(String name) {
        return name.matches("[A-Za-z0-9._-]{1,40}") && !isCredential(name) ? name : "a parameter";
    }
}
