package com.collimate.inspector.ui.common;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.stage.PopupWindow;

/**
 * Shows a node's tooltip just above the node, not below the pointer: for the status bar at the bottom of the window.
 * Below the pointer, a window at the bottom of the screen pushed the tooltip back up onto the screen, over the notice
 * it explains and under the pointer.
 */
public final class TooltipAbove {
    private static final double GAP = 4;

    private TooltipAbove() {
    }

    /** Call once; {@code tooltip} is {@code owner}'s. */
    public static void place(Tooltip tooltip, Node owner) {
        // its first frame already above the pointer, so it is not pushed around before it is moved above the node
        tooltip.setAnchorLocation(PopupWindow.AnchorLocation.WINDOW_BOTTOM_LEFT);
        tooltip.setOnShown(event -> {
            Bounds node = owner.localToScreen(owner.getBoundsInLocal());
            if (node != null) {
                tooltip.setY(node.getMinY() - GAP - tooltip.getHeight());
            }
        });
    }
}
