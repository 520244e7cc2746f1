package com.collimate.inspector.ui.common;

import javafx.scene.control.TableCell;

/** A table cell of text whose tooltip holds the whole text, for when the column is too narrow to show it. */
public final class TippedTextCell<S> extends TableCell<S, String> {
    @Override
    protected void updateItem(String text, boolean empty) {
        super.updateItem(text, empty);
        setText(empty ? null : text);
        setTooltip(empty || text == null || text.isEmpty() ? null : WrappingTooltip.of(text));
    }
}
