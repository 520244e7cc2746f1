package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.DisplayWidth;
import com.collimate.inspector.core.util.Sizes;

import java.util.ArrayList;
import java.util.List;

/**
 * The part of a long line a view shows: at most {@code maxColumns} columns of shown text from {@link #start()}
 * (see {@link #columns}: a zero-width space shown as {@code <U+200B>} takes 8, a CJK character 2), so the shown
 * width is bounded whatever the line holds. A line is cut for display, and a difference past the cut would never
 * be seen (a 50,101-character line differing at column 50,001 showed the same first 10,000 characters on both
 * sides): the window of a changed pair of lines starts a little before their first difference, and both sides get
 * the same window so they stay aligned.
 *
 * @param start the first character shown (0 for the head of the line)
 * @param end   one past the last character shown
 */
public record LineWindow(int start, int end) {
    /** Characters shown before the first difference when the window does not start at the head. */
    public static final int CONTEXT = 40;
    /** The most columns one char is shown in: a tab, a {@code <U+202E>} notation. */
    private static final int MAX_CHAR_COLUMNS = 8;

    /** The window of a line shown alone (not changed, or no difference beyond the cut): its head. */
    public static LineWindow head(String line, int maxColumns) {
        return new LineWindow(0, endWithin(line, 0, maxColumns));
    }

    /**
     * The start shared by the windows of a changed pair of lines: 0 when both fit in {@code maxColumns} or their
     * common start before the first difference fits in {@code maxColumns - CONTEXT}, else {@link #CONTEXT}
     * characters before where they first differ.
     */
    public static int changedStart(String left, String right, int maxColumns) {
        if (endWithin(left, 0, maxColumns) == left.length() && endWithin(right, 0, maxColumns) == right.length()) {
            return 0;
        }
        int first = InlineDiff.commonPrefix(left, right);
        if (endWithin(left, 0, maxColumns - CONTEXT) >= first) {
            return 0;
        }
        int start = Math.max(0, first - CONTEXT);
        return start > 0 && Character.isLowSurrogate(left.charAt(start)) ? start - 1 : start; // not inside a pair
    }

    /** The window of {@code line} from {@code start} (at most {@code maxColumns} columns; within the line). */
    public static LineWindow from(String line, int start, int maxColumns) {
        int from = Math.min(Math.max(0, start), line.length());
        return new LineWindow(from, endWithin(line, from, maxColumns));
    }

    /** One past the last char of the longest run from {@code from} that is shown in {@code maxColumns} columns. */
    private static int endWithin(String line, int from, int maxColumns) {
        if ((long) (line.length() - from) * MAX_CHAR_COLUMNS <= maxColumns) {
            return line.length();
        }
        int used = 0;
        int i = from;
        while (i < line.length()) {
            int columns = columns(line, i);
            if (used + columns > maxColumns) {
                break;
            }
            used += columns;
            i += VisibleText.isLoneSurrogate(line, i) ? 1 : Character.charCount(line.codePointAt(i));
        }
        return i;
    }

    /**
     * The columns the character at {@code i} takes on screen: its notation's length ({@code ^[} 2, {@code <U+200B>}
     * 8, a lone surrogate's {@code \xFF} 4), a tab at most 8, an East Asian wide character 2, any other 1 (a combining mark too: it is still drawn).
     */
    static int columns(String line, int i) {
        char c = line.charAt(i);
        if (c == '\t') {
            return MAX_CHAR_COLUMNS;
        }
        int notation = VisibleText.notationLength(c);
        if (notation > 0) {
            return notation;
        }
        return VisibleText.isLoneSurrogate(line, i) ? VisibleText.loneSurrogateNotation(c).length()
                : Math.max(1, DisplayWidth.of(line.codePointAt(i)));
    }

    /** Whether characters before the window are left out. */
    public boolean cutBefore() {
        return start > 0;
    }

    /** How many characters of {@code line} are left out before the window, counted as a user does: an emoji is one. */
    public int charactersBefore(String line) {
        return line.codePointCount(0, start);
    }

    /** How many characters of {@code line} are left out after the window (code points, as {@link #charactersBefore}). */
    public int charactersAfter(String line) {
        return line.codePointCount(end, line.length());
    }

    /** What stands for the characters of {@code line} left out before the window: "… (49,960 characters before) ". */
    public String beforeNote(String line) {
        return start > 0 ? "\u2026 (" + Sizes.count(charactersBefore(line), "character") + " before) " : "";
    }

    /** What stands for the characters of {@code line} left out after the window: " … (120 more characters)", or "". */
    public String afterNote(String line) {
        return end < line.length() ? " \u2026 (" + Sizes.count(charactersAfter(line), "more character") + ")" : "";
    }

    /** {@code spans} of the whole line moved to the window's text, those outside it dropped and the rest clipped. */
    public List<Span> spansWithin(List<Span> spans) {
        List<Span> shown = new ArrayList<>(spans.size());
        for (Span span : spans) {
            int from = Math.max(span.start(), start);
            int to = Math.min(span.end(), end);
            if (from < to) {
                shown.add(new Span(from - start, to - start));
            }
        }
        return shown;
    }
}
