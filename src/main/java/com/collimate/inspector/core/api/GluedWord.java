package com.collimate.inspector.core.api;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/**
 * The keys a word of a text split at delimiters ({@link EndpointCredentials}) holds, masked as {@code ***}, with what
 * is glued to them shown: the letters of a JSON escape before a key ({@code "bad\ngsk_…"}: the word is
 * {@code ngsk_…}), the full stops of a sentence after it ({@code invalid key gsk_….}), and the words a full stop joins
 * to it on either side ({@code Invalid key.gsk_…}, {@code gsk_….Retry later}, {@code Retry.gsk_….Next}), among them
 * other keys ({@code gsk_….gsk_…}). A key of an exact length is no key with them; the rest of a sentence's
 * punctuation delimits a word already.
 */
final class GluedWord {
    private static final String MASK = "***";
    /** The four hex digits of a JSON <code>&#92;u</code> escape. */
    private static final Pattern UNICODE_DIGITS = Pattern.compile("[0-9A-Fa-f]{4}");
    /**
     * The most full stops a key of an exact format holds (a JWT's or a SendGrid key's two) plus one: a key glued into
     * a dotted word ends before one of the first {@value} full stops after its start, or, when it runs to the last of
     * them, may run on ({@link #longerKeyEnd}).
     */
    private static final int KEY_STOPS = 3;

    private GluedWord() {
    }

    /** Whether {@code word} of {@code text} holds a key as {@code isKey} tells, as {@link #masked} finds it. */
    static boolean holdsKey(String text, MatchResult word, Predicate<String> isKey) {
        return !masked(text, word, isKey).equals(word.group());
    }

    /**
     * {@code word} of {@code text} with each key {@code isKey} tells in it as {@code ***}. Tried in turn: the word
     * without the escape's letters and full stops at its ends; the word as it is; then, from its start and after each
     * of its full stops, the text up to one of the next {@value #KEY_STOPS} full stops or the word's end, the longest
     * first so that a key's own full stops ({@code SG.….…}, a JWT's) stay in it. A word that is a key as it is is
     * masked whole: cut at a full stop, the rest of a key that may hold them ({@code sk-proj-….x9Qe…},
     * {@code glpat-….01abcdefg}) would be shown. Each start looks at most {@value #KEY_STOPS} full stops ahead but
     * for a key found, so a word of many full stops costs a few times its length, not its length at each of them.
     */
    static String masked(String text, MatchResult word, Predicate<String> isKey) {
        String whole = word.group();
        int from = escapeLetters(text, word.start());
        int end = whole.length();
        while (end > from && whole.charAt(end - 1) == '.') {
            end--;
        }
        if ((from > 0 || end < whole.length()) && end > from && isKey.test(whole.substring(from, end))) {
            return whole.substring(0, from) + MASK + whole.substring(end);
        }
        if (isKey.test(whole)) {
            return MASK;
        }
        StringBuilder shown = null;
        int copied = 0;
        for (int start = from; start < end; ) {
            int keyEnd = keyEnd(whole, start, start > from, end, isKey);
            if (keyEnd > start) {
                shown = shown == null ? new StringBuilder(whole.length()) : shown;
                shown.append(whole, copied, start).append(MASK);
                copied = keyEnd;
                start = keyEnd + 1;
            } else {
                int stop = whole.indexOf('.', start);
                start = stop < 0 ? end : stop + 1;
            }
        }
        return shown == null ? whole : shown.append(whole, copied, whole.length()).toString();
    }

    /**
     * The end of the longest key at {@code start} of {@code whole}: before one of the next {@value #KEY_STOPS} full
     * stops, or at {@code end} when fewer lie between (unless {@code toEnd} is false: {@link #masked} tried that
     * already), or beyond the last of them ({@link #longerKeyEnd}); {@code -1} for none.
     */
    private static int keyEnd(String whole, int start, boolean toEnd, int end, Predicate<String> isKey) {
        int[] ends = new int[KEY_STOPS + 1];
        int found = 0;
        for (int at = whole.indexOf('.', start); at >= 0 && at < end && found < KEY_STOPS;
             at = whole.indexOf('.', at + 1)) {
            ends[found++] = at;
        }
        if (toEnd && found < KEY_STOPS) {
            ends[found++] = end;
        }
        for (int i = found - 1; i >= 0; i--) {
            if (ends[i] > start && isKey.test(whole.substring(start, ends[i]))) {
                return i == KEY_STOPS - 1 ? longerKeyEnd(whole, start, ends[i], end, isKey) : ends[i];
            }
        }
        return -1;
    }

    /**
     * The end of the longest key at {@code start} of {@code whole} that runs to {@code keyEnd}, a full stop, or
     * beyond: the key may hold more full stops than a JWT's two (a known prefix and key characters,
     * {@code sk-….a.b.c}), and each of its full stops then ends a key too. Tried up to twice as many full stops each
     * time, then the gap halved, so a key of many full stops costs a few times its length, not its length at each.
     */
    private static int longerKeyEnd(String whole, int start, int keyEnd, int end, Predicate<String> isKey) {
        List<Integer> cuts = new ArrayList<>(); // the full stops after keyEnd, then the word's end
        int stopsFrom = keyEnd + 1;
        int good = -1; // the index in cuts of the longest key found; -1: keyEnd
        int bad = Integer.MAX_VALUE; // the index of the shortest text found no key
        for (int step = KEY_STOPS; bad == Integer.MAX_VALUE; step *= 2) {
            while (cuts.size() <= good + step && stopsFrom <= end) {
                int stop = whole.indexOf('.', stopsFrom);
                int cut = stop < 0 || stop >= end ? end : stop;
                cuts.add(cut);
                stopsFrom = cut + 1;
            }
            int probe = Math.min(good + step, cuts.size() - 1);
            if (probe <= good) {
                break;
            }
            if (isKey.test(whole.substring(start, cuts.get(probe)))) {
                good = probe;
            } else {
                bad = probe;
            }
        }
        while (bad != Integer.MAX_VALUE && bad - good > 1) {
            int middle = (good + bad) >>> 1;
            if (isKey.test(whole.substring(start, cuts.get(middle)))) {
                good = middle;
            } else {
                bad = middle;
            }
        }
        return good < 0 ? keyEnd : cuts.get(good);
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
