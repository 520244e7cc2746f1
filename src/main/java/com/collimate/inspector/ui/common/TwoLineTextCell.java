package com.collimate.inspector.ui.common;

import javafx.scene.control.TableCell;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.function.Function;

/**
 * A table cell whose text wraps at the column's width on at most two lines, the rest cut with "…", so that a long
 * error does not make its row tower over the others; the tooltip holds what {@code tooltip} says of the row.
 */
public final class TwoLineTextCell<S> extends TableCell<S, String> {
    private static final int MAX_LINES = 2;

    private final Function<S, String> tooltip;
    private Font measuredFont;
    private double lineHeight;

    public TwoLineTextCell(Function<S, String> tooltip) {
        this.tooltip = tooltip;
        setWrapText(true);
        setEllipsisString("…");
    }

    @Override
    protected void updateItem(String text, boolean empty) {
        super.updateItem(text, empty);
        setText(empty ? null : text);
        S row = empty || getIndex() < 0 || getIndex() >= getTableView().getItems().size() ? null
                : getTableView().getItems().get(getIndex());
        setTooltip(row == null ? null : WrappingTooltip.of(tooltip.apply(row)));
    }

    @Override
    protected double computePrefHeight(double width) {
        double lines = MAX_LINES * lineHeight() + snappedTopInset() + snappedBottomInset();
        return Math.min(super.computePrefHeight(width), lines);
    }

    /** Measured once per font: this is asked at every layout pass of every visible cell. */
    private double lineHeight() {
        Font font = getFont();
        if (!font.equals(measuredFont)) {
            Text line = new Text("X");
            line.setFont(font);
            lineHeight = Math.ceil(line.getLayoutBounds().getHeight());
            measuredFont = font;
        }
        return lineHeight;
    }
}
