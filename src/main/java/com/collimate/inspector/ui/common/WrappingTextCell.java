package com.collimate.inspector.ui.common;

import javafx.beans.binding.Bindings;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.TableCell;
import javafx.scene.text.Text;

/** A table cell whose text wraps at the column's width, so a long note shows whole on as many lines as it needs. */
public final class WrappingTextCell<S> extends TableCell<S, String> {
    private final Text text = new Text();

    public WrappingTextCell() {
        text.wrappingWidthProperty().bind(Bindings.createDoubleBinding(
                () -> Math.max(0, getWidth() - snappedLeftInset() - snappedRightInset()),
                widthProperty(), paddingProperty()));
        // the label's own text would follow the theme and the selection; the wrapped Text takes its colour and font
        text.fillProperty().bind(textFillProperty());
        text.fontProperty().bind(fontProperty());
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
    }

    @Override
    protected void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        text.setText(empty || item == null ? "" : item);
        setGraphic(empty ? null : text);
    }
}
