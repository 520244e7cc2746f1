package com.collimate.inspector.core.diff;

import java.util.Arrays;

/**
 * A text split into lines without copying it: line {@code i} is {@code text[starts[i], starts[i+1])} including
 * its {@code '\n'} (the last line may have none). Lines are hashed once, for the line diff.
 */
final class TextLines {
    private final String text;
    private final int[] starts;
    private final int count;

    private TextLines(String text, int[] starts, int count) {
        this.text = text;
        this.starts = starts;
        this.count = count;
    }

    static TextLines of(String text) {
        int[] starts = new int[Math.max(16, text.length() / 32)];
        int count = 0;
        int position = 0;
        while (position < text.length()) {
            if (count + 1 >= starts.length) {
                starts = Arrays.copyOf(starts, starts.length * 2);
            }
            starts[count++] = position;
            int newline = text.indexOf('\n', position);
            position = newline < 0 ? text.length() : newline + 1;
        }
        starts[count] = text.length();
        return new TextLines(text, starts, count);
    }

    String text() {
        return text;
    }

    int count() {
        return count;
    }

    int start(int line) {
        return starts[line];
    }

    int end(int line) {
        return starts[line + 1];
    }

    /** The line with its terminator, as in the text. */
    String raw(int line) {
        return text.substring(starts[line], starts[line + 1]);
    }

    /** The line without its {@code '\n'} (a {@code '\r'} before it stays, to be shown). */
    String content(int line) {
        int end = starts[line + 1];
        if (end > starts[line] && text.charAt(end - 1) == '\n') {
            end--;
        }
        return text.substring(starts[line], end);
    }

    boolean hasNewline(int line) {
        int end = starts[line + 1];
        return end > starts[line] && text.charAt(end - 1) == '\n';
    }

    boolean sameLine(int line, TextLines other, int otherLine) {
        int length = end(line) - start(line);
        return length == other.end(otherLine) - other.start(otherLine)
                && text.regionMatches(start(line), other.text, other.start(otherLine), length);
    }

    int[] hashes() {
        int[] hashes = new int[count];
        for (int line = 0; line < count; line++) {
            int hash = 0;
            for (int i = starts[line], end = starts[line + 1]; i < end; i++) {
                hash = 31 * hash + text.charAt(i);
            }
            hashes[line] = mix(hash);
        }
        return hashes;
    }

    /** Spreads the bits so JGit's histogram buckets (low bits of the hash) fill evenly. */
    static int mix(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
