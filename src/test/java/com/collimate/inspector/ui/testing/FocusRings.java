package com.collimate.inspector.ui.testing;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;

/** Whether a keyboard focus shows: pixels of scene snapshots taken before and after a node took the focus. */
public final class FocusRings {
    private FocusRings() {
    }

    /**
     * How much of a ring along {@code node}'s edge (2 px either side of it) changed from {@code before} to
     * {@code after}: changed pixels per pixel of the edge's length, so about 1 for a ring of one pixel.
     */
    public static double ringAround(Node node, WritableImage before, WritableImage after) throws Exception {
        Bounds bounds = FxWait.onFx(() -> node.localToScene(node.getLayoutBounds()));
        int minX = (int) Math.floor(bounds.getMinX());
        int minY = (int) Math.floor(bounds.getMinY());
        int maxX = (int) Math.ceil(bounds.getMaxX());
        int maxY = (int) Math.ceil(bounds.getMaxY());
        int changed = 0;
        for (int y = Math.max(0, minY - 2); y < Math.min(before.getHeight(), maxY + 2); y++) {
            for (int x = Math.max(0, minX - 2); x < Math.min(before.getWidth(), maxX + 2); x++) {
                boolean inside = x >= minX + 2 && x < maxX - 2 && y >= minY + 2 && y < maxY - 2;
                if (!inside && differs(before.getPixelReader().getColor(x, y), after.getPixelReader().getColor(x, y))) {
                    changed++;
                }
            }
        }
        return changed / (2.0 * (maxX - minX + maxY - minY));
    }

    /**
     * The share of the rows across the middle third of {@code node} in which a pixel just inside its left edge (1 to
     * 5 px in) turned light from {@code before} to {@code after}: a light line inside a node filled with colour.
     */
    public static double lightLineInside(Node node, WritableImage before, WritableImage after) throws Exception {
        Bounds bounds = FxWait.onFx(() -> node.localToScene(node.getLayoutBounds()));
        int minX = (int) Math.floor(bounds.getMinX());
        int fromY = (int) Math.ceil(bounds.getMinY() + bounds.getHeight() / 3);
        int toY = (int) Math.floor(bounds.getMaxY() - bounds.getHeight() / 3);
        int lit = 0;
        for (int y = fromY; y < toY; y++) {
            for (int x = minX + 1; x <= minX + 5; x++) {
                if (luminance(before.getPixelReader().getColor(x, y)) < 0.6
                        && luminance(after.getPixelReader().getColor(x, y)) > 0.8) {
                    lit++;
                    break;
                }
            }
        }
        return lit / (double) Math.max(1, toY - fromY);
    }

    private static boolean differs(Color was, Color is) {
        return Math.abs(was.getRed() - is.getRed()) + Math.abs(was.getGreen() - is.getGreen())
                + Math.abs(was.getBlue() - is.getBlue()) > 0.15;
    }

    private static double luminance(Color colour) {
        return 0.2126 * colour.getRed() + 0.7152 * colour.getGreen() + 0.0722 * colour.getBlue();
    }
}
