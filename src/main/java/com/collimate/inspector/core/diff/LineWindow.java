package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * The part of a long line a view shows: at most {@code max} characters from {@link #start()}. A line is cut for
 * display, and a difference past the cut would never be seen (a 50,101-character line differing at column 50,001
 * showed the same first 10,000 characters on both sides): the window of a changed pair of lines starts a little
 * before their first difference, and both sides get the same window so they stay aligned.
 *
 * @param start the first character shown (0 for the head of the line)
 * @param end   one past the last character shown
 */
public record LineWindow(int start, int end) {
    /** Characters shown before the first difference when the window does not start at the head. */
    public static final int CONTEXT = 40;

    /** The window of a line shown alone (not changed, or no difference beyond the cut): its head. */
    public static LineWindow head(String line, int max) {
        return new LineWindow(0, Math.min(line.length(), max));
    }

    /**
     * The start shared by the windows of a changed pair of lines: 0 when both fit in {@code max} characters or they
     * first differ within the head's first {@code max - CONTEXT} characters, else {@link #CONTEXT} characters before
     * where they first differ.
     */
    public static int changedStart(String left, String right, int max) {
        if (left.length() <= max && right.length() <= max) {
            return 0;
        }
        int first = commonPrefix(left, right);
        return first < max - CONTEXT ? 0 : first - CONTEXT;
    }

    /** The window of {@code line} from {@code start} (at most {@code max} characters; within the line). */
    public static LineWindow from(String line, int start, int max) {
        int from = Math.min(Math.max(0, start), line.length());
        return new LineWindow(from, from + Math.min(line.length() - from, max));
    }

    private static int commonPrefix(String left, String right) {
        int length = Math.min(left.length(), right.length());
        int i = 0;
        while (i < length && left.charAt(i) == right.charAt(i)) {
            i++;
        }
        return i;
    }

    /** Whether characters before the window are left out. */
    public boolean cutBefore() {
        return start > 0;
    }

    /** How many characters of {@code line} are left out after the window. */
    public int cutAfter(String line) {
        return line.length() - end;
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
