package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffRow;
import com.collimate.inspector.core.diff.Hunk;
import com.collimate.inspector.core.diff.LineWindow;
import com.collimate.inspector.core.diff.RowKind;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.diff.Span;
import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.TwoTasks;
import com.collimate.inspector.core.util.Sizes;
import org.fxmisc.richtext.model.ReadOnlyStyledDocument;
import org.fxmisc.richtext.model.ReadOnlyStyledDocumentBuilder;
import org.fxmisc.richtext.model.SegmentOps;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The two styled documents of the Compare view, built off the FX thread from a {@link SideBySide} model: one
 * paragraph per row on both sides (a side without a line gets an empty filler paragraph), so paragraph {@code i}
 * of the left and right areas always show the same row and scroll together. Long lines are cut for display: to
 * their head, or for a changed pair whose difference lies past the cut, to a window of both around it
 * ({@link LineWindow}).
 */
public final class DiffDocument {
    /**
     * Kept under about 32,000 px of monospace text: past 2^15 px of paragraph width JavaFX drew no paragraph
     * backgrounds beside the line numbers, so a removed line next to a 10,000-character one showed untinted. Counted
     * in columns of the shown text ({@link LineWindow}), as 3,000 zero-width spaces show as 24,000 characters.
     */
    public static final int MAX_LINE_COLUMNS = 3_000;
    /**
     * The most lines a fold opens with in place at once ({@link #expansion()}): RichTextFX builds the text of the
     * inserted paragraphs on the FX thread for each of its listeners, 0.5 to 2 s for 450,000 lines, where new areas
     * cost 130 to 270 ms whatever the size. A fold click opens a bigger fold in steps of fewer lines
     * ({@link #expand(int, int, Cancellation)}).
     */
    static final int MAX_LINES_IN_PLACE = 10_000;
    private static final List<String> NO_STYLE = List.of();
    // One list a paragraph style, shared by its paragraphs: a list each was one more object a line shown.
    private static final List<String> FOLD_ROW = List.of(DiffStyles.FOLD);
    private static final List<String> FILLER_ROW = List.of(DiffStyles.FILLER);
    private static final List<String> CHANGED_ROW = List.of(DiffStyles.CHANGED);
    private static final List<String> ADDED_ROW = List.of(DiffStyles.ADDED);
    private static final List<String> REMOVED_ROW = List.of(DiffStyles.REMOVED);
    private static final List<String> MASKED_ROW = List.of(DiffStyles.MASKED);
    private static final List<String> EQUAL_ROW = List.of(DiffStyles.EQUAL);

    private final SideBySide model;
    private final ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> left;
    private final ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> right;
    private final List<RulerMark> marks;
    /** The start of the window shown, by row, of the changed rows not shown from their head (few). */
    private final Map<Integer, Integer> windowStarts;
    /** How this document differs from the one it was opened from ({@link #expand}), or null for a new build. */
    private final Expansion expansion;

    /**
     * The fold at {@code row} of a document of {@code rowsBefore} rows replaced by the paragraphs of its lines, one
     * document a side: what a view showing that document puts in place of the fold's paragraph.
     */
    public record Expansion(int row, int rowsBefore,
                            ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> left,
                            ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> right) {
    }

    private DiffDocument(SideBySide model, ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> left,
                         ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> right,
                         List<RulerMark> marks, Map<Integer, Integer> windowStarts, Expansion expansion) {
        this.model = model;
        this.left = left;
        this.right = right;
        this.marks = marks;
        this.windowStarts = windowStarts;
        this.expansion = expansion;
    }

    public static DiffDocument build(SideBySide model, Cancellation cancellation) {
        int rows = model.rowCount();
        DiffRow[] shown = new DiffRow[rows];
        List<DiffRow> list = model.rows();
        Map<Integer, Integer> windowStarts = new HashMap<>();
        for (int i = 0; i < rows; i++) {
            if ((i & 4095) == 4095) {
                cancellation.throwIfCancelled();
            }
            DiffRow row = list.get(i);
            shown[i] = row;
            if (row.kind() == RowKind.CHANGED) {
                int start = LineWindow.changedStart(row.leftText(), row.rightText(), MAX_LINE_COLUMNS);
                if (start > 0) {
                    windowStarts.put(i, start);
                }
            }
        }
        TwoTasks.Results<ReadOnlyStyledDocument<Collection<String>, String, Collection<String>>> sides = TwoTasks.run(
                rows >= TwoTasks.PARALLEL_LINES, () -> side(shown, true, windowStarts, cancellation),
                () -> side(shown, false, windowStarts, cancellation));
        return new DiffDocument(model, sides.first(), sides.second(), marks(model), windowStarts, null);
    }

