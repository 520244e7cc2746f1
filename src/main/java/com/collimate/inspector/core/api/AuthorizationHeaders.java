package com.collimate.inspector.core.api;

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
 * line, JSON, a dict or curl's {@code -H} writes it. Prose ({@code Authorization: failed}), an unknown scheme's word
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
    /** A key's characters (RFC 7235's token68, and {@code :} of a user and password in the clear). */
    private static final Pattern BARE_KEY = Pattern.compile("[A-Za-z0-9._~+/:-]+=*");
    private static final int SHORTEST_BARE_KEY = 8;

    private AuthorizationHeaders() {
    }

    static String masked(String text) {
        StringBuilder shown = null;
        int copied = 0;
        for (int at = nameAt(text, 0); at >= 0; at = nameAt(text, Math.max(at + NAME.length(), copied))) {
            int valueStart = valueStart(text, at + NAME.length());
            NamedSecrets.Value credential = valueStart < 0 ? null
                    : credential(text, valueStart, valueEnd(text, valueStart, headerQuote(text, at)));
            if (credential != null) {
                shown = shown == null ? new StringBuilder(text.length()) : shown;
                shown.append(text, copied, credential.start()).append("***");
                copied = credential.end();
            }
        }
        return shown == null ? text : shown.append(text, copied, text.length()).toString();
    }

    /** Where "authorization" (any case) not glued after a letter or digit is next at or after {@code from}; -1. */
    private static int nameAt(String text, int from) {
        int last = text.length() - NAME.length();
        for (int at = from; at <= last; at++) {
            char c = text.charAt(at);
            if ((c == 'a' || c == 'A') && (text.charAt(at + 1) == 'u' || text.charAt(at + 1) == 'U')
                    && text.regionMatches(true, at, NAME, 0, NAME.length())
                    && (at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1)))) {
                return at;
            }
        }
        return -1;
    }

    /**
     * Where the header's value starts after its name's end {@code at}: after an optional quote, blanks, {@code :} or
     * {@code =}, blanks and an optional quote (which the value then starts with); -1 when no joiner follows.
     */
    private static int valueStart(String text, int at) {
        int i = at < text.length() && isQuote(text.charAt(at)) ? at + 1 : at;
        i = blanksEnd(text, i);
        if (i >= text.length() || text.charAt(i) != ':' && text.charAt(i) != '=') {
            return -1;
        }
        i = blanksEnd(text, i + 1);
        return i < text.length() && !isLineBreak(text.charAt(i)) ? i : -1;
    }

    /**
     * The quote a whole header is in ({@code -H 'Authorization: Token …'}, {@code ["Proxy-Authorization: …"]}), the
     * header's name at {@code at} or after {@code Proxy-}; 0 for none, or a name quoted alone (JSON's key).
     */
    private static char headerQuote(String text, int at) {
        int start = at;
        while (start > 0 && (Character.isLetterOrDigit(text.charAt(start - 1)) || text.charAt(start - 1) == '-')) {
            start--;
        }
        int nameEnd = at + NAME.length();
        char quote = start > 0 ? text.charAt(start - 1) : 0;
        return isQuote(quote) && !(nameEnd < text.length() && text.charAt(nameEnd) == quote) ? quote : 0;
    }

    /**
     * The value's end: at its closing quote when quoted, or the whole header's {@code headerQuote}, else before the
     * punctuation that ends a sentence there; a value ends with its line in any case.
     */
    private static int valueEnd(String text, int start, char headerQuote) {
        boolean quoted = isQuote(text.charAt(start));
        char quote = quoted ? text.charAt(start) : headerQuote;
        int end = quoted ? start + 1 : start;
        while (end < text.length() && !isLineBreak(text.charAt(end)) && (quote == 0 || text.charAt(end) != quote)) {
            end++;
        }
        return quote != 0 ? end : NamedSecrets.sentenceEndsStart(text, start, end);
    }

    /**
     * The credential in the value from {@code start} to {@code end}, its start and end: after a known scheme and
     * blanks, or a bare value's one word ({@link #isBareKey}); null for none (Bearer or Basic, an unknown scheme,
     * prose, a placeholder).
     */
    private static NamedSecrets.Value credential(String text, int start, int end) {
        int wordStart = isQuote(text.charAt(start)) ? start + 1 : start;
        int wordEnd = wordStart;
        while (wordEnd < end && !isBlank(text.charAt(wordEnd))) {
            wordEnd++;
        }
        int credential = blanksEnd(text, wordEnd);
        if (credential < end) {
            boolean scheme = SCHEMES.contains(text.substring(wordStart, wordEnd).toLowerCase(Locale.ROOT));
            return scheme && !isPlaceholder(text, credential, end) ? new NamedSecrets.Value(credential, end) : null;
        }
        return isBareKey(text.substring(wordStart, end)) ? new NamedSecrets.Value(wordStart, end) : null;
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

    /** Whether the credential from {@code start} to {@code end} starts with a placeholder's word, {@code <token>}. */
    private static boolean isPlaceholder(String text, int start, int end) {
        if (text.charAt(start) != '<') {
            return false;
        }
        for (int at = start + 1; at < end && !isBlank(text.charAt(at)); at++) {
            if (text.charAt(at) == '>') {
                return true;
            }
        }
        return false;
    }

    private static int blanksEnd(String text, int at) {
        int end = at;
        while (end < text.length() && isBlank(text.charAt(end))) {
            end++;
        }
        return end;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    private static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r';
    }

    private static boolean isQuote(char c) {
        return c == '"' || c == '\'';
    }
}
