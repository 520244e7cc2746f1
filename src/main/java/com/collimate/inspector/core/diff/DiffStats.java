package com.collimate.inspector.core.diff;

import java.util.List;

/** Line counts of a comparison; {@code changed} counts paired lines, {@code added}/{@code removed} the rest. */
public record DiffStats(int leftLines, int rightLines, int hunks, int added, int removed, int changed) {

    static DiffStats of(int leftLines, int rightLines, List<Hunk> hunks) {
        int added = 0;
        int removed = 0;
        int changed = 0;
        for (Hunk hunk : hunks) {
            added += hunk.addedLines();
            removed += hunk.removedLines();
            changed += hunk.changedLines();
        }
        return new DiffStats(leftLines, rightLines, hunks.size(), added, removed, changed);
    }
}
