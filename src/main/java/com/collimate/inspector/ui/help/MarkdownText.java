package com.collimate.inspector.ui.help;

import com.collimate.inspector.core.text.StyleRun;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.CustomNode;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Renders the Markdown of the bundled guides to plain text with style classes, for a read-only styled text area.
 * CommonMark (with GitHub tables) parses; this walks the tree: headings, paragraphs, lists (nested by depth), code
 * blocks, tables (each a paragraph of its own holding one {@link #TABLE} character, which the area shows as a grid,
 * see {@link GuideArea}), and inline bold, italic, code spans and links (shown as "text (url)"). Inline HTML is shown as written: the guides use it for placeholders such as
 * {@code <reason>}.
 */
public final class MarkdownText {
    /**
     * The rendered text and its style runs, which cover the text exactly, in order; {@code items}: the list item
     * paragraphs by paragraph (line) index, shown indented with their marker beside the text, so that wrapped lines
     * start under the item's text rather than at the left edge; {@code links}: where the links are, in order;
     * {@code tables}: the tables, in order, the n-th one's {@link #TABLE} character styled {@code md-table-n};
     * {@code headings}: the paragraph of each heading by its anchor.
     */
    public record Styled(String text, List<StyleRun> runs, Map<Integer, Item> items, List<LinkRange> links,
                         List<Table> tables, Map<String, Integer> headings) {
        /** The link at text offset {@code offset}, if any. */
        public Optional<LinkRange> linkAt(int offset) {
            return links.stream().filter(link -> link.start() <= offset && offset < link.end()).findFirst();
        }

        /** The paragraph of the heading a link's {@code #anchor} names, as GitHub names headings. */
        public Optional<Integer> heading(String anchor) {
            return Optional.ofNullable(headings.get(anchor));
        }
    }

    /** A link shown from {@code start} (inclusive) to {@code end} (exclusive), its "(url)" included. */
    public record LinkRange(int start, int end, String destination) {
    }

    /** A table's rows, the header row first, each cell rendered as the text around it is (bold, code, links). */
    public record Table(List<List<Styled>> rows) {
    }

    /**
     * A paragraph of a list item: {@code depth} 1 for a top-level list; {@code marker} "•", "1." or, for the item's
     * later paragraphs, "".
     */
    public record Item(int depth, String marker) {
    }

    /** The character standing for a table in the text (U+FFFC, OBJECT REPLACEMENT CHARACTER). */
    public static final String TABLE = "\uFFFC";
    /** The style class of the n-th table's {@link #TABLE} character: this prefix and n. */
    public static final String TABLE_CLASS = "md-table-";

    private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create())).build();

    private MarkdownText() {
    }

    public static Styled render(String markdown) {
        Renderer renderer = new Renderer();
        PARSER.parse(markdown).accept(renderer);
        return renderer.out.styled();
    }

    private static final class Renderer extends AbstractVisitor {
        private final Output out = new Output();
        private Set<String> block = Set.of();
        private int bold;
        private int italic;
        private boolean link;
        private int listDepth;

        @Override
        public void visit(Heading heading) {
            block = Set.of("md-h" + Math.min(heading.getLevel(), 3));
            int start = out.length();
            int paragraph = out.lines;
            visitChildren(heading);
            out.addHeading(out.textFrom(start), paragraph);
            block = Set.of();
            out.endBlock();
        }

        @Override
        public void visit(Paragraph paragraph) {
            if (paragraph.getParent() instanceof ListItem) {
                out.startItem(new Item(listDepth, paragraph.getPrevious() == null ? marker(paragraph.getParent()) : ""));
            }
            visitChildren(paragraph);
            if (paragraph.getParent() instanceof ListItem) {
                out.endLine();
            } else {
                out.endBlock();
            }
        }

        @Override
        public void visit(FencedCodeBlock code) {
            codeBlock(code.getLiteral());
        }

        @Override
        public void visit(IndentedCodeBlock code) {
            codeBlock(code.getLiteral());
        }

        private void codeBlock(String literal) {
            out.append(literal, Set.of("md-code-block"));
            out.endBlock();
        }

        @Override
        public void visit(HtmlBlock html) {
            out.append(html.getLiteral(), Set.of());
            out.endBlock();
        }

        @Override
        public void visit(BulletList list) {
            list(list);
        }

        @Override
        public void visit(OrderedList list) {
            list(list);
        }

        /** Adjacent lists (a bullet list straight after a numbered one) read as one, with no blank line between. */
        private void list(ListBlock list) {
            listDepth++;
            visitChildren(list);
            listDepth--;
            if (listDepth == 0 && !(list.getNext() instanceof ListBlock)) {
                out.endBlock();
            }
        }

        @Override
        public void visit(ListItem item) {
            visitChildren(item);
            out.endLine();
        }

        private static String marker(Node item) {
            if (!(item.getParent() instanceof OrderedList ordered)) {
                return "•";
            }
            int number = ordered.getMarkerStartNumber() == null ? 1 : ordered.getMarkerStartNumber();
            for (Node before = item.getPrevious(); before != null; before = before.getPrevious()) {
                number++;
            }
            return number + (ordered.getMarkerDelimiter() == null ? "." : ordered.getMarkerDelimiter());
        }

        @Override
        public void visit(CustomBlock custom) {
            if (custom instanceof TableBlock table) {
                table(table);
            } else {
                visitChildren(custom);
            }
        }

        private void table(TableBlock table) {
            List<List<Styled>> rows = new ArrayList<>();
            table.accept(new AbstractVisitor() {
                @Override
                public void visit(CustomNode node) {
                    if (node instanceof TableRow) {
                        rows.add(new ArrayList<>());
                    } else if (node instanceof TableCell cell) {
                        Renderer renderer = new Renderer();
                        renderer.visitChildren(cell);
                        rows.get(rows.size() - 1).add(renderer.out.styled());
                        return;
                    }
                    visitChildren(node);
                }
            });
            out.append(TABLE, Set.of("md-table", TABLE_CLASS + out.tables.size()));
            out.tables.add(new Table(rows));
            out.endBlock();
        }

        @Override
        public void visit(Text text) {
            emit(text.getLiteral(), null);
        }

        @Override
        public void visit(Code code) {
            emit(code.getLiteral(), "md-code");
        }

        @Override
        public void visit(HtmlInline html) {
            emit(html.getLiteral(), null);
        }

        @Override
        public void visit(SoftLineBreak lineBreak) {
            emit(" ", null);
        }

        @Override
        public void visit(HardLineBreak lineBreak) {
            emit("\n", null);
        }

        @Override
        public void visit(Emphasis emphasis) {
            italic++;
            visitChildren(emphasis);
            italic--;
        }

        @Override
        public void visit(StrongEmphasis strong) {
            bold++;
            visitChildren(strong);
            bold--;
        }

        @Override
        public void visit(Link linkNode) {
            int start = out.length();
            link = true;
            visitChildren(linkNode);
            link = false;
            if (!linkNode.getDestination().equals(out.textFrom(start))) {
                emit(" (" + linkNode.getDestination() + ")", "md-url");
            }
            out.links.add(new LinkRange(start, out.length(), linkNode.getDestination()));
        }

        private void emit(String piece, String extra) {
            List<String> classes = new ArrayList<>(block);
            if (bold > 0) {
                classes.add("md-bold");
            }
            if (italic > 0) {
                classes.add("md-italic");
            }
            if (link) {
                classes.add("md-link");
            }
            if (extra != null) {
                classes.add(extra);
            }
            out.append(piece, Set.copyOf(classes));
        }
    }

    /** The text being built and its runs; adjacent pieces with the same classes share a run. */
    private static final class Output {
        private final StringBuilder text = new StringBuilder();
        private final List<StyleRun> runs = new ArrayList<>();
        private final Map<Integer, Item> items = new HashMap<>();
        private final List<LinkRange> links = new ArrayList<>();
        private final List<Table> tables = new ArrayList<>();
        private final Map<String, Integer> headings = new HashMap<>();
        private int lines;

        /**
         * A heading's anchor as GitHub makes it: lower case, each space a '-', other characters than letters, digits,
         * '-' and '_' left out; a repeated one gets "-1", "-2"….
         */
        void addHeading(String title, int paragraph) {
            String anchor = title.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-');
            String unique = anchor;
            for (int repeat = 1; headings.containsKey(unique); repeat++) {
                unique = anchor + "-" + repeat;
            }
            headings.put(unique, paragraph);
        }

        /** The paragraph that starts here is a list item's. */
        void startItem(Item item) {
            items.put(lines, item);
        }

        void append(String piece, Set<String> classes) {
            if (piece.isEmpty()) {
                return;
            }
            text.append(piece);
            lines += (int) piece.chars().filter(c -> c == '\n').count();
            int last = runs.size() - 1;
            if (last >= 0 && runs.get(last).style().equals(classes)) {
                runs.set(last, new StyleRun(classes, runs.get(last).length() + piece.length()));
            } else {
                runs.add(new StyleRun(classes, piece.length()));
            }
        }

        int length() {
            return text.length();
        }

        String textFrom(int start) {
            return text.substring(start);
        }

        void endLine() {
            if (!text.isEmpty() && text.charAt(text.length() - 1) != '\n') {
                append("\n", Set.of());
            }
        }

        /** Ends a block with one empty line after it. */
        void endBlock() {
            endLine();
            append("\n", Set.of());
        }

        Styled styled() {
            int end = text.length();
            List<StyleRun> trimmed = new ArrayList<>(runs);
            while (end > 0 && text.charAt(end - 1) == '\n') {
                end--;
                StyleRun last = trimmed.remove(trimmed.size() - 1);
                if (last.length() > 1) {
                    trimmed.add(new StyleRun(last.style(), last.length() - 1));
                }
            }
            return new Styled(text.substring(0, end), List.copyOf(trimmed), Map.copyOf(items), List.copyOf(links),
                    List.copyOf(tables), Map.copyOf(headings));
        }
    }
}
