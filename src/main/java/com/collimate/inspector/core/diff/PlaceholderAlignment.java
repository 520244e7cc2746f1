package com.collimate.inspector.core.diff;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;

/**
 * Where a position of a masked line is in its raw line: the text around the placeholders is the raw text, and each
 * placeholder stands for the value its mask matches at that point of the raw line.
 */
final class PlaceholderAlignment {
    private PlaceholderAlignment() {
    }

    /**
     * The raw char index of char index {@code shownIndex} of {@code shown}, the masked form of {@code raw}; inside a
     * placeholder, the start of its value. Empty when the two cannot be aligned up to there (a value that a mask
     * matches differently in the raw line, as after another mask's placeholder).
     */
    static OptionalInt rawIndex(Masks masks, String raw, String shown, int shownIndex) {
        return align(masks, raw, shown, shownIndex, true);
    }

    /**
     * The char index in {@code shown}, the masked form of {@code raw}, of char index {@code rawIndex} of {@code raw};
     * inside a placeholder's value, the placeholder's start. Empty when the two cannot be aligned up to there.
     */
    static OptionalInt shownIndex(Masks masks, String raw, String shown, int rawIndex) {
        return align(masks, raw, shown, rawIndex, false);
    }

    /** Walks both lines to {@code target}, an index in {@code shown} or in {@code raw}; the index in the other. */
    private static OptionalInt align(Masks masks, String raw, String shown, int target, boolean targetInShown) {
        Map<Mask, IntUnaryOperator> limits = new HashMap<>();
        int s = 0;
        int r = 0;
        while ((targetInShown ? s : r) < target) {
            int close = s < shown.length() && shown.charAt(s) == '<' ? shown.indexOf('>', s + 1) : -1;
            Mask mask = close < 0 ? null : masks.maskOfPlaceholder(shown, s, close);
            if (mask == null) {
                if (s >= shown.length() || r >= raw.length() || raw.charAt(r) != shown.charAt(s)) {
                    return OptionalInt.empty();
                }
                s++;
                r++;
                continue;
            }
            if (targetInShown && close >= target) {
                return OptionalInt.of(r);
            }
            int end = mask.matchEndAt(raw, r, limits.computeIfAbsent(mask, m -> m.limits().of(raw)));
            if (end <= r) {
                return OptionalInt.empty();
            }
            if (!targetInShown && end > target) {
                return OptionalInt.of(s);
            }
            s = close + 1;
            r = end;
        }
        return OptionalInt.of(targetInShown ? r : s);
    }
}
