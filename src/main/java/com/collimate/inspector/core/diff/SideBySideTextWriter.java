package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.DisplayWidth;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;

/**
 * Writes a {@link SideBySide} as two text columns with line numbers, like {@code diff -y}: the middle marker is
 * {@code |} for a changed row, {@code <} removed, {@code >} added, {@code ~} equal only after masks. Control
 * characters are shown visibly, tabs become spaces and long lines are cut with {@code …}. The same bytes whatever the
 * default locale (ASCII digits) and platform ({@code \n} line ends).
 */
public final class SideBySideTextWriter {
    private static final int NUMBER_WIDTH = 6;
    private final int columnWidth;

    /** The narrowest line that leaves each side room for some text. */
    public static final int MIN_WIDTH = 40;

    /** @param width total line width (at least {@link #MIN_WIDTH}) */
    public SideBySideTextWriter(int width) {
        this.columnWidth = Math.max(MIN_WIDTH, width) / 2 - NUMBER_WIDTH - 2;
    }

    public void write(SideBySide view, Writer out) throws IOException {
        write(view, List.of(), out);
    }

    /** @param runClasses differences of two runs beyond their text ({@code exit-code}), named in the header */
    public void write(SideBySide view, List<String> runClasses, Writer out) throws IOException {
        TextDiff diff = view.diff();
        out.write(Summary.firstDivergence(diff, runClasses) + "\n");
        out.write(Summary.classes(diff, runClasses) + "\n");
        for (String note : view.notes()) {
            out.write("# note: " + note + "\n");
        }
        for (DiffRow row : view.rows()) {
            if (row.kind() == RowKind.FOLDED) {
                out.write(String.format(Locale.ROOT, "%" + NUMBER_WIDTH + "s  ... %d unchanged lines ...\n", "",
                        row.foldedLines()));
                continue;
            }
            out.write(number(row.leftLine()));
            out.write(cell(row.leftText()));
            out.write(' ');
            out.write(marker(row));
            out.write(' ');
            out.write(number(row.rightLine()));
            out.write(fit(row.rightText()).stripTrailing());
            out.write('\n');
        }
    }

    private static char marker(DiffRow row) {
        return switch (row.kind()) {
            case CHANGED -> '|';
            case REMOVED -> '<';
            case ADDED -> '>';
            default -> row.maskedDifference() ? '~' : ' ';
        };
    }

    private static String number(int line) {
        return line == 0 ? " ".repeat(NUMBER_WIDTH + 1) : String.format(Locale.ROOT, "%" + NUMBER_WIDTH + "d ", line);
    }

    private String cell(String text) {
        String fitted = fit(text);
        return fitted + " ".repeat(Math.max(0, columnWidth - DisplayWidth.of(fitted)));
    }

    /** Wide characters (CJK, emoji) count as two columns, so the right column lines up. */
    private String fit(String text) {
        return DisplayWidth.fit(VisibleText.of(text).replace("\t", "    "), columnWidth);
    }
}
