package com.collimate.inspector.core.diff;

import java.util.List;

/**
 * One changed region: left lines {@code [leftBegin, leftEnd)} became right lines {@code [rightBegin, rightEnd)}
 * (0-based line indexes), with the classes explaining it.
 */
public record Hunk(int leftBegin, int leftEnd, int rightBegin, int rightEnd, List<String> classes) {

    public Hunk {
        classes = List.copyOf(classes);
    }

    public int leftCount() {
        return leftEnd - leftBegin;
    }

    public int rightCount() {
        return rightEnd - rightBegin;
    }

    /** Lines shown as changed (paired left/right) in the side-by-side view. */
    public int changedLines() {
        return Math.min(leftCount(), rightCount());
    }

    public int removedLines() {
        return leftCount() - changedLines();
    }

    public int addedLines() {
        return rightCount() - changedLines();
    }

    /** 1-based start as in a unified diff header: for an empty side, the line after which the change sits. */
    public int leftStartLine() {
        return leftCount() == 0 ? leftBegin : leftBegin + 1;
    }

    public int rightStartLine() {
        return rightCount() == 0 ? rightBegin : rightBegin + 1;
    }
}
