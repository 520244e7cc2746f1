package com.collimate.inspector.ui.help;

import com.collimate.inspector.ui.common.FocusTraversal;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.fxmisc.richtext.GenericStyledArea;
import org.fxmisc.richtext.StyledTextArea;
import org.fxmisc.richtext.model.SegmentOps;
import org.fxmisc.richtext.model.StyleSpansBuilder;
import org.fxmisc.richtext.model.StyledSegment;

import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;

/**
 * A read-only area showing a guide rendered by {@link MarkdownText}: its text styled by class, each list item's
 * marker beside it, and each table as a grid ({@link GuideTable}) in place of its {@link MarkdownText#TABLE}
 * character. A style-classed text area cannot do the last: its text nodes are fixed.
 */
public final class GuideArea extends GenericStyledArea<Collection<String>, String, Collection<String>> {
    /** Per list depth: room for a marker up to "10." and the gap after it. */
    private static final double ITEM_INDENT = 26;
    /** The area's padding and its vertical scroll bar, which a table leaves free at its right. */
    private static final double TABLE_MARGIN = 44;

    private final Shown shown;

    /** {@code follow}: what a click on a link in a table does with its destination. */
    GuideArea(Consumer<String> follow) {
        this(new Shown(follow));
    }

    private GuideArea(Shown shown) {
        super(List.of(), (paragraph, classes) -> paragraph.getStyleClass().addAll(classes), List.of(),
                SegmentOps.styledTextOps(), shown::node);
        this.shown = shown;
        shown.area = this;
        setEditable(false);
        setWrapText(true);
        FocusTraversal.leaveOnTab(this); // and through the links of the tables shown, which the caret cannot reach
        getStyleClass().add("help-guide");
    }

    void show(MarkdownText.Styled styled) {
        shown.tables = styled.tables();
        setParagraphGraphicFactory(paragraph -> itemMarker(styled.items().get(paragraph)));
        replaceText(styled.text());
        if (!styled.runs().isEmpty()) {
            StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
            styled.runs().forEach(run -> spans.add(run.style(), run.length()));
            setStyleSpans(0, spans.create());
        }
        moveTo(0);
        requestFollowCaret();
    }

    /**
     * Beside a list item's paragraph, its marker right-aligned in the indent of its depth; the paragraph's text,
     * wrapped lines too, starts after it. Null beside other paragraphs.
     */
    private static Node itemMarker(MarkdownText.Item item) {
        if (item == null) {
            return null;
        }
        Label marker = new Label(item.marker());
        marker.getStyleClass().add("md-item-marker");
        double width = ITEM_INDENT * item.depth();
        marker.setMinWidth(width);
        marker.setPrefWidth(width);
        marker.setAlignment(Pos.TOP_RIGHT);
        return marker;
    }

    /** What the node factory, given before the area exists, needs: the tables shown and the area's width. */
    private static final class Shown {
        private final Consumer<String> follow;
        private List<MarkdownText.Table> tables = List.of();
        private GuideArea area;

        Shown(Consumer<String> follow) {
            this.follow = follow;
        }

        Node node(StyledSegment<String, Collection<String>> segment) {
            for (String styleClass : segment.getStyle()) {
                if (styleClass.startsWith(MarkdownText.TABLE_CLASS)) {
                    int index = Integer.parseInt(styleClass.substring(MarkdownText.TABLE_CLASS.length()));
                    GuideTable table = new GuideTable(tables.get(index), follow);
                    table.prefWidthProperty().bind(area.widthProperty().subtract(TABLE_MARGIN));
                    return table;
                }
            }
            return StyledTextArea.createStyledTextNode(segment,
                    (text, classes) -> text.getStyleClass().addAll(classes));
        }
    }
}
