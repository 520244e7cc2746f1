package com.collimate.inspector.core.api;

import okhttp3.HttpUrl;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether an endpoint URL carries credentials of its own: a user name or password ({@code https://key@host/}), a
 * query or fragment parameter named as a secret ({@code ?api_key=…}, {@code #access_token=…}), or a query value,
 * fragment or path segment that is a recognisable credential (a bearer token, a JWT, a key with a known prefix such
 * as {@code sk-}). Such a URL would be kept in the settings file and shown wherever the endpoint is; the key belongs in
 * the API key (Settings or COLLIMATE_API_KEY). Only what is recognisable is refused: a parameter merely ending in
 * "key" ({@code partition_key}), a long value of letters and digits (a git SHA, a run id), or a known prefix followed
 * by words ({@code sk-learn-something-long}, {@code hf_Meta-Llama-3-8B-Instruct}) is not ({@link CredentialShapes}).
 * Nothing found is echoed: a problem names the part of the URL (its user info, a parameter's name, a path segment's
 * number), never a value.
 */
public final class EndpointCredentials {
    /**
     * Parameter names that hold a secret, lower case without {@code -}, {@code _} or {@code .}: "X-Api-Key",
     * "access_token", "accessToken" and "X-Amz-Signature" are among them, as are Azure API Management's
     * "subscription-key", Azure Functions' "code" and GitLab's "private_token" and "job_token"; "partition_key",
     * "max_tokens" and "author" are not.
     */
    private static final Set<String> SECRET_NAMES = Set.of(
            "key", "apikey", "xapikey", "apitoken", "apisecret", "accesskey", "secretkey", "privatekey",
            "token", "accesstoken", "authtoken", "xauthtoken", "bearertoken", "idtoken", "refreshtoken", "sessiontoken",
            "securitytoken", "secret", "clientsecret", "password", "passwd", "pwd", "pass", "auth", "authorization",
            "credential", "credentials", "signature", "sig", "xamzsignature", "xamzsecuritytoken", "xamzcredential",
            "xgoogsignature", "xgoogcredential", "subscriptionkey", "code", "privatetoken", "jobtoken");
    /** The separators dropped from a parameter's name: "api_key" is "apikey". */
    private static final Pattern SEPARATORS = Pattern.compile("[-_.]");
    /** A run of percent-encoded bytes ({@code %2D}, {@code %C3%A9}). */
    private static final Pattern PERCENT_ENCODED = Pattern.compile("(?:%[0-9A-Fa-f]{2})+");
    /**
     * What {@link #masked} looks at: the words between a URL's delimiters (RFC 3986's, so {@code key:ghp_…} and
     * {@code (ghp_…)} hold a key too) and the characters a URL must percent-encode, which quote a key in JSON, a
     * shell or markup ({@code "ghp_…"}, {@code `ghp_…`}, {@code <ghp_…>}, {@code a|ghp_…}); but {@code +} and
     * {@code ~}, which a base64 bearer token may hold ({@link #JOINED_WORD}).
     */
    private static final Pattern URL_WORD = Pattern.compile("[^/?#\\[\\]@&=;,:!$'()*\\s\"<>\\\\^`{|}]+");
    /**
     * What joins the words of a word that may be one token ({@code Bearer abc+def/…} percent-encoded): the word is a
     * credential, or holds one, whole; a key after it ({@code token+ghp_…}, a form body's "+" for a space) is one.
     */
    private static final Pattern JOINED_WORD = Pattern.compile("[+~]");
    private static final String USER_INFO = "holds a user name or password (…@%s)";
    private static final String IN_PARAMETERS = "holds what looks like a key in its %s (%s=…)";
    private static final String IN_PATH = "holds what looks like a key in its path (segment %d)";

    private EndpointCredentials() {
    }

    /**
     * What credentials {@code url} holds, as the end of "Endpoint URL: …" or "endpoint from … ", such as "holds what
     * looks like a key in its path (segment 2)"; empty for none. The fix is the caller's to say.
     */
    public static Optional<String> problem(HttpUrl url) {
        if (!url.encodedUsername().isEmpty() || !url.encodedPassword().isEmpty()) {
            return Optional.of(USER_INFO.formatted(url.host()));
        }
        for (int i = 0; i < url.querySize(); i++) {
            String name = url.queryParameterName(i);
            String value = url.queryParameterValue(i);
            if (isSecretParameter(name, value == null ? "" : value)) {
                return Optional.of(IN_PARAMETERS.formatted("query", shownName(name)));
            }
        }
        List<String> segments = url.pathSegments();
        for (int i = 0; i < segments.size(); i++) {
            if (holdsCredential(segments.get(i))) {
                return Optional.of(IN_PATH.formatted(i + 1));
            }
        }
        return fragmentProblem(url.fragment());
    }

    /** A fragment read as parameters, as OAuth writes them ({@code #access_token=…&token_type=bearer}). */
    private static Optional<String> fragmentProblem(String fragment) {
        if (fragment == null) {
            return Optional.empty();
        }
        for (String parameter : fragment.split("&")) {
            int equals = parameter.indexOf('=');
            String name = equals < 0 ? parameter : parameter.substring(0, equals);
            if (isSecretParameter(name, equals < 0 ? "" : parameter.substring(equals + 1))) {
                return Optional.of(IN_PARAMETERS.formatted("fragment", shownName(name)));
            }
        }
        return Optional.empty();
    }

    /** A name or value that is a credential or holds one ({@code ?q=token+ghp_…}, read as "token ghp_…"). */
    private static boolean isSecretParameter(String name, String value) {
        return namesASecret(name) || holdsCredential(name) || holdsCredential(value);
    }

    static boolean namesASecret(String name) {
        return SECRET_NAMES.contains(SEPARATORS.matcher(name.strip().toLowerCase(Locale.ROOT)).replaceAll(""));
    }

    /**
     * Whether a path segment (or a parameter) is a credential or holds one between delimiters ({@code token=sk-…}),
     * as {@link #masked} would hide it: the display hides it either way, but only a refusal keeps it out of the
     * settings file.
     */
    private static boolean holdsCredential(String segment) {
        return CredentialShapes.isCredential(segment)
                || URL_WORD.matcher(segment).results().anyMatch(word -> wordIsCredential(segment, word));
    }

    /** A word of {@link #URL_WORD} in {@code text} is a credential, or holds one as {@link GluedWord} finds it. */
    private static boolean wordIsCredential(String text, MatchResult word) {
        return GluedWord.holdsKey(text, word, EndpointCredentials::isOrJoinsCredential);
    }

    /** A word of {@link #URL_WORD} is a credential, or one of its {@link #JOINED_WORD} parts is. */
    private static boolean isOrJoinsCredential(String word) {
        return CredentialShapes.isCredential(word) || (word.indexOf('+') >= 0 || word.indexOf('~') >= 0)
                && JOINED_WORD.splitAsStream(word).anyMatch(CredentialShapes::isCredential);
    }

    /**
     * {@code url} (a URL, or text that failed to parse as one) with each word between its delimiters that holds a
     * credential once percent-decoded, such as a key in a path segment, replaced by {@code ***}, but for the JSON
     * escape, the full stops or the words a full stop glues to it ({@link GluedWord}).
     */
    static String masked(String url) {
        Matcher word = URL_WORD.matcher(url);
        StringBuilder shown = null;
        int copied = 0;
        while (word.find()) {
            if (mayHoldCredential(url, word.start(), word.end())) {
                String masked = GluedWord.masked(url, word, EndpointCredentials::wordHoldsCredential);
                if (!masked.equals(word.group())) {
                    shown = shown == null ? new StringBuilder(url.length()) : shown;
                    shown.append(url, copied, word.start()).append(masked);
                    copied = word.end();
                }
            }
        }
        return shown == null ? url : shown.append(url, copied, url.length()).toString();
    }

    /**
     * Whether the word from {@code start} to {@code end} may hold a credential, told cheaply (most words of prose
     * cannot): all {@link GluedWord} tries are parts of it, so one without a credential's start holds none, but once
     * percent-decoded it may.
     */
    private static boolean mayHoldCredential(String text, int start, int end) {
        if (end - start < CredentialShapes.SHORTEST) {
            return false; // percent-decoding makes no text longer
        }
        for (int at = start; at < end; at++) {
            if (text.charAt(at) == '%') {
                return true;
            }
        }
        return CredentialShapes.mayHoldCredential(text, start, end);
    }

    /**
     * A word of {@link #masked} holds a credential: checked once as it is when nothing in it is percent-encoded (most
     * words; every journal entry read is masked), else decoded, with the delimiters it may decode to.
     */
    private static boolean wordHoldsCredential(String word) {
        return word.indexOf('%') < 0 ? isOrJoinsCredential(word) : holdsCredential(percentDecoded(word));
    }

    /**
     * {@code text} with its percent-encoded bytes decoded as UTF-8, as a server reads a path and as {@link #problem}
     * sees it: a key with a character or all of them encoded ({@code sk-proj%2D4f9a…}) is a key all the same.
     */
    private static String percentDecoded(String text) {
        return PERCENT_ENCODED.matcher(text).replaceAll(run -> Matcher.quoteReplacement(new String(
                HexFormat.of().parseHex(run.group().replace("%", "")), StandardCharsets.UTF_8)));
    }

    /** A parameter's name as the problem shows it: a short plain name, not one that may be the key itself. */
    private static String shownName(String name) {
        return name.matches("[A-Za-z0-9._-]{1,40}") && !holdsCredential(name) ? name : "a parameter";
    }
}
