package com.collimate.inspector.core.text;

import com.collimate.inspector.core.util.DisplayWidth;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import java.util.TreeMap;
import java.util.function.BiConsumer;

/**
 * The cells of one line as a terminal (xterm, VTE) leaves them after its redraws, for {@link TerminalText}: a
 * character takes the columns {@link DisplayWidth} gives it (a CJK character or an emoji two), a tab moves the cursor
 * to the next multiple of 8 and columns it skips that nothing was drawn in show as spaces, and drawing over one half
 * of a wide character leaves a blank in the other half. What a terminal draws in no column (a combining mark, a
 * control shown in its notation) stays after the cell drawn before it and goes when that cell is drawn over (before
 * the first cell: when the first cell is drawn over), so a control repeated in each draw shows once. Only the
 * first {@code limit} cells are kept, so a line of megabytes takes little memory; the columns past them are counted.
 */
final class RedrawnLine {
    private static final int TAB_STOP = 8;
    /** The code point of a cell that shows a notation (kept in {@link #notations}). */
    private static final int NOTATION = -1;
    /** The code point of the right half of a wide character. */
    private static final int RIGHT_HALF = -2;

    private final int limit;
    private int[] codePoints;
    private final List<String> notations = new ArrayList<>();
    private final List<Collection<String>> styles = new ArrayList<>();
    /** The right halves of wide characters, in every column, so that the characters past the limit are counted. */
    private final BitSet rightHalves = new BitSet();
    /**
     * The cells left blank (erased, or the other half of a wide character drawn over), in every column, so that those
     * at the line's end past the limit are not counted as characters.
     */
    private final BitSet blanks = new BitSet();
    /** What takes no column, by the column after the cell it follows (0: before the first cell). */
    private final TreeMap<Integer, List<Piece>> zeroWidth = new TreeMap<>();
    private int column;
    private int width;
    private boolean drawnOver;
    /**
     * The first columns an erase to the line's start left blank in {@link #blankStyle} and nothing has drawn in
     * since: the next such erase in that style starts after them, so a thousand erases of a long line cost one.
     */
    private int blankPrefix;
    private Collection<String> blankStyle = List.of();

    private record Piece(String text, Collection<String> style) {
    }

    RedrawnLine(int limit) {
        this.limit = limit;
        this.codePoints = new int[Math.min(limit, 256)];
    }

    void carriageReturn() {
        drawnOver |= width > 0;
        column = 0;
    }

    /**
     * Backspace: the cursor one column left, so the next character draws over the cell there. At the line's start it
     * stays, as in xterm and VTE (no reverse wrap). Behind a wide character it goes onto its right half, so what is
     * drawn next there blanks its left half, as a terminal does.
     */
    void backspace() {
        if (column > 0) {
            column--;
            drawnOver |= column < width;
        }
    }

    void tab() {
        column = (column / TAB_STOP + 1) * TAB_STOP;
    }

    /**
     * Draws a character at the cursor in the columns of its terminal width; one of none (a combining mark) follows
     * the cell before, or takes a cell at the line's start, where it has none to follow.
     */
    void draw(int codePoint, Collection<String> style) {
        int columns = DisplayWidth.of(codePoint);
        if (columns == 0 && column > 0) {
            follow(Character.toString(codePoint), style);
        } else {
            put(codePoint, null, Math.max(1, columns), style);
        }
    }

    /** Shows a notation in one cell: what a terminal shows in one ({@code \xFF} for the replacement character). */
    void drawNotation(String notation, Collection<String> style) {
        put(NOTATION, notation, 1, style);
    }

    /** Shows a notation after the cell before the cursor, taking no column: what a terminal does not show. */
    void follow(String text, Collection<String> style) {
        if (column > limit) {
            return;
        }
        List<Piece> pieces = zeroWidth.computeIfAbsent(column, key -> new ArrayList<>());
        Piece piece = new Piece(text, style);
        if (!pieces.contains(piece)) { // a control repeated before each draw shows once
            pieces.add(piece);
        }
    }