    /**
     * This document with the folded row {@code row} opened: the fold's lines styled here (off the FX thread, as
     * {@link #build} styles them) and put in place of its paragraph, the rows, line numbers and marks after it moved
     * down. {@link #expansion()} says what changed, so that a view can change its areas in place (up to
     * {@link #MAX_LINES_IN_PLACE} lines).
     */
    public DiffDocument expand(int row, Cancellation cancellation) {
        return expand(row, Integer.MAX_VALUE, cancellation);
    }

    /**
     * As {@link #expand(int, Cancellation)}, opening only the first {@code lines} lines of the fold: the rest stays
     * folded in the paragraph after them, which a view opens in turn, so a fold of 100,000 lines is put in the
     * areas shown a few thousand lines a pulse.
     */
    public DiffDocument expand(int row, int lines, Cancellation cancellation) {
        return expand(row, 0, lines, cancellation);
    }

    /**
     * As {@link #expand(int, int, Cancellation)}, opening {@code lines} lines of the fold from its {@code from}th
     * (0-based): the lines before them stay folded in the paragraph before, those after in the paragraph after.
     */
    public DiffDocument expand(int row, int from, int lines, Cancellation cancellation) {
        if (kind(row) != RowKind.FOLDED) {
            throw new IllegalArgumentException("row " + row + " is not a folded row");
        }
        SideBySide expanded = model.expand(row, from, lines);
        int rows = expanded.rowCount() - rowCount() + 1; // the fold's paragraph becomes these
        List<DiffRow> all = expanded.rows();
        DiffRow[] opened = new DiffRow[rows];
        for (int i = 0; i < rows; i++) {
            if ((i & 4095) == 4095) {
                cancellation.throwIfCancelled();
            }
            opened[i] = all.get(row + i);
        }
        TwoTasks.Results<ReadOnlyStyledDocument<Collection<String>, String, Collection<String>>> sides = TwoTasks.run(
                rows >= TwoTasks.PARALLEL_LINES, () -> side(opened, true, Map.of(), cancellation),
                () -> side(opened, false, Map.of(), cancellation));
        Map<Integer, Integer> movedWindows = new HashMap<>();
        windowStarts.forEach((at, start) -> movedWindows.put(at < row ? at : at + rows - 1, start));
        return new DiffDocument(expanded, replaceParagraph(left, row, sides.first()),
                replaceParagraph(right, row, sides.second()), marks(expanded), movedWindows,
                rows > MAX_LINES_IN_PLACE ? null : new Expansion(row, rowCount(), sides.first(), sides.second()));
    }

    private static ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> replaceParagraph(
            ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> document, int paragraph,
            ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> paragraphs) {
        int from = document.position(paragraph, 0).toOffset();
        return document.replace(from, from + document.getParagraph(paragraph).length(), paragraphs)._1;
    }

    /** How this document came from the one before it when it was made by {@link #expand}; empty for a new build. */
    public Optional<Expansion> expansion() {
        return Optional.ofNullable(expansion);
    }

    private static ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> side(DiffRow[] rows,
                                                                                            boolean left,
                                                                                            Map<Integer, Integer> windowStarts,
                                                                                            Cancellation cancellation) {
        ReadOnlyStyledDocumentBuilder<Collection<String>, String, Collection<String>> side =
                new ReadOnlyStyledDocumentBuilder<>(SegmentOps.styledTextOps(), NO_STYLE, Math.max(1, rows.length));
        SharedStyleSpans spans = new SharedStyleSpans();
        for (int i = 0; i < rows.length; i++) {
            if ((i & 4095) == 4095) {
                cancellation.throwIfCancelled();
            }
            DiffRow row = rows[i];
            if (row.kind() == RowKind.FOLDED) {
                side.addParagraph(foldText(row.foldedLines()), NO_STYLE, FOLD_ROW);
            } else if (left) {
                addSide(side, spans, row.leftLine() > 0, row.leftText(), row.leftSpans(), row, windowStarts.get(i));
            } else {
                addSide(side, spans, row.rightLine() > 0, rightText(row), row.rightSpans(), row, windowStarts.get(i));
            }
        }
        if (rows.length == 0) {
            side.addParagraph("", NO_STYLE, NO_STYLE);
        }
        return side.build();
    }

    /** Leads a folded row: the large ▶, legible at the code's size (the small ▸ was a few pixels). */
    static final String FOLD_MARKER = "▶";

    public static String foldText(int lines) {
        return FOLD_MARKER + " " + Sizes.count(lines, "unchanged line") + " (click to expand)";
    }

