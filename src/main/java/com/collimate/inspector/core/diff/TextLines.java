package com.collimate.inspector.core.diff;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A UTF-8 text split into lines without copying it: line {@code i} is {@code bytes[starts[i], starts[i+1])}
 * including its {@code '\n'} (the last line may have none). Splitting and hashing run 8 bytes at a time in one
 * pass; lines are decoded to strings only when asked (see {@link Utf8} for invalid bytes).
 */
final class TextLines {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private final byte[] bytes;
    private final int[] starts;
    private final int[] hashes;
    private final int count;

    private TextLines(byte[] bytes, int[] starts, int[] hashes, int count) {
        this.bytes = bytes;
        this.starts = starts;
        this.hashes = hashes;
        this.count = count;
    }

    static TextLines of(byte[] bytes) {
        int capacity = Math.max(16, bytes.length / 40);
        int[] starts = new int[capacity + 1];
        int[] hashes = new int[capacity];
        int count = 0;
        int position = 0;
        long hash = 0;
        int lineStart = 0;
        int wordsEnd = bytes.length - 8;
        while (position < bytes.length) {
            long word = word(bytes, position);
            long x = word ^ NEWLINES;
            long found = (x - ONES) & ~x & HIGHS;
            if (found == 0 && position < wordsEnd) {
                hash = step(hash, word);
                position += 8;
                continue;
            }
            int available = Math.min(8, bytes.length - position);
            int take = found == 0 ? available : Math.min(available, (Long.numberOfTrailingZeros(found) >>> 3) + 1);
            boolean lineEnds = found != 0 && take <= available && ((word >>> (8 * (take - 1))) & 0xFF) == '\n';
            hash = step(hash, take == 8 ? word : word & ((1L << (8 * take)) - 1));
            position += take;
            if (lineEnds || position == bytes.length) {
                if (count == hashes.length) {
                    hashes = Arrays.copyOf(hashes, count + (count >> 1));
                    starts = Arrays.copyOf(starts, hashes.length + 1);
                }
                starts[count] = lineStart;
                hashes[count] = finish(hash, position - lineStart);
                count++;
                lineStart = position;
                hash = 0;
            }
        }
        starts[count] = bytes.length;
        return new TextLines(bytes, starts, Arrays.copyOf(hashes, count), count);
    }

    /** 8 bytes from {@code position}, little-endian, zero-padded past the end. */
    private static long word(byte[] bytes, int position) {
        if (position + 8 <= bytes.length) {
            return (long) LONGS.get(bytes, position);
        }
        long word = 0;
        for (int i = bytes.length - 1; i >= position; i--) {
            word = (word << 8) | (bytes[i] & 0xFF);
        }
        return word;
    }

    private static long step(long hash, long word) {
        return Long.rotateLeft((hash ^ word) * 0x9E3779B97F4A7C15L, 29);
    }

    private static int finish(long hash, int length) {
        long h = (hash ^ length) * 0xBF58476D1CE4E5B9L;
        return (int) (h ^ (h >>> 31) ^ (h >>> 45));
    }

    int count() {
        return count;
    }

    /** Byte length of the whole text. */
    int length() {
        return bytes.length;
    }

    /** Byte offset where line {@code line} starts (the text length for {@code line == count()}). */
    int start(int line) {
        return starts[line];
    }

    int end(int line) {
        return starts[line + 1];
    }

    int hash(int line) {
        return hashes[line];
    }

    /** The line hashes; the array is shared, do not modify. */
    int[] hashes() {
        return hashes;
    }

    /** The line with its terminator, decoded. */
    String raw(int line) {
        return Utf8.decode(bytes, starts[line], starts[line + 1]);
    }

    /** The line without its {@code '\n'} (a {@code '\r'} before it stays, to be shown), decoded. */
    String content(int line) {
        int end = hasNewline(line) ? starts[line + 1] - 1 : starts[line + 1];
        return Utf8.decode(bytes, starts[line], end);
    }

    /** Whether the line starts with {@code '\r'}, without decoding it. */
    boolean startsWithCarriageReturn(int line) {
        return starts[line + 1] > starts[line] && bytes[starts[line]] == '\r';
    }

    boolean hasNewline(int line) {
        int end = starts[line + 1];
        return end > starts[line] && bytes[end - 1] == '\n';
    }

    boolean sameLine(int line, TextLines other, int otherLine) {
        return Arrays.equals(bytes, starts[line], starts[line + 1],
                other.bytes, other.starts[otherLine], other.starts[otherLine + 1]);
    }

    /** Whether the text from byte {@code from} to the end and {@code other}'s from {@code otherFrom} agree as far as the shorter goes. */
    boolean tailsAgree(int from, TextLines other, int otherFrom) {
        int length = Math.min(bytes.length - from, other.bytes.length - otherFrom);
        return Arrays.equals(bytes, from, from + length, other.bytes, otherFrom, otherFrom + length);
    }

    /** Spreads the bits so hash buckets (low bits) fill evenly. */
    static int mix(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
