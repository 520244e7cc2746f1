package com.collimate.inspector.core.api;

import java.util.function.Predicate;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/**
 * The key a word of a text split at delimiters ({@link EndpointCredentials}) holds, with what is glued to it: the
 * letters of a JSON escape or a full stop before it ({@code "bad\ngsk_…"}: the word is {@code ngsk_…};
 * {@code Invalid key.gsk_…}), and after it the full stops of a sentence ({@code invalid key gsk_….}) or a sentence
 * run on after a full stop ({@code invalid key gsk_….Retry later}). A key of an exact length is no key with them;
 * the rest of a sentence's punctuation delimits a word already.
 *
 * @param before the escape's letters, or the text and full stop a key is glued after, shown as they were
 * @param core   the key
 * @param after  the full stops, or a full stop and what runs on after it, shown as they were
 */
record GluedWord(String before, String core, String after) {
    /** The four hex digits of a JSON <code>&#92;u</code> escape. */
    private static final Pattern UNICODE_DIGITS = Pattern.compile("[0-9A-Fa-f]{4}");
    /**
     * The most full stops a key holds (a JWT's or a SendGrid key's two) plus the one it is glued to text by: a key
     * run on into text ends before one of a word's first {@value} full stops.
     */
    private static final int KEY_STOPS = 3;

    /**
     * The key {@code word} of {@code text} holds as {@code isKey} tells, or {@code null} for none. Tried in turn: the
     * word without the escape's letters and full stops at its ends; the word as it is; then, the escape's letters
     * cut, the word up to its third, second or first full stop, the longest first so that a key's own full stops
     * ({@code SG.….…}, a JWT's) stay in it; last, the word after one of its last full stops. A word that is a key
     * as it is is masked whole: cut at a full stop, the rest of a key that may hold them ({@code sk-proj-….x9Qe…},
     * {@code glpat-….01abcdefg}) would be shown.
     */
    static GluedWord keyIn(String text, MatchResult word, Predicate<String> isKey) {
        String whole = word.group();
        int from = escapeLetters(text, word.start());
        int end = whole.length();
        while (end > from && whole.charAt(end - 1) == '.') {
            end--;
        }
        if ((from > 0 || end < whole.length()) && end > from && isKey.test(whole.substring(from, end))) {
            return cut(whole, from, end);
        }
        if (isKey.test(whole)) {
            return cut(whole, 0, whole.length());
        }
        int[] stops = new int[KEY_STOPS];
        int found = 0;
        for (int at = whole.indexOf('.', from); at >= 0 && at < end && found < KEY_STOPS;
             at = whole.indexOf('.', at + 1)) {
            stops[found++] = at;
        }
        for (int i = found - 1; i >= 0; i--) {
            if (stops[i] > from && isKey.test(whole.substring(from, stops[i]))) {
                return cut(whole, from, stops[i]);
            }
        }
        return keyAfterAStop(whole, from, end, isKey);
    }

    /**
     * The key glued after a full stop ({@code Invalid key.gsk_…}): the word after one of its last {@value #KEY_STOPS}
     * full stops, the longest first so that a key's own full stops stay in it.
     */
    private static GluedWord keyAfterAStop(String whole, int from, int end, Predicate<String> isKey) {
        int[] stops = new int[KEY_STOPS];
        int found = 0;
        for (int at = whole.lastIndexOf('.', end - 1); at >= from && found < KEY_STOPS;
             at = whole.lastIndexOf('.', at - 1)) {
            stops[found++] = at;
        }
        for (int i = found - 1; i >= 0; i--) {
            if (stops[i] + 1 < end && isKey.test(whole.substring(stops[i] + 1, end))) {
                return cut(whole, stops[i] + 1, end);
            }
        }
        return null;
    }

    private static GluedWord cut(String whole, int from, int to) {
        return new GluedWord(whole.substring(0, from), whole.substring(from, to), whole.substring(to));
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
