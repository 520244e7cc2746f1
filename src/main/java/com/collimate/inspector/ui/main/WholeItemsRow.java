package com.collimate.inspector.ui.main;

import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Rectangle;

/**
 * A row of items (the status bar's seed_ack counts) that shows as many of them, from the first, as fit whole, and
 * leaves the rest out rather than cut one: it asks for no minimum width, so that in a narrow window, or beside a
 * long status, it gives way instead of pushing the window's content past its right edge (the Overview button went out
 * of view). The counts are also on the filter chips above the table.
 */
public final class WholeItemsRow extends Pane {
    private final Rectangle shown = new Rectangle();
    private double spacing;

    public WholeItemsRow() {
        setClip(shown);
    }

    public double getSpacing() {
        return spacing;
    }

    public void setSpacing(double spacing) {
        this.spacing = spacing;
        requestLayout();
    }

    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    @Override
    protected double computePrefWidth(double height) {
        double width = 0;
        for (Node item : getManagedChildren()) {
            width += (width > 0 ? spacing : 0) + snapSizeX(item.prefWidth(-1));
        }
        return snappedLeftInset() + width + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        double height = 0;
        for (Node item : getManagedChildren()) {
            height = Math.max(height, item.prefHeight(-1));
        }
        return snappedTopInset() + height + snappedBottomInset();
    }

    /** Every item at its preferred size, centred in the row's height; the clip ends after the last whole one. */
    @Override
    protected void layoutChildren() {
        double x = snappedLeftInset();
        double room = getWidth() - snappedRightInset();
        double shownRight = 0;
        for (Node item : getManagedChildren()) {
            double width = snapSizeX(item.prefWidth(-1));
            double height = item.prefHeight(-1);
            item.resizeRelocate(x, snapPositionY((getHeight() - height) / 2), width, height);
            if (x + width <= room) {
                shownRight = x + width;
            } else {
                room = -1; // an item that does not fit: none after it is shown either
            }
            x += width + spacing;
        }
        shown.setWidth(shownRight);
        shown.setHeight(getHeight());
    }
}
