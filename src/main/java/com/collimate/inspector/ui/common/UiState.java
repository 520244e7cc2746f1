package com.collimate.inspector.ui.common;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the window remembers between sessions: its bounds, split positions, recent files, and the runs table's
 * column widths, hidden columns and column order. Immutable; stored by {@link UiStateStore}.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record UiState(
        @JsonProperty("window") WindowBounds window,
        @JsonProperty("splits") Map<String, Double> splitPositions,
        @JsonProperty("recent_files") List<String> recentFiles,
        @JsonProperty("column_widths") Map<String, Double> columnWidths,
        @JsonProperty("hidden_columns") List<String> hiddenColumns,
        @JsonProperty("column_order") List<String> columnOrder) {

    public static final int MAX_RECENT_FILES = 10;

    public record WindowBounds(
            @JsonProperty("x") double x,
            @JsonProperty("y") double y,
            @JsonProperty("width") double width,
            @JsonProperty("height") double height,
            @JsonProperty("maximized") boolean maximized) {
        public static final WindowBounds DEFAULT = new WindowBounds(Double.NaN, Double.NaN, 1280, 820, false);
    }

    public UiState {
        window = window == null || window.width() < 200 || window.height() < 150 ? WindowBounds.DEFAULT : window;
        splitPositions = splitPositions == null ? Map.of() : Map.copyOf(splitPositions);
        recentFiles = recentFiles == null ? List.of() : List.copyOf(recentFiles);
        columnWidths = columnWidths == null ? Map.of() : Map.copyOf(columnWidths);
        hiddenColumns = hiddenColumns == null ? List.of() : List.copyOf(hiddenColumns);
        columnOrder = columnOrder == null ? List.of() : List.copyOf(columnOrder);
    }

    public static UiState defaults() {
        return new UiState(null, null, null, null, null, null);
    }

    /** Puts {@code file} first, without duplicates, keeping at most {@link #MAX_RECENT_FILES}. */
    public UiState withRecentFile(String file) {
        List<String> files = new ArrayList<>(recentFiles);
        files.remove(file);
        files.add(0, file);
        return withRecentFiles(files.subList(0, Math.min(files.size(), MAX_RECENT_FILES)));
    }

    public UiState withRecentFiles(List<String> files) {
        return new UiState(window, splitPositions, files, columnWidths, hiddenColumns, columnOrder);
    }

    public UiState withWindow(WindowBounds bounds) {
        return new UiState(bounds, splitPositions, recentFiles, columnWidths, hiddenColumns, columnOrder);
    }

    public UiState withSplitPosition(String split, double position) {
        Map<String, Double> splits = new LinkedHashMap<>(splitPositions);
        splits.put(split, position);
        return new UiState(window, splits, recentFiles, columnWidths, hiddenColumns, columnOrder);
    }

    public UiState withColumns(Map<String, Double> widths, List<String> hidden, List<String> order) {
        return new UiState(window, splitPositions, recentFiles, widths, hidden, order);
    }
}
