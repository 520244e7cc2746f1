package com.collimate.inspector.ui.runs;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.HashMap;
import java.util.Map;

/**
 * The advance width of each character in one font, each measured once: a cheap estimate of how wide a text is drawn,
 * to pick the few texts of a sample worth measuring whole.
 */
final class CharWidths {
    private final Text measure = new Text();
    private final Map<Integer, Double> widths = new HashMap<>();

    CharWidths(Font font) {
        measure.setFont(font);
    }

    /** The sum of the advance widths of {@code text}'s characters (kerning left out). */
    double estimate(String text) {
        return text.codePoints().mapToDouble(this::width).sum();
    }

    private double width(int codePoint) {
        return widths.computeIfAbsent(codePoint, c -> {
            measure.setText(Character.toString(c));
            return measure.getLayoutBounds().getWidth();
        });
    }
}
