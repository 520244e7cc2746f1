package com.collimate.inspector.ui.common;

import javafx.scene.control.Tooltip;

/**
 * A tooltip that wraps its text at a readable width: one line of a long status, error or path ran wider than the
 * screen, and a popup that cannot fit the screen is not moved onto it.
 */
public final class WrappingTooltip {
    static final double MAX_WIDTH = 600;

    private WrappingTooltip() {
    }

    public static Tooltip of(String text) {
        Tooltip tooltip = new Tooltip(text);
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(MAX_WIDTH);
        return tooltip;
    }
}
