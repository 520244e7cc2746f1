package com.collimate.inspector.core.diff;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A text split into lines without copying it: line {@code i} is the text from {@code start(i)} to {@code end(i)}
 * including its {@code '\n'} (the last line may have none). Offsets count the units of the text it was made from:
 * bytes of UTF-8 ({@link #of(byte[])}) or chars of a string ({@link #of(String)}: a run's output is one, and encoding
 * a 50 MB output only to split it would copy it). Splitting and hashing run in one pass; lines are made strings
 * only when asked. Only lines of the same kind of text compare: the two sides of a diff are made alike.
 */
abstract sealed class TextLines permits TextLines.OfBytes, TextLines.OfChars {
    private final int[] starts;
    private final int[] hashes;
    private final int count;

    private TextLines(LineTable table) {
        this.starts = table.starts;
        this.hashes = Arrays.copyOf(table.hashes, table.count);
        this.count = table.count;
    }

    static TextLines of(byte[] bytes) {
        return new OfBytes(bytes);
    }

    static TextLines of(String text) {
        return new OfChars(text);
    }

    int count() {
        return count;
    }

    /** Where line {@code line} starts (the text length for {@code line == count()}). */
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

    /** Length of the whole text, in the units of {@link #start}. */
    abstract int length();

    /** Where line {@code line} starts in the bytes {@link Utf8#encode} makes of the text (the text's byte length for {@code count()}). */
    abstract long utf8Offset(int line);

    /** The line with its terminator, decoded. */
    abstract String raw(int line);

    /** The line without its {@code '\n'} (a {@code '\r'} before it stays, to be shown), decoded. */
    abstract String content(int line);

    abstract char firstChar(int line);

    abstract char lastChar(int line);

    /** Whether the line starts with {@code '\r'}, without decoding it. */
    boolean startsWithCarriageReturn(int line) {
        return end(line) > start(line) && firstChar(line) == '\r';
    }

    boolean hasNewline(int line) {
        return end(line) > start(line) && lastChar(line) == '\n';
    }

    abstract boolean sameLine(int line, TextLines other, int otherLine);

    /** Whether the text from {@code from} to the end and {@code other}'s from {@code otherFrom} agree as far as the shorter goes. */
    abstract boolean tailsAgree(int from, TextLines other, int otherFrom);

    /** Spreads the bits so hash buckets (low bits) fill evenly. */
    static int mix(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    private static long step(long hash, long word) {
        return Long.rotateLeft((hash ^ word) * 0x9E3779B97F4A7C15L, 29);
    }

    private static int finish(long hash, int length) {
        long h = (hash ^ length) * 0xBF58476D1CE4E5B9L;
        return (int) (h ^ (h >>> 31) ^ (h >>> 45));
    }

    /** Line starts and hashes as they are found. */
    private static final class LineTable {
        private int[] starts;
        private int[] hashes;
        private int count;

        LineTable(int textLength) {
            int capacity = Math.max(16, textLength / 40);
            starts = new int[capacity + 1];
            hashes = new int[capacity];
        }

        void add(int start, int hash) {
            if (count == hashes.length) {
                hashes = Arrays.copyOf(hashes, count + (count >> 1));
                starts = Arrays.copyOf(starts, hashes.length + 1);
            }
            starts[count] = start;
            hashes[count] = hash;
            count++;
        }

        LineTable end(int textLength) {
            starts[count] = textLength;
            return this;
        }
    }

    /** UTF-8 bytes, split and hashed 8 bytes at a time; invalid bytes decode as {@link Utf8} says. */
    static final class OfBytes extends TextLines {
        private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class,
                ByteOrder.LITTLE_ENDIAN);
        private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
        private static final long ONES = 0x0101010101010101L;
        private static final long HIGHS = 0x8080808080808080L;

        private final byte[] bytes;

        private OfBytes(byte[] bytes) {
            super(split(bytes));
            this.bytes = bytes;
        }

        private static LineTable split(byte[] bytes) {
            LineTable table = new LineTable(bytes.length);
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
                    table.add(lineStart, finish(hash, position - lineStart));
                    lineStart = position;
                    hash = 0;
                }
            }
            return table.end(bytes.length);
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

        @Override
        int length() {
            return bytes.length;
        }

        @Override
        long utf8Offset(int line) {
            return start(line);
        }

        @Override
        String raw(int line) {
            return Utf8.decode(bytes, start(line), end(line));
        }

        @Override
        String content(int line) {
            return Utf8.decode(bytes, start(line), hasNewline(line) ? end(line) - 1 : end(line));
        }

        @Override
        char firstChar(int line) {
            return (char) (bytes[start(line)] & 0xFF);
        }

        @Override
        char lastChar(int line) {
            return (char) (bytes[end(line) - 1] & 0xFF);
        }

        @Override
        boolean sameLine(int line, TextLines other, int otherLine) {
            OfBytes that = (OfBytes) other;
            return Arrays.equals(bytes, start(line), end(line), that.bytes, that.start(otherLine), that.end(otherLine));
        }

        @Override
        boolean tailsAgree(int from, TextLines other, int otherFrom) {
            OfBytes that = (OfBytes) other;
            int length = Math.min(bytes.length - from, that.bytes.length - otherFrom);
            return Arrays.equals(bytes, from, from + length, that.bytes, otherFrom, otherFrom + length);
        }
    }

    /**
     * A string's chars, hashed four at a time. A line is the same string {@link Utf8} makes of the line's
     * {@link Utf8#encode encoding}, so both kinds show a lone surrogate alike.
     */
    static final class OfChars extends TextLines {
        private static final int CHUNK = 8192;

        private final String text;

        private OfChars(String text) {
            super(split(text));
            this.text = text;
        }

        private static LineTable split(String text) {
            LineTable table = new LineTable(text.length());
            char[] chunk = new char[Math.min(CHUNK, text.length())];
            long hash = 0;
            long word = 0;
            int shift = 0;
            int lineStart = 0;
            for (int from = 0; from < text.length(); from += chunk.length) {
                int to = Math.min(text.length(), from + chunk.length);
                text.getChars(from, to, chunk, 0);
                for (int i = 0; i < to - from; i++) {
                    char c = chunk[i];
                    word |= (long) c << shift;
                    shift += 16;
                    if (shift == 64) {
                        hash = step(hash, word);
                        word = 0;
                        shift = 0;
                    }
                    if (c == '\n') {
                        int end = from + i + 1;
                        table.add(lineStart, finish(shift == 0 ? hash : step(hash, word), end - lineStart));
                        lineStart = end;
                        hash = 0;
                        word = 0;
                        shift = 0;
                    }
                }
            }
            if (lineStart < text.length()) {
                table.add(lineStart, finish(shift == 0 ? hash : step(hash, word), text.length() - lineStart));
            }
            return table.end(text.length());
        }

        @Override
        int length() {
            return text.length();
        }

        @Override
        long utf8Offset(int line) {
            return FirstDivergence.at(text, start(line)).offset();
        }

        @Override
        String raw(int line) {
            return Utf8.decoded(text.substring(start(line), end(line)));
        }

        @Override
        String content(int line) {
            return Utf8.decoded(text.substring(start(line), hasNewline(line) ? end(line) - 1 : end(line)));
        }

        @Override
        char firstChar(int line) {
            return text.charAt(start(line));
        }

        @Override
        char lastChar(int line) {
            return text.charAt(end(line) - 1);
        }

        @Override
        boolean sameLine(int line, TextLines other, int otherLine) {
            OfChars that = (OfChars) other;
            int length = end(line) - start(line);
            return length == that.end(otherLine) - that.start(otherLine)
                    && text.regionMatches(start(line), that.text, that.start(otherLine), length);
        }

        @Override
        boolean tailsAgree(int from, TextLines other, int otherFrom) {
            OfChars that = (OfChars) other;
            int length = Math.min(text.length() - from, that.text.length() - otherFrom);
            return text.regionMatches(from, that.text, otherFrom, length);
        }
    }
}
