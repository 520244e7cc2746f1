package com.collimate.inspector.core.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Free text with the credentials of each {@code Authorization} or {@code Proxy-Authorization} header's value masked,
 * for the schemes other than "Bearer" and "Basic" ({@link AuthorizationTokens} masks theirs): after a known scheme
 * ({@code Token}, {@code Digest}, {@code ApiKey}, {@code AWS4-HMAC-SHA256}, {@code Negotiate}, …) everything up to
 * the value's end, its closing quote or its line's end ({@code Authorization: Digest ***}), as a scheme's parameters
 * ({@code username="u", response="…"}) may each be a secret; a value of one word and no scheme, a key sent bare,
 * when it is no prose ({@code Authorization: ***}). A header's name is found from the text's "authorization" (any
 * case, not inside a longer word), then an optional quote, {@code :} or {@code =} and an optional quote, as a header
 * line, JSON, a dict or curl's {@code -H} writes it. After a scheme no one registered ({@code Custom abc123},
 * {@code X-Foo tok}) the credentials are masked so too, unless the words after it read as prose
 * ({@link #unknownSchemesCredentials}: {@code Authorization: failed for bob}). Prose ({@code Authorization: failed})
 * and a placeholder ({@code Token <token>}) are shown.
 */
final class AuthorizationHeaders {
    private static final String NAME = "authorization";
    /**
     * The schemes whose credentials follow them in the header (IANA's registry, and those APIs use): "Bearer" and
     * "Basic" are not among them.
     */
    private static final Set<String> SCHEMES = Set.of("token", "digest", "apikey", "api-key", "key", "negotiate",
            "ntlm", "kerberos", "oauth", "hoba", "mutual", "scram-sha-1", "scram-sha-256", "vapid", "dpop", "gnap",
            "privatetoken", "concealed", "aws", "aws4-hmac-sha256", "hawk", "signature", "hmac", "sso-key", "ssws",
            "jwt", "bot", "splunk", "googlelogin");
    /** The schemes {@link AuthorizationTokens} masks the token of. */
    private static final Set<String> TOKEN_SCHEMES = Set.of("bearer", "basic");
    /** A scheme's name as RFC 7235 allows it, but starting with a letter: {@code Custom}, {@code X-Foo}. */
    private static final Pattern SCHEME_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*");
    /** A key's characters (RFC 7235's token68, and {@code :} of a user and password in the clear). */
    private static final Pattern BARE_KEY = Pattern.compile("[A-Za-z0-9._~+/:-]+=*");
    private static final int SHORTEST_BARE_KEY = 8;

    private AuthorizationHeaders() {
    }

    static String masked(String text) {
        List<NamedSecrets.Value> credentials = new ArrayList<>();
        HeaderValues.each(text, NAME, (nameAt, wordStart, quote) -> {
            int wordEnd = wordEnd(text, wordStart, quote);
            NamedSecrets.Value credential = credential(text, wordStart, wordEnd, quote);
            if (credential != null) {
                credentials.add(credential);
            }
            // the value's first word, or what was masked, is read once: a long line is not read to its end for each
            // header on it
            return credential != null ? credential.end() : wordEnd;
        });
        return HeaderValues.masked(text, credentials);
    }

    /** The end of the value's word at {@code start}: at a blank, its line's end or the value's {@code quote}. */
    private static int wordEnd(String text, int start, char quote) {
        int end = start;
        while (end < text.length() && !HeaderValues.isBlank(text.charAt(end))
                && !HeaderValues.isValueEnd(text.charAt(end), quote)) {
            end++;
        }
        return end;
    }

    /**
     * The credential of the value whose first word runs from {@code wordStart} to {@code wordEnd}, its start and end:
     * after a scheme and blanks, to the value's end; or that word alone when it is the whole value and a key
     * ({@link #isBareKey}); null for none (Bearer or Basic, prose, a placeholder).
     */
    private static NamedSecrets.Value credential(String text, int wordStart, int wordEnd, char quote) {
        int after = HeaderValues.blanksEnd(text, wordEnd);
        if (after < text.length() && !HeaderValues.isValueEnd(text.charAt(after), quote)) {
            String scheme = text.substring(wordStart, wordEnd);
            boolean credentials = SCHEMES.contains(scheme.toLowerCase(Locale.ROOT))
                    || SCHEME_NAME.matcher(scheme).matches() && !TOKEN_SCHEMES.contains(scheme.toLowerCase(Locale.ROOT))
                    && unknownSchemesCredentials(text, scheme, after, quote);
            return credentials && !isPlaceholder(text, after)
                    ? new NamedSecrets.Value(after, HeaderValues.valueEnd(text, after, quote)) : null;
        }
        int end = quote != 0 ? wordEnd : NamedSecrets.sentenceEndsStart(text, wordStart, wordEnd);
        return isBareKey(text.substring(wordStart, end)) ? new NamedSecrets.Value(wordStart, end) : null;
    }

    /**
     * Whether what follows a word that may be a scheme no one registered ({@code Custom}, {@code X-Foo}) at
     * {@code start} is its credentials, not prose ({@code Authorization: failed for bob}): a word that holds an
     * {@code =} (an auth parameter) or is no prose ({@code abc123}), or that is the value's last
     * ({@code X-Foo tok}) unless it and the scheme are both prose in lower case without dashes: an error's words
     * ({@code Authorization: invalid credentials}), as a scheme's name is rarely written.
     */
    private static boolean unknownSchemesCredentials(String text, String scheme, int start, char quote) {
        int end = wordEnd(text, start, quote);
        int shownFrom = quote != 0 ? end : NamedSecrets.sentenceEndsStart(text, start, end);
        int after = HeaderValues.blanksEnd(text, end);
        boolean last = after == text.length() || HeaderValues.isValueEnd(text.charAt(after), quote);
        String word = text.substring(start, shownFrom);
        return word.indexOf('=') >= 0 || !AuthorizationTokens.isProse(word)
                || last && !(isLowerCaseProse(scheme) && isLowerCaseProse(word));
    }

    /** A word of prose in lower case without dashes: {@code x-foo} and {@code my-secret-key} are no error's words. */
    private static boolean isLowerCaseProse(String word) {
        return word.indexOf('-') < 0 && AuthorizationTokens.isProse(word) && word.equals(word.toLowerCase(Locale.ROOT));
    }

    /**
     * Whether a value of one word is a key sent without a scheme: {@value #SHORTEST_BARE_KEY} or more token
     * characters, with a digit or both cases, and no prose ({@code Authorization: failed}, {@code AUTHORIZED}).
     */
    private static boolean isBareKey(String word) {
        return word.length() >= SHORTEST_BARE_KEY && BARE_KEY.matcher(word).matches()
                && (word.chars().anyMatch(Character::isDigit) || !word.equals(word.toUpperCase(Locale.ROOT))
                && !word.equals(word.toLowerCase(Locale.ROOT))) && !AuthorizationTokens.isProse(word);
    }

    /** Whether the credential at {@code start} starts with a placeholder's word, {@code <token>}. */
    private static boolean isPlaceholder(String text, int start) {
        if (text.charAt(start) != '<') {
            return false;
        }
        for (int at = start + 1; at < text.length() && !Character.isWhitespace(text.charAt(at)); at++) {
            if (text.charAt(at) == '>') {
                return true;
            }
        }
        return false;
    }
}
