package com.collimate.inspector.core.api;

import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * Replaces the matches of the pattern of a key's echoes ({@link ApiKey}) in a text, fast: the pattern is tried only
 * where the text's first two characters can begin a match. Trying its many forms at every position of an 8 MiB
 * answer took seconds (the local sandbox's token scrubs every answer), as long as the exec itself or longer.
 */
final class KeyEchoes {
    private static final int ASCII = 0x80;
    private final Pattern pattern;
    /** The characters a match can start with. */
    private final BitSet firsts = new BitSet();
    /** First characters that can be a whole match on their own (a one-character key standing alone). */
    private final BitSet wholes = new BitSet();
    /** The first two characters a match can start with when both are ASCII, at {@code first * 128 + second}. */
    private final BitSet asciiPairs = new BitSet(ASCII * ASCII);
    /** The others, as {@link #pair}. */
    private final Set<Long> pairs = new HashSet<>();

    /**
     * Asks the pattern itself which characters can start a match, over the characters a match can hold: ASCII (hex,
     * base64, percent signs, line breaks, the key's letters in either case: its forms fold ASCII only) and the key's
     * own characters.
     */
    KeyEchoes(Pattern pattern, String secret) {
        this.pattern = pattern;
        int[] alphabet = IntStream.concat(IntStream.range(0, ASCII), secret.codePoints()).distinct().toArray();
        for (int first : alphabet) {
            Matcher alone = pattern.matcher(Character.toString(first));
            if (alone.lookingAt()) {
                wholes.set(first);
            }
            if (alone.hitEnd() || wholes.get(first)) {
                firsts.set(first);
                for (int second : alphabet) {
                    Matcher two = pattern.matcher(Character.toString(first) + Character.toString(second));
                    if (!two.lookingAt() && !two.hitEnd()) {
                        continue;
                    }
                    if (first < ASCII && second < ASCII) {
                        asciiPairs.set(first * ASCII + second);
                    } else {
                        pairs.add(pair(first, second));
                    }
                }
            }
        }
    }

    /** What {@code pattern.matcher(text).replaceAll(mask)} gives, with {@code mask} taken literally. */
    String replaceAll(String text, String mask) {
        Matcher matcher = pattern.matcher(text).useTransparentBounds(true).useAnchoringBounds(false);
        StringBuilder replaced = null;
        int copied = 0;
        int at = 0;
        while (at < text.length()) {
            if (mayStartAt(text, at)) {
                matcher.region(at, text.length());
                if (matcher.lookingAt()) {
                    replaced = replaced == null ? new StringBuilder(text.length()) : replaced;
                    replaced.append(text, copied, at).append(mask);
                    copied = at = matcher.end();
                    continue;
                }
            }
            at++;
        }
        return replaced == null ? text : replaced.append(text, copied, text.length()).toString();
    }

    private boolean mayStartAt(String text, int at) {
        int first = text.codePointAt(at);
        if (!firsts.get(first)) {
            return false;
        }
        int next = at + Character.charCount(first);
        if (wholes.get(first) || next >= text.length()) {
            return wholes.get(first);
        }
        int second = text.codePointAt(next);
        return first < ASCII && second < ASCII ? asciiPairs.get(first * ASCII + second)
                : pairs.contains(pair(first, second));
    }

    private static long pair(int first, int second) {
        return (long) first << 32 | second;
    }
}
