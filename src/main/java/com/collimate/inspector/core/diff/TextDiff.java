package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The comparison of two texts: hunks (differences that remain after the options' normalization) with their
 * classes, the overall classes (including differences the masks absorbed), first divergence and stats.
 * Immutable and thread-safe; build views from it with {@link SideBySide#of} or the formatters.
 */
public final class TextDiff {
    private final TextLines left;
    private final TextLines right;
    private final MaskedDisplay leftDisplay;
    private final MaskedDisplay rightDisplay;
    private final List<Hunk> hunks;
    private final List<Hunk> overdrawn;
    private final List<String> classes;
    private final boolean identicalAfterMasks;
    private final FirstDivergence firstDivergence;
    private final List<String> notes;
    private final DiffOptions options;

    TextDiff(TextLines left, TextLines right, MaskedDisplay leftDisplay, MaskedDisplay rightDisplay, List<Hunk> hunks,
             List<Hunk> overdrawn, List<String> classes, boolean identicalAfterMasks, FirstDivergence firstDivergence,
             List<String> notes, DiffOptions options) {
        this.left = left;
        this.right = right;
        this.leftDisplay = leftDisplay;
        this.rightDisplay = rightDisplay;
        this.hunks = List.copyOf(hunks);
        this.overdrawn = List.copyOf(overdrawn);
        this.classes = List.copyOf(classes);
        this.identicalAfterMasks = identicalAfterMasks;
        this.firstDivergence = firstDivergence;
        this.notes = List.copyOf(notes);
        this.options = options;
    }

    /** The raw texts are equal. */
    public boolean identical() {
        return firstDivergence == null;
    }

    /** The raw texts differ, but not once masked (and normalized as the options say). */
    public boolean identicalAfterMasks() {
        return identicalAfterMasks;
    }

    /** Where the raw texts first differ; empty when identical. */
    public Optional<FirstDivergence> firstDivergence() {
        return Optional.ofNullable(firstDivergence);
    }

    /**
     * Where the texts first differ once masked and normalized as the options say, so a difference the masks hide is
     * never it: on the first line of the first hunk, at the first character where that line and its partner (the
     * other side's line at the same place, added or removed lines included) differ as shown (with placeholders), told
     * in the raw text (a placeholder before it stands for its raw value; where
     * the two cannot be aligned, where the lines differ raw). What the header of a diff reports: when no hunk remains
     * (equal after masks), or nothing is normalized, it is {@link #firstDivergence()}.
     */
    public Optional<FirstDivergence> firstRemainingDivergence() {
        return remainingDivergence().map(Remaining::raw);
    }

    /**
     * The 0-based column (in code points) of {@link #firstRemainingDivergence()} in the left line as shown
     * ({@link #leftDisplay}, with its placeholders): where a view of the shown lines puts the caret.
     */
    public Optional<Integer> firstRemainingShownColumn() {
        return remainingDivergence().map(Remaining::shownColumn);
    }

    private record Remaining(FirstDivergence raw, int shownColumn) {
    }

    /**
     * {@link #remainingDivergence()} once computed: it masks the first changed lines, which may be megabytes, and the
     * Compare window asks for both of its parts, on the FX thread.
     */
    private volatile Optional<Remaining> remaining;

    private Optional<Remaining> remainingDivergence() {
        Optional<Remaining> known = remaining;
        if (known == null) {
            known = findRemainingDivergence();
            remaining = known;
        }
        return known;
    }

    private Optional<Remaining> findRemainingDivergence() {
        if (hunks.isEmpty() || !options.normalizes()) {
            return firstDivergence().map(at -> new Remaining(at, shownColumnOf(at)));
        }
        Hunk first = hunks.get(0);
        int line = first.leftBegin();
        if (line >= left.count()) {
            // lines added after the last
            return Optional.of(new Remaining(new FirstDivergence(line + 1, 1, left.length()), 0));
        }
        String raw = left.content(line);
        int at = 0;
        int shownAt = 0;
        String shown = raw;
        if (first.rightBegin() < right.count()) {
            // an added or removed line too: the texts differ where it and the line it stands against do, as raw
            shown = leftDisplay(line);
            shownAt = InlineDiff.commonPrefix(shown, rightDisplay(first.rightBegin()));
            at = raw.regionMatches(0, shown, 0, shownAt) ? shownAt
                    : PlaceholderAlignment.rawIndex(options.masks(), raw, shown, shownAt)
                            .orElseGet(() -> InlineDiff.commonPrefix(raw, right.content(first.rightBegin())));
        }
        FirstDivergence inLine = FirstDivergence.at(raw, at);
        return Optional.of(new Remaining(new FirstDivergence(line + 1, inLine.column(), left.start(line)
                + inLine.offset()), FirstDivergence.at(shown, shownAt).column() - 1));
    }

    /**
     * The 0-based column of raw position {@code at} in its left line as shown: inside a placeholder, the placeholder's
     * start (equal after masks, the first raw difference is often inside one); where the two cannot be aligned, the
     * raw column.
     */
    private int shownColumnOf(FirstDivergence at) {
        int rawColumn = at.column() - 1;
        int line = at.line() - 1;
        if (line >= left.count()) {
            return rawColumn;
        }
        String raw = left.content(line);
        String shown = leftDisplay(line);
        if (shown.equals(raw)) {
            return rawColumn;
        }
        int rawIndex = raw.offsetByCodePoints(0, Math.min(rawColumn, raw.codePointCount(0, raw.length())));
        return PlaceholderAlignment.shownIndex(options.masks(), raw, shown, rawIndex)
                .stream().map(index -> shown.codePointCount(0, index)).findFirst().orElse(rawColumn);
    }

    /** Overall classes in vocabulary order; empty when identical. */
    public List<String> classes() {
        return classes;
    }

    /** Whether differences remain and all are of terminal styling: every hunk is {@code styling} alone. */
    public boolean onlyStylingDiffers() {
        List<String> styling = List.of(DiffClass.STYLING.label());
        return !hunks.isEmpty() && hunks.stream().allMatch(hunk -> hunk.classes().equals(styling));
    }

    public List<Hunk> hunks() {
        return hunks;
    }

    /**
     * A region of lines in text order: a hunk, {@code hunkIndex} into {@link #hunks()}, or, with -1, lines of nested
     * progress bars that a terminal draws over later, which one side has more of than the other ({@code progress},
     * no difference: only with masks on).
     */
    public record Region(Hunk lines, int hunkIndex) {
        public boolean isHunk() {
            return hunkIndex >= 0;
        }
    }

    /** The hunks and the overdrawn lines of nested progress bars (see {@link Region}), in text order. */
    public List<Region> regions() {
        List<Region> regions = new ArrayList<>(hunks.size() + overdrawn.size());
        int h = 0;
        for (Hunk lines : overdrawn) {
            for (; h < hunks.size() && before(hunks.get(h), lines); h++) {
                regions.add(new Region(hunks.get(h), h));
            }
            regions.add(new Region(lines, -1));
        }
        for (; h < hunks.size(); h++) {
            regions.add(new Region(hunks.get(h), h));
        }
        return regions;
    }

    private static boolean before(Hunk a, Hunk b) {
        return a.leftBegin() < b.leftBegin() || a.leftBegin() == b.leftBegin() && a.rightBegin() < b.rightBegin();
    }

    public DiffStats stats() {
        return DiffStats.of(left.count(), right.count(), hunks);
    }

    /** Why the result is less detailed than usual (e.g. a coarse line diff), for the user. Usually empty. */
    public List<String> notes() {
        return notes;
    }

    public DiffOptions options() {
        return options;
    }

    public int leftLineCount() {
        return left.count();
    }

    public int rightLineCount() {
        return right.count();
    }

    /** Line {@code index} (0-based) as in the text, without its {@code '\n'}. */
    public String leftLine(int index) {
        return left.content(index);
    }

    public String rightLine(int index) {
        return right.content(index);
    }

    /** False only for a last line without a newline. */
    public boolean leftHasNewline(int index) {
        return left.hasNewline(index);
    }

    public boolean rightHasNewline(int index) {
        return right.hasNewline(index);
    }

    /** The line as to display: with placeholders when masks are on and the line differs from its raw peer. */
    public String leftDisplay(int index) {
        return leftDisplay != null ? leftDisplay.line(index) : left.content(index);
    }

    public String rightDisplay(int index) {
        return rightDisplay != null ? rightDisplay.line(index) : right.content(index);
    }

    /** Whether the two lines' bytes (terminators included) are equal; cheaper than comparing their text. */
    boolean sameRawLine(int leftIndex, int rightIndex) {
        return left.sameLine(leftIndex, right, rightIndex);
    }

    String leftRaw(int index) {
        return left.raw(index);
    }

    String rightRaw(int index) {
        return right.raw(index);
    }
}
