package com.collimate.inspector.core.diff;

/** The kind of a side-by-side row. */
public enum RowKind {
    /** Same line on both sides (possibly only after masks: see {@link DiffRow#maskedDifference()}). */
    EQUAL,
    /** A left line replaced by a right line, with inline spans. */
    CHANGED,
    /** A right line with no left counterpart. */
    ADDED,
    /** A left line with no right counterpart. */
    REMOVED,
    /** A run of equal lines hidden behind one row; expand it with {@link SideBySide#expand(int)}. */
    FOLDED
}
