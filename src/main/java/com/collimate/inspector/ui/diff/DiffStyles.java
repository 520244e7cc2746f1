package com.collimate.inspector.ui.diff;

/** Style classes of the Compare view (diff.css), in one place. */
public final class DiffStyles {
    public static final String EQUAL = "diff-equal";
    public static final String CHANGED = "diff-changed";
    public static final String ADDED = "diff-added";
    public static final String REMOVED = "diff-removed";
    public static final String FILLER = "diff-filler";
    public static final String FOLD = "diff-fold";
    public static final String MASKED = "diff-masked";
    public static final String INLINE = "diff-inline";
    /** A control character in its notation: the class the run detail's texts give it (app.css). */
    public static final String CONTROL = "ctrl";
    /** A tab in a changed range, shown as an arrow. */
    public static final String TAB = "diff-tab";
    public static final String LINE_NUMBER = "diff-line-number";
    public static final String CLASS_CHIP = "diff-class";
    /** A class chip naming another stream that differs: a click shows that stream. */
    public static final String STREAM_CHIP = "diff-stream-chip";
    /** The line numbers of the current change (next/previous change). */
    public static final String CURRENT = "diff-current";
    public static final String RULER_MARK = "ruler-mark";
    public static final String RULER_CURRENT = "ruler-mark-current";

    private DiffStyles() {
    }

    /** The chip class of one diff class label, e.g. {@code diff-class-timestamp}. */
    public static String classChip(String diffClass) {
        return CLASS_CHIP + "-" + diffClass.replaceAll("[^A-Za-z0-9-]", "_");
    }
}
