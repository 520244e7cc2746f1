package com.collimate.inspector.ui.common;

import javafx.scene.control.TableCell;
import javafx.scene.text.Text;

import java.util.function.Function;

/**
 * A table cell whose text wraps at the column's width on at most two lines, the rest cut with "…", so that a long
 * error does not make its row tower over the others; the tooltip holds what {@code tooltip} says of the row.
 */
public final class TwoLineTextCell<S> extends TableCell<S, String> {
    private static final int MAX_LINES = 2;

    private final Function<S, String> tooltip;

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
        Text line = new Text("X");
        line.setFont(getFont());
        double lines = MAX_LINES * Math.ceil(line.getLayoutBounds().getHeight()) + snappedTopInset()
                + snappedBottomInset();
        return Math.min(super.computePrefHeight(width), lines);
    }
}
