package com.collimate.inspector.ui.runs;

import java.util.List;
import java.util.Map;

/** The runs table's column widths (by column id) and hidden columns, as remembered between sessions. */
public record ColumnLayout(Map<String, Double> widths, List<String> hidden) {
    public ColumnLayout {
        widths = Map.copyOf(widths);
        hidden = List.copyOf(hidden);
    }
}
