package com.collimate.inspector.ui.runs;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.Arrays;
import java.util.function.ToDoubleFunction;

/**
 * The advance width of each character in one font, each measured once: a cheap estimate of how wide a text is drawn,
 * to pick the few texts of a sample worth measuring whole.
 * <p>
 * Only the code points below {@value #MEASURED_BELOW} (Latin, Greek, Cyrillic, Hebrew, Arabic, …) are measured; any
 * other counts one em, about what a CJK character or an emoji takes. Measuring every code point met took the FX
 * thread a second per column on a sample of random 500-character keys, and kept a width for each code point met.
 */
final class CharWidths {
    static final int MEASURED_BELOW = 0x800;

    private final double em;
    private final ToDoubleFunction<String> measure;
    private final double[] widths = new double[MEASURED_BELOW];

    CharWidths(Font font) {
        this(font.getSize(), drawnWidth(font));
    }

    /** @param measure the width of a one-character text */
    CharWidths(double em, ToDoubleFunction<String> measure) {
        this.em = em;
        this.measure = measure;
        Arrays.fill(widths, Double.NaN);
    }

    /** The sum of the advance widths of {@code text}'s code points (kerning left out). */
    double estimate(String text) {
        double sum = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < MEASURED_BELOW) {
                sum += width(c);
            } else if (!Character.isLowSurrogate(c)) { // a surrogate pair is one code point
                sum += em;
            }
        }
        return sum;
    }

    private double width(char c) {
        if (Double.isNaN(widths[c])) {
            widths[c] = measure.applyAsDouble(String.valueOf(c));
        }
        return widths[c];
    }

    private static ToDoubleFunction<String> drawnWidth(Font font) {
        Text text = new Text();
        text.setFont(font);
        return chars -> {
            text.setText(chars);
            return text.getLayoutBounds().getWidth();
        };
    }
}
