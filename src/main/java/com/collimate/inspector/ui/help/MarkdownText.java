package com.collimate.inspector.ui.help;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renders the Markdown of the bundled guides to plain text with style classes, for a read-only styled text area.
 * Covers the subset the guides use: ATX headings, paragraphs, bullet and numbered lists (nested by indent), fenced
 * code blocks, pipe tables (as aligned monospace text, long cells wrapped within their column), and inline bold,
 * italic, code spans, backslash escapes and links (shown as "text (url)").
 */
public final class MarkdownText {
    /** The rendered text and its style runs, which cover the text exactly, in order. */
    public record Styled(String text, List<Run> runs) {
    }

    /** {@code length} characters carrying {@code classes} (empty for body text). */
    public record Run(int length, Set<String> classes) {
    }

    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)(?:\\s+#+)?\\s*$");
    private static final Pattern ITEM = Pattern.compile("^(\\s*)([-*+]|\\d+[.)])\\s+(.*)$");
    private static final Pattern TABLE_RULE = Pattern.compile("^\\s*\\|?\\s*:?-{3,}:?\\s*(\\|\\s*:?-{3,}:?\\s*)*\\|?\\s*$");
    private static final int TABLE_WIDTH = 100;
    private static final int MIN_COLUMN = 12;

    private final List<String> lines;
    private final Output out = new Output();
    private int next;

    private MarkdownText(String markdown) {
        this.lines = markdown.replace("\r\n", "\n").replace('\r', '\n').lines().toList();
    }

    public static Styled render(String markdown) {
        MarkdownText renderer = new MarkdownText(markdown);
        renderer.blocks();
        return renderer.out.styled();
    }

    private void blocks() {
        while (next < lines.size()) {
            String line = lines.get(next);
            Matcher heading = HEADING.matcher(line);
            if (line.isBlank()) {
                next++;
            } else if (line.stripLeading().startsWith("```")) {
                codeBlock();
            } else if (heading.matches()) {
                next++;
                inline(heading.group(2), Set.of("md-h" + Math.min(heading.group(1).length(), 3)));
                out.endBlock();
            } else if (isTableStart(next)) {
                table();
            } else if (ITEM.matcher(line).matches()) {
                list();
            } else {
                paragraph();
            }
        }
    }

    private void codeBlock() {
        next++;
        StringBuilder code = new StringBuilder();
        while (next < lines.size() && !lines.get(next).stripLeading().startsWith("```")) {
            code.append(lines.get(next++)).append('\n');
        }
        next++;
        out.append(code.toString(), Set.of("md-code-block"));
        out.endBlock();
    }

    private void paragraph() {
        List<String> text = new ArrayList<>();
        while (next < lines.size() && !startsBlock(lines.get(next)) && !isTableStart(next)) {
            text.add(lines.get(next++).strip());
        }
        inline(String.join(" ", text), Set.of());
        out.endBlock();
    }

    private void list() {
        while (next < lines.size() && ITEM.matcher(lines.get(next)).matches()) {
            Matcher item = ITEM.matcher(lines.get(next++));
            item.matches();
            StringBuilder text = new StringBuilder(item.group(3).strip());
            while (next < lines.size() && !startsBlock(lines.get(next)) && Character.isWhitespace(lines.get(next).charAt(0))) {
                text.append(' ').append(lines.get(next++).strip());
            }
            String marker = item.group(2).matches("\\d+[.)]") ? item.group(2) : "•";
            out.append("  ".repeat(1 + item.group(1).length() / 2) + marker + " ", Set.of("md-bullet"));
            inline(text.toString(), Set.of());
            out.append("\n", Set.of());
        }
        out.endBlock();
    }

    private boolean startsBlock(String line) {
        return line.isBlank() || HEADING.matcher(line).matches() || ITEM.matcher(line).matches()
                || line.stripLeading().startsWith("```");
    }

    private boolean isTableStart(int at) {
        return lines.get(at).strip().startsWith("|") && at + 1 < lines.size()
                && TABLE_RULE.matcher(lines.get(at + 1)).matches();
    }

    private void table() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(cells(lines.get(next)));
        next += 2;
        while (next < lines.size() && lines.get(next).strip().startsWith("|")) {
            rows.add(cells(lines.get(next++)));
        }
        int columns = rows.stream().mapToInt(List::size).max().orElse(0);
        int[] widths = new int[columns];
        int cap = Math.max(MIN_COLUMN, TABLE_WIDTH / Math.max(columns, 1) - 3);
        for (List<String> row : rows) {
            for (int c = 0; c < row.size(); c++) {
                widths[c] = Math.min(cap, Math.max(widths[c], row.get(c).length()));
            }
        }
        for (int r = 0; r < rows.size(); r++) {
            tableRow(rows.get(r), widths, r == 0 ? Set.of("md-table", "md-bold") : Set.of("md-table"));
            if (r == 0) {
                StringBuilder rule = new StringBuilder();
                for (int width : widths) {
                    rule.append(rule.isEmpty() ? "" : "─┼─").append("─".repeat(width));
                }
                out.append(rule + "\n", Set.of("md-table"));
            }
        }
        out.endBlock();
    }

    private void tableRow(List<String> row, int[] widths, Set<String> classes) {
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
        out.append(text.toString(), classes);
    }

    /** A cell's text without its markup: a table is monospace text, so its columns line up only as plain text. */
    private static List<String> cells(String line) {
        String row = line.strip();
        row = row.substring(1, row.endsWith("|") && row.length() > 1 && !row.endsWith("\\|") ? row.length() - 1 : row.length());
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean inCode = false;
        for (int i = 0; i < row.length(); i++) {
            char ch = row.charAt(i);
            if (ch == '\\' && i + 1 < row.length() && row.charAt(i + 1) == '|') {
                cell.append("\\|");
                i++;
            } else if (ch == '|' && !inCode) {
                cells.add(plain(cell.toString().strip()));
                cell.setLength(0);
            } else {
                inCode ^= ch == '`';
                cell.append(ch);
            }
        }
        cells.add(plain(cell.toString().strip()));
        return cells;
    }

    private static String plain(String markdown) {
        Output text = new Output();
        new Inline(markdown, Set.of(), text).render();
        return text.styled().text();
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

    private void inline(String markdown, Set<String> classes) {
        new Inline(markdown, classes, out).render();
    }

    /** One paragraph's inline markup: code spans, bold, italic, links and escapes, over the block's classes. */
    private static final class Inline {
        private final String text;
        private final Set<String> block;
        private final Output out;
        private boolean bold;
        private boolean italic;

        Inline(String text, Set<String> block, Output out) {
            this.text = text;
            this.block = block;
            this.out = out;
        }

        void render() {
            int i = 0;
            while (i < text.length()) {
                char ch = text.charAt(i);
                if (ch == '\\' && i + 1 < text.length() && isPunctuation(text.charAt(i + 1))) {
                    emit(String.valueOf(text.charAt(i + 1)), null);
                    i += 2;
                } else if (ch == '`') {
                    i = codeSpan(i);
                } else if (text.startsWith("**", i) && (bold || text.indexOf("**", i + 2) > i + 2)) {
                    bold = !bold;
                    i += 2;
                } else if (ch == '*' && (italic ? i > 0 && text.charAt(i - 1) != ' '
                        : i + 1 < text.length() && text.charAt(i + 1) != ' ' && text.indexOf('*', i + 2) > 0)) {
                    italic = !italic;
                    i++;
                } else if (ch == '[') {
                    i = link(i);
                } else {
                    emit(String.valueOf(ch), null);
                    i++;
                }
            }
        }

        private int codeSpan(int at) {
            int ticks = 0;
            while (at + ticks < text.length() && text.charAt(at + ticks) == '`') {
                ticks++;
            }
            String fence = "`".repeat(ticks);
            int end = text.indexOf(fence, at + ticks);
            if (end < 0) {
                emit(fence, null);
                return at + ticks;
            }
            String code = text.substring(at + ticks, end);
            emit(code.length() > 2 && code.startsWith(" ") && code.endsWith(" ") ? code.substring(1, code.length() - 1)
                    : code, "md-code");
            return end + ticks;
        }

        private int link(int at) {
            int close = text.indexOf("](", at);
            int end = close < 0 ? -1 : text.indexOf(')', close + 2);
            if (end < 0 || text.substring(at + 1, close).contains("[")) {
                emit("[", null);
                return at + 1;
            }
            String label = text.substring(at + 1, close);
            String url = text.substring(close + 2, end);
            new Inline(label, union(block, "md-link"), out).render();
            if (!url.equals(label)) {
                emit(" (" + url + ")", "md-url");
            }
            return end + 1;
        }

        private void emit(String piece, String extra) {
            List<String> classes = new ArrayList<>(block);
            if (bold) {
                classes.add("md-bold");
            }
            if (italic) {
                classes.add("md-italic");
            }
            if (extra != null) {
                classes.add(extra);
            }
            out.append(piece, Set.copyOf(classes));
        }

        private static Set<String> union(Set<String> classes, String extra) {
            List<String> all = new ArrayList<>(classes);
            all.add(extra);
            return Set.copyOf(all);
        }

        private static boolean isPunctuation(char ch) {
            return "\\`*_{}[]()#+-.!|<>".indexOf(ch) >= 0;
        }
    }

    /** The text being built and its runs; adjacent pieces with the same classes share a run. */
    private static final class Output {
        private final StringBuilder text = new StringBuilder();
        private final List<Run> runs = new ArrayList<>();

        void append(String piece, Set<String> classes) {
            if (piece.isEmpty()) {
                return;
            }
            text.append(piece);
            int last = runs.size() - 1;
            if (last >= 0 && runs.get(last).classes().equals(classes)) {
                runs.set(last, new Run(runs.get(last).length() + piece.length(), classes));
            } else {
                runs.add(new Run(piece.length(), classes));
            }
        }

        /** Ends a block with one empty line after it. */
        void endBlock() {
            while (!text.isEmpty() && text.charAt(text.length() - 1) != '\n') {
                append("\n", Set.of());
            }
            append("\n", Set.of());
        }

        Styled styled() {
            int end = text.length();
            List<Run> trimmed = new ArrayList<>(runs);
            while (end > 0 && text.charAt(end - 1) == '\n') {
                end--;
                Run last = trimmed.remove(trimmed.size() - 1);
                if (last.length() > 1) {
                    trimmed.add(new Run(last.length() - 1, last.classes()));
                }
            }
            return new Styled(text.substring(0, end), List.copyOf(trimmed));
        }
    }
}
