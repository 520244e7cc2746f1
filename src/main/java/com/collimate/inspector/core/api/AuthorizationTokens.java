package com.collimate.inspector.core.api;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Free text with the credential after each "Bearer" or "Basic" masked ({@code Bearer ***}, {@code Basic ***}): an
 * {@code Authorization} header a message quotes (Basic's is base64 of a user name and password). The token is
 * masked whole, as RFC 6750 writes it (letters, digits, {@code -._~+/}, then {@code =}), though
 * its full stops, slashes or {@code =} would cut it into words none of which is a key by its shape
 * ({@code Bearer abc.def}, a base64 token). The full stops that end it are a sentence's, and shown. Prose after
 * the scheme is shown ({@link #PROSE}: {@code Basic authentication}); anything else is a token, however short: a
 * digit, any of {@code ._~+/}, or letters mixed as words never are ({@code Bearer abc123}, {@code Bearer x9/Qe==},
 * {@code Bearer AbCd}, {@code Basic dXNlcjpwYXNz}). In a header's value ({@code Authorization: Bearer abcdefghijkl},
 * {@code -H 'X-Auth: Bearer …'}) any token is masked, prose-shaped or not.
 */
final class AuthorizationTokens {
    /**
     * "Bearer" or "Basic" starting a word (group 1) and the token after it (group 2), tried where {@link #schemeAt}
     * finds the scheme: the text may be a long line.
     */
    private static final Pattern SCHEME = Pattern.compile(
            "(?i)((?:bearer|basic)(?<![A-Za-z0-9](?:bearer|basic))\\s+)([A-Za-z0-9._~+/-]++=*+)");
    /**
     * Prose, not a token: up to three words joined by {@code -}, each of at most 15 lower-case letters (the first may
     * be a capital) or an acronym of 2 to 5 capitals, plural or not ({@code Bearer token},
     * {@code Bearer token-based}, {@code Bearer JWT}, {@code Bearer JWTs}); with the {@code =} of an auth parameter's
     * name ({@code realm=}). At most one word is an acronym: {@code QWERT-ASDFG-ZXCVB} reads as a product key. Random
     * tokens almost never take this shape: they mix cases and digits.
     */
    private static final Pattern PROSE = prose("[A-Z]?[a-z]{1,15}", "[A-Z]{2,5}s?");
    private static final String AUTHORIZATION = "authorization";

    private AuthorizationTokens() {
    }

    /** Up to three {@code word}s joined by {@code -}, one of which may be an {@code acronym}; then an {@code =}. */
    private static Pattern prose(String word, String acronym) {
        String words = "(?:" + word + "(?:-" + word + "){0,2}"
                + "|" + acronym + "(?:-" + word + "){0,2}"
                + "|" + word + "-" + acronym + "(?:-" + word + ")?"
                + "|" + word + "-" + word + "-" + acronym + ")";
        return Pattern.compile(words + "=?");
    }

    /** Whether {@code word} reads as prose, not a credential ({@link #PROSE}). */
    static boolean isProse(String word) {
        return PROSE.matcher(word).matches();
    }

    static String masked(String text) {
        Matcher scheme = SCHEME.matcher(text).useTransparentBounds(true); // its look-behind sees before the region
        MaskedText shown = new MaskedText(text);
        for (int from = schemeAt(text, 0); from >= 0; ) {
            if (!scheme.region(from, text.length()).lookingAt()) {
                from = schemeAt(text, from + 1);
                continue;
            }
            String token = scheme.group(2);
            int end = tokenEnd(token);
            if (end == 0 || PROSE.matcher(token).region(0, end).matches() && !inHeader(text, scheme.start())) {
                // the word may be the scheme again ("Bearer Bearer abc.def"), a token after it
                from = schemeAt(text, scheme.start(2));
            } else {
                shown.mask(scheme.start(2), scheme.start(2) + end);
                from = schemeAt(text, scheme.end());
            }
        }
        return shown.shown();
    }

    /**
     * Where "bearer" or "basic" (any case) is next at or after {@code from}, -1 for none: found by comparing
     * characters, a regular expression is tried only there (tried at each character, two case-blind words cost
     * twice as much as one).
     */
    private static int schemeAt(String text, int from) {
        for (int at = from; at < text.length(); at++) {
            char c = text.charAt(at);
            if ((c == 'b' || c == 'B') && (text.regionMatches(true, at, "bearer", 0, 6)
                    || text.regionMatches(true, at, "basic", 0, 5))) {
                return at;
            }
        }
        return -1;
    }

    /**
     * Whether the scheme at {@code schemeStart} starts a header's value: of an {@code Authorization} header (any
     * case, {@code Proxy-Authorization}; {@code :} or {@code =}, quoted or not, as JSON or a dict writes it), or of
     * any header a command line gives after {@code -H} or {@code --header}. There the word after the scheme is the
     * credential whatever its shape, so prose is not looked for: {@code Authorization: Bearer abcdefghijkl}.
     */
    private static boolean inHeader(String text, int schemeStart) {
        int at = blanksStart(text, quoteStart(text, blanksStart(text, schemeStart)));
        if (at == 0 || text.charAt(at - 1) != ':' && text.charAt(at - 1) != '=') {
            return false;
        }
        int nameEnd = quoteStart(text, at - 1);
        int nameStart = nameEnd;
        while (nameStart > 0 && isHeaderNameChar(text.charAt(nameStart - 1))) {
            nameStart--;
        }
        int authorization = nameEnd - AUTHORIZATION.length();
        return nameStart < nameEnd && (authorization >= nameStart
                && text.regionMatches(true, authorization, AUTHORIZATION, 0, AUTHORIZATION.length())
                || afterHeaderOption(text, quoteStart(text, nameStart)));
    }

    /** Whether {@code -H} or {@code --header} and blanks, or {@code --header=}, end at {@code at}. */
    static boolean afterHeaderOption(String text, int at) {
        if (at > 0 && text.charAt(at - 1) == '=') {
            return isOption(text, at - 1, "--header");
        }
        int optionEnd = blanksStart(text, at);
        return optionEnd < at && (isOption(text, optionEnd, "-H") || isOption(text, optionEnd, "--header"));
    }

    /** Whether {@code option} ends at {@code end} and starts the text or follows a blank. */
    private static boolean isOption(String text, int end, String option) {
        int start = end - option.length();
        return start >= 0 && text.startsWith(option, start)
                && (start == 0 || Character.isWhitespace(text.charAt(start - 1)));
    }

    private static boolean isHeaderNameChar(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_';
    }

    /** Where the blanks that end at {@code at} start. */
    private static int blanksStart(String text, int at) {
        int start = at;
        while (start > 0 && (text.charAt(start - 1) == ' ' || text.charAt(start - 1) == '\t')) {
            start--;
        }
        return start;
    }

    /** Where a quote that ends at {@code at} starts: {@code at} when none does. */
    private static int quoteStart(String text, int at) {
        return at > 0 && (text.charAt(at - 1) == '"' || text.charAt(at - 1) == '\'') ? at - 1 : at;
    }

    /** The token's end before the full stops that end it: a sentence's, shown. */
    private static int tokenEnd(String token) {
        int end = token.length();
        while (end > 0 && token.charAt(end - 1) == '.') {
            end--;
        }
        return end;
    }
}
