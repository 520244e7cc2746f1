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
        for (int at = nameAt(text, NAME, 0); at >= 0; ) {
            int next = at + NAME.length();
            int valueStart = valueStart(text, next);
            if (valueStart >= 0) {
                boolean quoted = isQuote(text.charAt(valueStart));
                char quote = quoted ? text.charAt(valueStart) : headerQuote(text, at, NAME);
                int wordStart = quoted ? valueStart + 1 : valueStart;
                int wordEnd = wordEnd(text, wordStart, quote);
                NamedSecrets.Value credential = credential(text, wordStart, wordEnd, quote);
                if (credential != null) {
                    shown = shown == null ? new StringBuilder(text.length()) : shown;
                    shown.append(text, copied, credential.start()).append("***");
                    copied = credential.end();
                }
                // the value's first word, or what was masked, is read once: a long line is not read to its end for
                // each header on it
                next = Math.max(next, credential != null ? credential.end() : wordEnd);
            }
            at = nameAt(text, NAME, next);
        }
        return shown == null ? text : shown.append(text, copied, text.length()).toString();
    }

    /**
     * Where the header's {@code name} (lower case, any case in the text) not glued after a letter or digit is next at
     * or after {@code from}; -1.
     */
    static int nameAt(String text, String name, int from) {
        int last = text.length() - name.length();
        char first = name.charAt(0);
        char second = name.charAt(1);
        for (int at = from; at <= last; at++) {
            char c = text.charAt(at);
            if ((c == first || c == Character.toUpperCase(first)) && (text.charAt(at + 1) == second
                    || text.charAt(at + 1) == Character.toUpperCase(second))
                    && text.regionMatches(true, at, name, 0, name.length())
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
    static int valueStart(String text, int at) {
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
     * header's {@code name} at {@code at} or after {@code Proxy-}; 0 for none, or a name quoted alone (JSON's key).
     */
    static char headerQuote(String text, int at, String name) {
        int start = at;
        while (start > 0 && (Character.isLetterOrDigit(text.charAt(start - 1)) || text.charAt(start - 1) == '-')) {
            start--;
        }
        int nameEnd = at + name.length();
        char quote = start > 0 ? text.charAt(start - 1) : 0;
        return isQuote(quote) && !(nameEnd < text.length() && text.charAt(nameEnd) == quote) ? quote : 0;
    }

    /** The end of the value's word at {@code start}: at a blank, its line's end or the value's {@code quote}. */
    private static int wordEnd(String text, int start, char quote) {
        int end = start;
        while (end < text.length() && !isBlank(text.charAt(end)) && !isValueEnd(text.charAt(end), quote)) {
            end++;
        }
        return end;
    }

    /**
     * The value's end from {@code at} on: at its line's end or its {@code quote} (0 for none); unquoted, before the
     * punctuation that ends a sentence there.
     */
    static int valueEnd(String text, int at, char quote) {
        int end = at;
        while (end < text.length() && !isValueEnd(text.charAt(end), quote)) {
            end++;
        }
        return quote != 0 ? end : NamedSecrets.sentenceEndsStart(text, at, end);
    }

    private static boolean isValueEnd(char c, char quote) {
        return isLineBreak(c) || quote != 0 && c == quote;
    }

    /**
     * The credential of the value whose first word runs from {@code wordStart} to {@code wordEnd}, its start and end:
     * after a known scheme and blanks, to the value's end; or that word alone when it is the whole value and a key
     * ({@link #isBareKey}); null for none (Bearer or Basic, an unknown scheme, prose, a placeholder).
     */
    private static NamedSecrets.Value credential(String text, int wordStart, int wordEnd, char quote) {
        int after = blanksEnd(text, wordEnd);
        if (after < text.length() && !isValueEnd(text.charAt(after), quote)) {
            boolean scheme = SCHEMES.contains(text.substring(wordStart, wordEnd).toLowerCase(Locale.ROOT));
            return scheme && !isPlaceholder(text, after) ? new NamedSecrets.Value(after, valueEnd(text, after, quote))
                    : null;
        }
        int end = quote != 0 ? wordEnd : NamedSecrets.sentenceEndsStart(text, wordStart, wordEnd);
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

    static boolean isQuote(char c) {
        return c == '"' || c == '\'';
    }
}