    /**
     * The right text of {@code row}, the very string of its left text when the two are equal (an unchanged line):
     * both paragraphs then keep one string, where each kept one of its own.
     */
    private static String rightText(DiffRow row) {
        return row.kind() == RowKind.EQUAL && row.rightText().equals(row.leftText()) ? row.leftText()
                : row.rightText();
    }

    private static void addSide(ReadOnlyStyledDocumentBuilder<Collection<String>, String, Collection<String>> side,
                                SharedStyleSpans styleSpans, boolean hasLine, String text, List<Span> spans,
                                DiffRow row, Integer windowStart) {
        if (!hasLine) {
            side.addParagraph("", styleSpans.single(NO_STYLE, 0), FILLER_ROW);
            return;
        }
        VisibleLine shown;
        LineWindow window = windowStart == null ? LineWindow.head(text, MAX_LINE_COLUMNS)
                : LineWindow.from(text, windowStart, MAX_LINE_COLUMNS);
        if (window.end() == text.length() && !window.cutBefore()) {
            shown = VisibleLine.of("", text, spans, "");
        } else {
            shown = VisibleLine.of(window.beforeNote(text), text.substring(window.start(), window.end()),
                    window.spansWithin(spans), window.afterNote(text));
        }
        side.addParagraph(shown.text(), styleSpans.of(shown.spans()), paragraphStyle(row));
    }

    /**
     * Where 0-based column {@code column} (in code points, as {@code FirstDivergence} counts) of row {@code row}'s
     * line is in the shown paragraph: an emoji is two chars there, a control character its notation ({@code ^[},
     * {@code <U+202E>}), and a row showing a window of its line (a difference past the cut) starts with its marker.
     */
    public int shownColumn(int row, int column) {
        String line = model.rows().get(row).leftText(); // up to the divergence the two sides are the same
        int end = line.offsetByCodePoints(0, Math.min(Math.max(0, column), line.codePointCount(0, line.length())));
        Integer start = windowStarts.get(row);
        int from = start == null ? 0 : Math.min(start, end);
        int shown = start == null ? 0 : new LineWindow(start, line.length()).beforeNote(line).length();
        for (int i = from; i < end; i++) {
            shown += Math.max(1, VisibleText.notationLength(line.charAt(i)));
        }
        return shown;
    }

    private static List<String> paragraphStyle(DiffRow row) {
        return switch (row.kind()) {
            case CHANGED -> CHANGED_ROW;
            case ADDED -> ADDED_ROW;
            case REMOVED -> REMOVED_ROW;
            default -> row.maskedDifference() ? MASKED_ROW : EQUAL_ROW;
        };
    }

    /**
     * Where the changes are in the whole text (the left one, or the right when the left is empty), not in the folded
     * rows: a change at line 9,995 of 10,000 sits at the bottom however many unchanged lines are folded.
     */
    private static List<RulerMark> marks(SideBySide model) {
        List<RulerMark> marks = new ArrayList<>();
        boolean byLeft = model.diff().leftLineCount() > 0;
        double lines = Math.max(1, byLeft ? model.diff().leftLineCount() : model.diff().rightLineCount());
        List<Hunk> hunks = model.diff().hunks();
        for (int h = 0; h < hunks.size(); h++) {
            Hunk hunk = hunks.get(h);
            int begin = byLeft ? hunk.leftBegin() : hunk.rightBegin();
            int end = Math.max(begin + 1, byLeft ? hunk.leftEnd() : hunk.rightEnd());
            marks.add(new RulerMark(begin / lines, end / lines, model.hunkRow(h)));
        }
        return List.copyOf(marks);
    }

    public SideBySide model() {
        return model;
    }

    public ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> left() {
        return left;
    }

    public ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> right() {
        return right;
    }

    public int rowCount() {
        return model.rowCount();
    }

    /**
     * The kind of row {@code row}, as the line numbers below, read from the model: kept in arrays here, a fold opened
     * in steps copied three arrays of a million rows a step (5 MB, 600 MB of the 2.6 GB allocated while six folds of
     * 100,000 lines opened), which made more young collections land in the steps' frames.
     */
    public RowKind kind(int row) {
        return model.kind(row);
    }

    /** 1-based line number shown beside row {@code row} of the left side, 0 for none. */
    public int leftNumber(int row) {
        return row < rowCount() ? model.shownLine(row, true) : 0;
    }

    public int rightNumber(int row) {
        return row < rowCount() ? model.shownLine(row, false) : 0;
    }

    public List<RulerMark> marks() {
        return marks;
    }
}
