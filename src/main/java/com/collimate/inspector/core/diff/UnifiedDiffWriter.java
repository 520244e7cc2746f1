package com.collimate.inspector.core.diff;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.StringWriter;
import java.io.Writer;
import java.util.List;

/**
 * Writes a {@link TextDiff} as a unified diff (like {@code diff -u}), preceded by comment lines naming the first
 * divergence and the classes, with each hunk's classes after its {@code @@} header. {@code patch(1)} accepts
 * it when lines are written unescaped to a byte stream ({@link #write(TextDiff, List, String, String,
 * OutputStream)}), which carries the compared texts' bytes exactly, invalid UTF-8 included. Overdrawn lines of
 * nested progress bars ({@link TextDiff.Region}) are no hunk of their own; near a hunk, they are written as changed
 * lines, as {@code diff -I} writes the ignored changes near others, so that the line counts of the headers hold.
 */
public final class UnifiedDiffWriter {
    private final boolean escape;

    /** @param escape show control characters as visible symbols ({@link VisibleText}) instead of raw */
    public UnifiedDiffWriter(boolean escape) {
        this.escape = escape;
    }

    public void write(TextDiff diff, String leftName, String rightName, Writer out) throws IOException {
        write(diff, List.of(), leftName, rightName, out);
    }

    /** @param runClasses differences of two runs beyond their text ({@code exit-code}), named in the header */
    public void write(TextDiff diff, List<String> runClasses, String leftName, String rightName, Writer out)
            throws IOException {
        out.write(Summary.firstDivergence(diff, runClasses) + "\n");
        out.write(Summary.classes(diff, runClasses) + "\n");
        for (String note : diff.notes()) {
            out.write("# note: " + note + "\n");
        }
        if (diff.hunks().isEmpty()) {
            return;
        }
        out.write("--- " + (escape ? VisibleText.of(leftName) : leftName) + "\n");
        out.write("+++ " + (escape ? VisibleText.of(rightName) : rightName) + "\n");
        int context = diff.options().contextLines();
        List<TextDiff.Region> regions = diff.regions();
        int first = 0;
        while (first < regions.size()) {
            int last = first;
            while (last + 1 < regions.size()
                    && regions.get(last + 1).lines().leftBegin() - regions.get(last).lines().leftEnd() <= 2 * context) {
                last++;
            }
            List<TextDiff.Region> group = regions.subList(first, last + 1);
            if (group.stream().anyMatch(TextDiff.Region::isHunk)) {
                writeGroup(diff, group.stream().map(TextDiff.Region::lines).toList(), context, out);
            }
            first = last + 1;
        }
    }

    /**
     * Writes to a byte stream, as UTF-8 except that text decoded from invalid UTF-8 bytes goes back as those very
     * bytes ({@link SurrogateEscapeWriter}): unescaped, the lines are the compared files' bytes, for {@code patch}.
     * Flushes the stream; does not close it.
     */
    public void write(TextDiff diff, List<String> runClasses, String leftName, String rightName, OutputStream out)
            throws IOException {
        SurrogateEscapeWriter bytes = new SurrogateEscapeWriter(out);
        write(diff, runClasses, leftName, rightName, bytes);
        bytes.flush();
    }

    private void writeGroup(TextDiff diff, List<Hunk> group, int context, Writer out) throws IOException {
        Hunk head = group.get(0);
        Hunk tail = group.get(group.size() - 1);
        int before = Math.min(context, head.leftBegin());
        int after = Math.min(context, diff.leftLineCount() - tail.leftEnd());
        int leftStart = head.leftBegin() - before;
        int rightStart = head.rightBegin() - before;
        int leftCount = tail.leftEnd() + after - leftStart;
        int rightCount = tail.rightEnd() + after - rightStart;
        StringBuilder text = new StringBuilder(128 * (leftCount + rightCount + 1));
        text.append("@@ -").append(range(leftStart, leftCount)).append(" +").append(range(rightStart, rightCount))
                .append(" @@");
        List<String> classes = Summary.union(group);
        if (!classes.isEmpty()) {
            text.append(' ').append(String.join(", ", classes));
        }
        text.append('\n');
        int left = leftStart;
        for (Hunk hunk : group) {
            for (; left < hunk.leftBegin(); left++) {
                line(' ', diff.leftLine(left), diff.leftHasNewline(left), text);
            }
            for (int l = hunk.leftBegin(); l < hunk.leftEnd(); l++) {
                line('-', diff.leftLine(l), diff.leftHasNewline(l), text);
            }
            for (int r = hunk.rightBegin(); r < hunk.rightEnd(); r++) {
                line('+', diff.rightLine(r), diff.rightHasNewline(r), text);
            }
            left = hunk.leftEnd();
        }
        for (int end = left + after; left < end; left++) {
            line(' ', diff.leftLine(left), diff.leftHasNewline(left), text);
        }
        out.write(text.toString());
    }

    private static String range(int start, int count) {
        int shown = count == 0 ? start : start + 1;
        return count == 1 ? String.valueOf(shown) : shown + "," + count;
    }

    private void line(char marker, String line, boolean newline, StringBuilder text) {
        text.append(marker).append(escape ? VisibleText.of(line) : line).append('\n');
        if (!newline) {
            text.append("\\ No newline at end of file\n");
        }
    }

    /** Convenience for tests and small outputs. */
    public String toString(TextDiff diff, String leftName, String rightName) {
        StringWriter out = new StringWriter();
        try {
            write(diff, leftName, rightName, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
