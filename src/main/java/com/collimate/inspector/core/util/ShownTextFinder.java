package com.collimate.inspector.core.util;

import java.util.regex.Pattern;

/**
 * Finds a literal text, case-insensitively, in program output as a terminal shows it: the sequences it shows nothing
 * of ({@link AnsiEscapes#unshownEnd}: SGR sequences, colours and bold, {@code ESC [ params m} or {@code CSI params m},
 * and the erase to the line's end, {@code ESC [K}) are left out, so "Traceback (most" is found in
 * "{@code ESC[31mTraceback ESC[0m (most}" and "[31m" or "0m" is not. Other escapes and control characters are part of the text, as the detail shows
 * them. The full-text search runs it over every run of a log (gigabytes), so it copies nothing: it walks the text
 * once, skipping a sequence where one starts, and compares characters as {@link Pattern#CASE_INSENSITIVE} with
 * {@link Pattern#UNICODE_CASE} does (each folded to the lower case of its upper case).
 */
public final class ShownTextFinder {
    private final String needle;
    private final char[] folded;
    /** A needle with a supplementary character (folded by code point, not by char) goes the slow, exact way. */
    private final Pattern supplementary;

    public ShownTextFinder(String needle) {
        this.needle = needle;
        this.folded = new char[needle.length()];
        boolean hasSurrogate = false;
        for (int k = 0; k < needle.length(); k++) {
            char c = needle.charAt(k);
            folded[k] = fold(c);
            hasSurrogate |= Character.isSurrogate(c);
        }
        this.supplementary = hasSurrogate
                ? Pattern.compile(Pattern.quote(needle), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE) : null;
    }

    /** Whether {@code text}, without the sequences a terminal shows nothing of, contains the needle. */
    public boolean foundIn(String text) {
        if (needle.isEmpty()) {
            return true;
        }
        if (supplementary != null) {
            return supplementary.matcher(AnsiEscapes.stripUnshown(text)).find();
        }
        int length = text.length();
        char first = folded[0];
        int i = 0;
        while (i < length) {
            char c = text.charAt(i);
            if (AnsiEscapes.startsSequence(c)) {
                int after = AnsiEscapes.unshownEnd(text, i, length);
                if (after > 0) {
                    i = after;
                    continue;
                }
            }
            if (fold(c) == first && matchesAt(text, i + 1, length)) {
                return true;
            }
            i++;
        }
        return false;
    }

    /** Whether the needle's characters after its first follow at {@code from}, those sequences skipped. */
    private boolean matchesAt(String text, int from, int length) {
        int p = from;
        for (int k = 1; k < folded.length; k++) {
            while (p < length && AnsiEscapes.startsSequence(text.charAt(p))) {
                int after = AnsiEscapes.unshownEnd(text, p, length);
                if (after < 0) {
                    break;
                }
                p = after;
            }
            if (p >= length || fold(text.charAt(p)) != folded[k]) {
                return false;
            }
            p++;
        }
        return true;
    }

    private static char fold(char c) {
        if (c < 0x80) {
            return c >= 'A' && c <= 'Z' ? (char) (c + 0x20) : c;
        }
        return Character.toLowerCase(Character.toUpperCase(c));
    }
}
