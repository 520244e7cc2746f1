package com.collimate.inspector.core.diff;

import java.util.Arrays;
import java.util.Optional;

/**
 * Where two texts first differ: 1-based line and column (in code points) and the 0-based byte offset in the
 * UTF-8 encoding of the left text.
 */
public record FirstDivergence(int line, int column, long offset) {

    public static Optional<FirstDivergence> of(String left, String right) {
        int common = commonPrefixLength(left, right);
        if (common == left.length() && common == right.length()) {
            return Optional.empty();
        }
        return Optional.of(at(left, common));
    }

    /**
     * Like {@link #of(String, String)} for raw bytes, decoded as {@link Utf8} does (each invalid byte one char), so
     * the offset is exact even where the bytes are not valid UTF-8 and the column is the one the decoded text has.
     */
    public static Optional<FirstDivergence> ofBytes(byte[] left, byte[] right) {
        int mismatch = Arrays.mismatch(left, right);
        if (mismatch < 0) {
            return Optional.empty();
        }
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < mismatch; i++) {
            if (left[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        String leftLine = Utf8.decode(left, lineStart, lineEnd(left, lineStart));
        String rightLine = Utf8.decode(right, lineStart, lineEnd(right, lineStart));
        FirstDivergence inLine = at(leftLine, commonPrefixLength(leftLine, rightLine));
        return Optional.of(new FirstDivergence(line, inLine.column(), lineStart + inLine.offset()));
    }

    /** Where the line starting at {@code from} ends, after its {@code '\n'} if it has one. */
    private static int lineEnd(byte[] bytes, int from) {
        int i = from;
        while (i < bytes.length && bytes[i] != '\n') {
            i++;
        }
        return Math.min(bytes.length, i + 1);
    }

    /** The position of char index {@code charIndex} in {@code text} (which may equal its length). */
    static FirstDivergence at(String text, int charIndex) {
        int line = 1;
        int column = 1;
        long offset = 0;
        int i = 0;
        while (i < charIndex) {
            int codePoint = text.codePointAt(i);
            offset += utf8Length(codePoint);
            if (codePoint == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
            i += Character.charCount(codePoint);
        }
        return new FirstDivergence(line, column, offset);
    }

    private static int commonPrefixLength(String left, String right) {
        int max = Math.min(left.length(), right.length());
        int i = 0;
        while (i < max && left.charAt(i) == right.charAt(i)) {
            i++;
        }
        if (i > 0 && i < max && Character.isHighSurrogate(left.charAt(i - 1))) {
            i--; // never split a surrogate pair: the divergence starts at the whole code point
        }
        return i;
    }

    /** Its length in the bytes compared ({@link Utf8#encode}): a lone U+DC80..U+DCFF is the one byte it stands for. */
    private static int utf8Length(int codePoint) {
        if (codePoint < 0x80 || codePoint >= 0xDC80 && codePoint <= 0xDCFF) {
            return 1;
        }
        if (codePoint < 0x800) {
            return 2;
        }
        return codePoint < 0x10000 ? 3 : 4;
    }
}
