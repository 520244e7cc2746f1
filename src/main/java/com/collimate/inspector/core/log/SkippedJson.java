package com.collimate.inspector.core.log;

import java.util.BitSet;

/**
 * Follows the structure of invalid JSON byte by byte, to skip it: which bytes are inside strings (escapes
 * included), and which '{' and '[' are open. A line feed ends a string (JSON strings cannot hold one). A closer
 * closes the innermost bracket of its kind and any left open inside that one ({@code [1, 2}} closes both); a
 * closer of a kind not open is ignored. In JSON a string is followed by ':', ',', '}' or ']': when anything else
 * follows but the '"', '{' or '[' of a value whose comma is missing (a letter, say: {@code "r2, "code": 1}), the
 * quote taken for the string's end opened one instead, a '"' before it being missing, and strings are followed
 * from there.
 */
final class SkippedJson {
    private final BitSet isArray = new BitSet();
    private int depth;
    private int arrays;
    private boolean inString;
    private boolean escaped;
    private boolean afterString;
    private long quoteLine;
    private int quoteColumn;
    private String missingQuote;
    private long cutLine;

    /** Takes in byte {@code b} at {@code line}, {@code column}; true when it is outside strings and not a quote. */
    boolean outsideString(byte b, long line, int column) {
        if (b == '\n') {
            cutLine = inString && cutLine == 0 ? line : cutLine;
            inString = false;
            escaped = false;
            return false;
        }
        if (afterString && !InputWindow.isBlank(b)) {
            afterString = false;
            if (b != ':' && b != ',' && b != '}' && b != ']' && b != '"' && b != '{' && b != '[') {
                inString = true;
                escaped = false;
                missingQuote = missingQuote != null ? missingQuote : "line " + quoteLine + ", column " + quoteColumn;
            }
        }
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (b == '\\') {
                escaped = true;
            } else if (b == '"') {
                inString = false;
                afterString = true;
                quoteLine = line;
                quoteColumn = column;
            }
            return false;
        }
        if (b == '"') {
            inString = true;
            quoteLine = line;
            quoteColumn = column;
            return false;
        }
        return true;
    }

    void open(byte bracket) {
        boolean array = bracket == '[';
        isArray.set(depth++, array);
        arrays += array ? 1 : 0;
    }

    /** Closes as the class comment says; false, changing nothing, when no bracket of the closer's kind is open. */
    boolean close(byte closer) {
        boolean array = closer == ']';
        if ((array ? arrays : depth - arrays) == 0) {
            return false;
        }
        while (true) {
            boolean closed = isArray.get(--depth);
            arrays -= closed ? 1 : 0;
            if (closed == array) {
                return true;
            }
        }
    }

    int depth() {
        return depth;
    }

    /** Whether no string and no bracket is open. */
    boolean balanced() {
        return !inString && depth == 0;
    }

    /** What is left open, when not {@link #balanced()}. */
    String unclosed() {
        return inString ? "a string that opens at line " + quoteLine + ", column " + quoteColumn + " is not closed"
                : depth + " '{' or '[' not closed";
    }

    /** The line of the first string ended by a line feed (a sign that the record was cut there), or 0. */
    long cutLine() {
        return cutLine;
    }

    /** Where the first quote taken for a string's end opened one ("line L, column C"), or null. */
    String missingQuote() {
        return missingQuote;
    }
}
