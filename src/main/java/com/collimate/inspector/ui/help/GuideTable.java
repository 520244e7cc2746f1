package com.collimate.inspector.ui.help;

import com.collimate.inspector.core.text.StyleRun;
import javafx.scene.Cursor;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.text.TextFlow;
import org.fxmisc.richtext.TextExt;

import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * A Markdown table as a grid: a header row styled apart, cells that wrap their text within their column, each
 * column's share of the width after its longest cell (between {@value #MIN_SHARE} and {@value #MAX_SHARE}
 * characters, plus {@value #PADDING_SHARE} for the cell's padding), so a column of short keys does not take the room
 * of a column of sentences, nor break "Ctrl+Shift+R".
 */
final class GuideTable extends GridPane {
    private static final int MIN_SHARE = 8;
    private static final int MAX_SHARE = 60;
    private static final int PADDING_SHARE = 4;

    GuideTable(MarkdownText.Table table, Consumer<String> follow) {
        getStyleClass().add("md-table-grid");
        List<List<MarkdownText.Styled>> rows = table.rows();
        int columns = rows.stream().mapToInt(List::size).max().orElse(0);
        int[] shares = new int[columns];
        for (List<MarkdownText.Styled> row : rows) {
            for (int c = 0; c < row.size(); c++) {
                int share = Math.min(MAX_SHARE, Math.max(MIN_SHARE, row.get(c).text().length())) + PADDING_SHARE;
                shares[c] = Math.max(shares[c], share);
            }
        }
        int total = Arrays.stream(shares).sum();
        for (int share : shares) {
            ColumnConstraints column = new ColumnConstraints();
            column.setPercentWidth(100.0 * share / total);
            getColumnConstraints().add(column);
        }
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).size(); c++) {
                TextFlow cell = cell(rows.get(r).get(c), follow);
                cell.getStyleClass().add(r == 0 ? "md-table-header" : "md-table-cell");
                add(cell, c, r);
            }
        }
    }

    /**
     * A cell's text in its styles; a link in it followed on a click, or on Enter once Tab has reached it: the area's
     * caret, with which Enter follows the other links, cannot go inside a table.
     */
    private static TextFlow cell(MarkdownText.Styled styled, Consumer<String> follow) {
        TextFlow cell = new TextFlow();
        int start = 0;
        for (StyleRun run : styled.runs()) {
            TextExt text = new TextExt(styled.text().substring(start, start + run.length()));
            text.getStyleClass().add("text");
            text.getStyleClass().addAll(run.style());
            int at = start;
            styled.linkAt(start).ifPresent(link -> {
                text.setCursor(Cursor.HAND);
                text.setOnMouseClicked(event -> follow.accept(link.destination()));
                // one Tab stop per link, at its text, not another at the address shown after it
                text.setFocusTraversable(link.start() == at);
                text.setOnKeyPressed(event -> {
                    if (event.getCode() == KeyCode.ENTER) {
                        follow.accept(link.destination());
                        event.consume();
                    }
                });
            });
            cell.getChildren().add(text);
            start += run.length();
        }
        return cell;
    }

    /** The height at the width the area gives; a text flow asks with no width, which would not wrap the cells. */
    @Override
    protected double computePrefHeight(double width) {
        return super.computePrefHeight(width < 0 ? getPrefWidth() : width);
    }
}
