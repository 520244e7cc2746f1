package com.collimate.inspector.ui.runs;

import javafx.scene.control.Label;
import javafx.scene.layout.Region;

import java.util.HashMap;
import java.util.Map;

/**
 * A table cell's chip that keeps one styled {@link Label} per kind it has shown and makes the current one visible.
 * Scrolling re-fills every visible cell each frame; giving one label another kind's style class makes JavaFX match
 * and apply its CSS from scratch (9 % of the FX thread while scrolling a log of mixed seed_acks), while showing a
 * label styled before costs nothing.
 */
final class ChipStack extends Region {
    private final Map<String, Label> chips = new HashMap<>();
    private Label shown;

    ChipStack() {
        getStyleClass().add("chip-stack");
    }

    /**
     * Shows the chip of style class {@code kind} (made with the classes {@code chipClasses} plus {@code kind} the first
     * time) and returns it for its text and icon.
     */
    Label show(String kind, String... chipClasses) {
        Label chip = chips.get(kind);
        if (chip == null) {
            chip = new Label();
            chip.getStyleClass().addAll(chipClasses);
            chip.getStyleClass().add(kind);
            chip.setMinWidth(Region.USE_PREF_SIZE);
            chip.setManaged(false);
            chips.put(kind, chip);
            getChildren().add(chip);
        }
        if (shown != chip) {
            if (shown != null) {
                shown.setVisible(false);
            }
            chip.setVisible(true);
            shown = chip;
            requestLayout();
        }
        return chip;
    }

    @Override
    protected void layoutChildren() {
        if (shown != null) {
            shown.resizeRelocate(0, 0, shown.prefWidth(-1), shown.prefHeight(-1));
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return shown == null ? 0 : shown.prefWidth(-1);
    }

    @Override
    protected double computePrefHeight(double width) {
        return shown == null ? 0 : shown.prefHeight(-1);
    }

    @Override
    protected double computeMinWidth(double height) {
        return computePrefWidth(height);
    }
}
