package com.collimate.inspector.ui.help;

import java.util.ArrayList;
import java.util.List;

/**
 * Rows of plain-text cells laid out as monospace columns separated by "│", at most about {@value #WIDTH} characters
 * wide in all: a column is as wide as its longest cell up to its share of that width, and longer cells wrap.
 */
final class TextTable {
    private static final int WIDTH = 100;
    private static final int MIN_COLUMN = 12;

    private final List<List<String>> rows;
    private final int[] widths;

    TextTable(List<List<String>> rows) {
        this.rows = rows;
        int columns = rows.stream().mapToInt(List::size).max().orElse(0);
        widths = new int[columns];
        int cap = Math.max(MIN_COLUMN, WIDTH / Math.max(columns, 1) - 3);
        for (List<String> row : rows) {
            for (int c = 0; c < row.size(); c++) {
                widths[c] = Math.min(cap, Math.max(widths[c], row.get(c).length()));
            }
        }
    }

    /** Row {@code index} as one or more lines, each ending with a newline. */
    String row(int index) {
        List<String> row = rows.get(index);
        List<List<String>> wrapped = new ArrayList<>();
        int height = 1;
        for (int c = 0; c < widths.length; c++) {
            List<String> cell = wrap(c < row.size() ? row.get(c) : "", widths[c]);
            wrapped.add(cell);
            height = Math.max(height, cell.size());
        }
        StringBuilder text = new StringBuilder();
        for (int line = 0; line < height; line++) {
            for (int c = 0; c < widths.length; c++) {
                String part = line < wrapped.get(c).size() ? wrapped.get(c).get(line) : "";
                text.append(c == 0 ? "" : " │ ").append(c == widths.length - 1 ? part : pad(part, widths[c]));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** The line under the header row, crossing the column separators. */
    String rule() {
        StringBuilder rule = new StringBuilder();
        for (int width : widths) {
            rule.append(rule.isEmpty() ? "" : "─┼─").append("─".repeat(width));
        }
        return rule.append('\n').toString();
    }

    private static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" +")) {
            while (word.length() > width) {
                if (!line.isEmpty()) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(word.substring(0, width));
                word = word.substring(width);
            }
            if (!line.isEmpty() && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.isEmpty() ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }
}
