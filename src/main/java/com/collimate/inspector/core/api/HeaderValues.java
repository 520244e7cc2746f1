package com.collimate.inspector.core.api;

import java.util.List;

/**
 * The values of a header named in free text, as a header line, JSON, a dict or curl's {@code -H} writes it: the
 * header's name in any case, not glued after a letter or digit, then an optional quote, {@code :} or {@code =} and an
 * optional quote; its value runs to its closing quote or its line's end ({@link AuthorizationHeaders},
 * {@link CookieHeaders}).
 */
final class HeaderValues {
    /** Reads one value of the header; answers where the search for the next goes on. */
    interface Reader {
        /**
         * The header's name is at {@code nameAt}, its value starts at {@code start} (after its opening quote) and is
         * in {@code quote} (0 for none).
         */
        int read(int nameAt, int start, char quote);
    }

    private HeaderValues() {
    }

    /** Hands each value of the header {@code name} (lower case) in {@code text} to {@code reader}, in text order. */
    static void each(String text, String name, Reader reader) {
        for (int at = nameAt(text, name, 0); at >= 0; ) {
            int next = at + name.length();
            int valueStart = valueStart(text, next);
            if (valueStart >= 0) {
                boolean quoted = isQuote(text.charAt(valueStart));
                char quote = quoted ? text.charAt(valueStart) : headerQuote(text, at, name);
                next = Math.max(next, reader.read(at, quoted ? valueStart + 1 : valueStart, quote));
            }
            at = nameAt(text, name, next);
        }
    }

    /** {@code text} with each of {@code values} (in text order, not overlapping) replaced by {@code ***}. */
    static String masked(String text, List<NamedSecrets.Value> values) {
        MaskedText shown = new MaskedText(text);
        for (NamedSecrets.Value value : values) {
            shown.mask(value.start(), value.end());
        }
        return shown.shown();
    }

    /**
     * Where the header's {@code name} (lower case, any case in the text) not glued after a letter or digit is next at
     * or after {@code from}; -1.
     */
    private static int nameAt(String text, String name, int from) {
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
     * header's {@code name} at {@code at} or after {@code Proxy-}; 0 for none, or a name quoted alone (JSON's key).
     */
    private static char headerQuote(String text, int at, String name) {
        int start = at;
        while (start > 0 && (Character.isLetterOrDigit(text.charAt(start - 1)) || text.charAt(start - 1) == '-')) {
            start--;
        }
        int nameEnd = at + name.length();
        char quote = start > 0 ? text.charAt(start - 1) : 0;
        return isQuote(quote) && !(nameEnd < text.length() && text.charAt(nameEnd) == quote) ? quote : 0;
    }

    /**
     * The value's end from {@code at} on: at its line's end or its {@code quote} (0 for none), past the quotes a
     * backslash escapes; unquoted, before the punctuation that ends a sentence there (but not a quote or a bracket
     * the value opened).
     */
    static int valueEnd(String text, int at, char quote) {
        int end = at;
        while (end < text.length() && !isValueEnd(text.charAt(end), quote)) {
            boolean escape = quote != 0 && text.charAt(end) == '\\' && end + 1 < text.length()
                    && !isLineBreak(text.charAt(end + 1));
            end += escape ? 2 : 1; // JSON's {"Authorization": "Digest response=\"…\""}
        }
        return quote != 0 ? end : NamedSecrets.shownEndsStart(text, at, end);
    }

    static boolean isValueEnd(char c, char quote) {
        return isLineBreak(c) || quote != 0 && c == quote;
    }

    static int blanksEnd(String text, int at) {
        int end = at;
        while (end < text.length() && isBlank(text.charAt(end))) {
            end++;
        }
        return end;
    }

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    private static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r';
    }

    private static boolean isQuote(char c) {
        return c == '"' || c == '\'';
    }
}
