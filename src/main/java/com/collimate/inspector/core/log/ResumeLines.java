package com.collimate.inspector.core.log;

import java.util.ArrayDeque;

/**
 * Where reading may resume when an invalid record, being skipped, turns out to be cut off: the lines met while
 * skipping it whose first non-blank byte is a '{' at or left of the record's own column. Reading resumes at the
 * first one. Those whose '{' is still open at the end of the input are cut off too: they are remembered, so that
 * skipping each of them later resumes at once instead of following it to the end of the input again.
 */
final class ResumeLines {
    /** A '{' that starts a line, by its offset in the input, and the skip's depth before it. */
    private record Open(long offset, int depth) {
    }

    private final ArrayDeque<Open> open = new ArrayDeque<>();
    private final ArrayDeque<Long> cut = new ArrayDeque<>();
    private long offset = -1;
    private long line;
    private long lineStart;

    /** Starts the skip of the record at {@code start}; returns whether an earlier skip found it cut off. */
    boolean startSkip(long start) {
        forget();
        while (!cut.isEmpty() && cut.peekFirst() < start) {
            cut.pollFirst();
        }
        return !cut.isEmpty() && cut.peekFirst() == start;
    }

    /** Takes in the '{' at {@code offset} that starts {@code line} (which starts at {@code lineStart}). */
    void seen(long offset, long line, long lineStart, int depthBefore) {
        if (this.offset < 0) {
            this.offset = offset;
            this.line = line;
            this.lineStart = lineStart;
        }
        open.addLast(new Open(offset, depthBefore));
    }

    /** The skip's depth fell to {@code depth}: the records that started deeper are closed. */
    void closedTo(int depth) {
        while (!open.isEmpty() && open.peekLast().depth() >= depth) {
            open.pollLast();
        }
    }

    /** The input ended during the skip: the records still open are cut off. */
    void endReached() {
        cut.clear();
        open.forEach(record -> cut.addLast(record.offset()));
    }

    private void forget() {
        offset = -1;
        open.clear();
    }

    boolean any() {
        return offset >= 0;
    }

    /** The offset of the first line's '{'. */
    long offset() {
        return offset;
    }

    long line() {
        return line;
    }

    long lineStart() {
        return lineStart;
    }
}
