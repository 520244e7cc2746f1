package com.collimate.inspector.core.api;

import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/**
 * A word of a text split at delimiters ({@link EndpointCredentials}) with what is glued to it cut off: the letters of
 * a JSON escape before it ({@code "bad\ngsk_…"}: the word is {@code ngsk_…}) and the full stops of a sentence after
 * it ({@code invalid key gsk_….}). A key of an exact length is no key with them; the rest of a sentence's
 * punctuation delimits a word already.
 *
 * @param before the escape's letters, shown as they were
 * @param core   what may be a key
 * @param after  the full stops, shown as they were
 */
record GluedWord(String before, String core, String after) {
    /** The four hex digits of a JSON <code>&#92;u</code> escape. */
    private static final Pattern UNICODE_DIGITS = Pattern.compile("[0-9A-Fa-f]{4}");

    /** {@code word} of {@code text} cut, or {@code null} when nothing is glued to it or nothing is left. */
    static GluedWord of(String text, MatchResult word) {
        String whole = word.group();
        int from = escapeLetters(text, word.start());
        int to = whole.length();
        while (to > from && whole.charAt(to - 1) == '.') {
            to--;
        }
        return (from > 0 || to < whole.length()) && to > from
                ? new GluedWord(whole.substring(0, from), whole.substring(from, to), whole.substring(to)) : null;
    }

    /**
     * How many characters at {@code start} of {@code text} are the letters of a JSON escape whose {@code \} is the
     * delimiter before them (an odd run of them: {@code \\n} is a backslash and an "n"): one of {@code \n},
     * {@code \t}, {@code \r}, {@code \b}, {@code \f}, or <code>&#92;u</code> and four hex digits. ({@code \"},
     * {@code \\} and {@code \/} end at a delimiter already.)
     */
    private static int escapeLetters(String text, int start) {
        int backslashes = 0;
        while (start - backslashes > 0 && text.charAt(start - backslashes - 1) == '\\') {
            backslashes++;
        }
        if (backslashes % 2 == 0 || start >= text.length()) {
            return 0;
        }
        if ("ntrbf".indexOf(text.charAt(start)) >= 0) {
            return 1;
        }
        boolean unicode = text.charAt(start) == 'u' && start + 5 <= text.length()
                && UNICODE_DIGITS.matcher(text).region(start + 1, start + 5).matches();
        return unicode ? 5 : 0;
    }
}