    /**
     * CSI K: {@code 0} (or none) erases from the cursor to the end, {@code 1} from the start to the cursor, {@code 2}
     * both; a wide character erased in half is erased whole.
     */
    void erase(String parameter, Collection<String> style) {
        if (parameter.equals("1") || parameter.equals("2")) {
            drawnOver |= width > 0;
            int last = Math.min(column, width - 1);
            int known = style.equals(blankStyle) ? blankPrefix : 0;
            int from = Math.min(known, last + 1);
            for (int k = from; k <= last && k < limit; k++) {
                blank(k, style);
            }
            if (last >= limit) { // past the kept cells only the sets say what is there: cleared as ranges
                int past = Math.max(from, limit);
                rightHalves.clear(past, last + 1);
                blanks.set(past, last + 1);
            }
            if (rightHalves.get(last + 1)) {
                blankHalf(last + 1);
            }
            zeroWidth.headMap(last + 1, true).clear();
            blankPrefix = Math.max(known, last + 1);
            blankStyle = style;
        }
        if (parameter.equals("1") || column >= width) {
            return;
        }
        if (rightHalves.get(column)) {
            blankHalf(column - 1);
        }
        if (column < styles.size()) {
            notations.subList(column, styles.size()).clear();
            styles.subList(column, styles.size()).clear();
        }
        rightHalves.clear(column, width);
        blanks.clear(column, width);
        zeroWidth.tailMap(column, false).clear();
        width = column;
        blankPrefix = Math.min(blankPrefix, width);
    }

    boolean drawnOver() {
        return drawnOver;
    }

    /**
     * Hands the cells kept, in order, to {@code emit}; returns how many characters are past the limit, up to the last
     * one not blank (the blanks an erase leaves at the line's end show nothing).
     */
    long emitTo(BiConsumer<String, Collection<String>> emit) {
        fillTo(Math.min(width, limit)); // a line cut past a tab's columns shows them up to the cut
        for (int k = 0; k < styles.size(); k++) {
            emitZeroWidth(k, emit);
            if (codePoints[k] != RIGHT_HALF) {
                emit.accept(codePoints[k] == NOTATION ? notations.get(k) : Character.toString(codePoints[k]),
                        styles.get(k));
            }
        }
        int shownWidth = blanks.previousClearBit(width - 1) + 1;
        if (shownWidth > limit) {
            return shownWidth - limit - rightHalves.get(limit, shownWidth).cardinality();
        }
        zeroWidth.tailMap(styles.size(), true).values()
                .forEach(pieces -> pieces.forEach(piece -> emit.accept(piece.text(), piece.style())));
        return 0;
    }

    private void emitZeroWidth(int key, BiConsumer<String, Collection<String>> emit) {
        List<Piece> pieces = zeroWidth.isEmpty() ? null : zeroWidth.get(key);
        if (pieces != null) {
            pieces.forEach(piece -> emit.accept(piece.text(), piece.style()));
        }
    }

    private void put(int codePoint, String notation, int columns, Collection<String> style) {
        int first = column;
        int last = column + columns - 1;
        if (rightHalves.get(first)) {
            blankHalf(first - 1);
        }
        if (rightHalves.get(last + 1)) {
            blankHalf(last + 1);
        }
        set(first, codePoint, notation, style);
        blanks.clear(first, last + 1);
        if (columns == 2) {
            set(last, RIGHT_HALF, null, style);
            rightHalves.set(last);
        }
        column = last + 1;
        width = Math.max(width, column);
    }

    /** What a terminal leaves in the other half of a wide character drawn over or erased in half: a blank. */
    private void blankHalf(int at) {
        blank(at, at < styles.size() ? styles.get(at) : List.of());
    }

    private void blank(int at, Collection<String> style) {
        set(at, ' ', null, style);
        blanks.set(at);
    }

    private void set(int at, int codePoint, String notation, Collection<String> style) {
        if (at < blankPrefix) {
            blankPrefix = at;
        }
        rightHalves.clear(at);
        if (!zeroWidth.isEmpty()) {
            zeroWidth.remove(at + 1);
            if (at == 0 && width > 0) { // what was before the first cell goes when that cell is drawn over
                zeroWidth.remove(0);
            }
        }
        if (at >= limit) {
            return;
        }
        fillTo(at + 1);
        codePoints[at] = codePoint;
        notations.set(at, notation);
        styles.set(at, style);
    }

    /** Keeps the first {@code end} columns as cells; those nothing was drawn in (a tab skipped them) are blanks. */
    private void fillTo(int end) {
        if (end > codePoints.length) {
            codePoints = Arrays.copyOf(codePoints, Math.min(limit, Math.max(end, codePoints.length * 2)));
        }
        while (styles.size() < end) {
            codePoints[styles.size()] = ' ';
            notations.add(null);
            styles.add(List.of());
        }
    }
}
