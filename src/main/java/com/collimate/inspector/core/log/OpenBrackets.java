package com.collimate.inspector.core.log;

import java.util.BitSet;

/**
 * The '{' and '[' that an invalid JSON element has opened and not yet closed, followed to skip it. A closer
 * closes the innermost bracket of its kind and any left open inside that one ({@code [1, 2}} closes both); a
 * closer of a kind not open is ignored.
 */
final class OpenBrackets {
    private final BitSet isArray = new BitSet();
    private int depth;
    private int arrays;

    void open(byte bracket) {
        boolean array = bracket == '[';
        isArray.set(depth++, array);
        arrays += array ? 1 : 0;
    }

    /** Closes as said above; false, changing nothing, when no bracket of the closer's kind is open. */
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
}
