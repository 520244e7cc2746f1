package com.collimate.inspector.ui.diff;

import javafx.geometry.Bounds;
import org.fxmisc.richtext.CodeArea;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Whether the rows two Compare areas show sit beside each other (read on the FX thread). */
final class RowAlignment {
    /** Rows' screen bounds are drawn snapped to the pixel: half a pixel apart is beside each other. */
    private static final double SUB_PIXEL = 1.0;

    private RowAlignment() {
    }

    /** The rows both areas show whose top or height differ from one side to the other ("row: left vs right"). */
    static List<String> misalignedRows(CodeArea leftArea, CodeArea rightArea) {
        Map<Integer, List<Double>> left = shownRows(leftArea);
        Map<Integer, List<Double>> right = shownRows(rightArea);
        List<String> misaligned = new ArrayList<>();
        left.forEach((row, leftRow) -> {
            List<Double> rightRow = right.get(row);
            if (rightRow != null && (Math.abs(leftRow.get(0) - rightRow.get(0)) > SUB_PIXEL
                    || Math.abs(leftRow.get(1) - rightRow.get(1)) > SUB_PIXEL)) {
                misaligned.add(row + ": " + leftRow + " vs " + rightRow);
            }
        });
        return misaligned;
    }

    /** The top and height on screen of each row {@code area} shows, by row. */
    private static Map<Integer, List<Double>> shownRows(CodeArea area) {
        Map<Integer, List<Double>> rows = new TreeMap<>();
        for (int visible = 0; visible < area.getVisibleParagraphs().size(); visible++) {
            Bounds bounds = area.getVisibleParagraphBoundsOnScreen(visible);
            rows.put(area.visibleParToAllParIndex(visible), List.of(bounds.getMinY(), bounds.getHeight()));
        }
        return rows;
    }
}
