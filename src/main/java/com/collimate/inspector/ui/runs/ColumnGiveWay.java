package com.collimate.inspector.ui.runs;

import javafx.beans.InvalidationListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * In a table too narrow for its columns up to the verdict (a small window: at 900 px the verdict was scrolled out of
 * view), the seed, exit code and reward columns before it give way, each in proportion to its width, down to its
 * minimum width, so that line, key, seed_ack and the verdict stay in view; the detail shows the values they cut.
 * When they have given way as far as they go, the key gives way too, down to its minimum: it is fitted to the keys of
 * the log ({@link TextColumnFit}), wider than a small window has room for. They get their own widths back as the table
 * widens. Their own widths (default, fitted, saved or dragged) are the ones remembered, not the narrower ones they
 * give way to.
 */
final class ColumnGiveWay {
    private static final Set<RunColumn> GIVING_WAY =
            EnumSet.of(RunColumn.SEED, RunColumn.EXIT_CODE, RunColumn.REWARD, RunColumn.KEY);
    private static final Set<RunColumn> KEPT_IN_VIEW =
            EnumSet.of(RunColumn.LINE, RunColumn.KEY, RunColumn.SEED_ACK, RunColumn.VERDICT);

    private final TableView<Integer> table;
    private final Map<TableColumn<Integer, ?>, Double> ownWidths = new HashMap<>();
    /** The columns now narrower than their own widths. */
    private final Set<TableColumn<Integer, ?>> narrowed = new HashSet<>();
    private ScrollBar verticalBar;
    private boolean fitting;

    private ColumnGiveWay(TableView<Integer> table) {
        this.table = table;
    }

    /** Call once the table has its columns (their own widths as their preferred ones). */
    static ColumnGiveWay install(TableView<Integer> table) {
        ColumnGiveWay giveWay = new ColumnGiveWay(table);
        InvalidationListener refit = obs -> giveWay.fit();
        for (TableColumn<Integer, ?> column : table.getColumns()) {
            if (!GIVING_WAY.contains(column(column))) {
                column.widthProperty().addListener(refit); // line numbers grown with the log
            } else {
                giveWay.ownWidths.put(column, column.getPrefWidth());
                // a width not set here is the column's own (dragged, or a minimum that grew with the log), unless
                // it is the minimum a narrowed column was pushed up to
                column.widthProperty().addListener((obs, old, width) -> {
                    boolean pushedUp = giveWay.narrowed.contains(column)
                            && width.doubleValue() == column.getMinWidth();
                    if (!giveWay.fitting && !pushedUp) {
                        giveWay.ownWidths.put(column, width.doubleValue());
                    }
                });
                column.minWidthProperty().addListener(refit);
                // a width set by the app (the key fitted to the log's keys); a dragged one changes the width alone,
                // so that a drag is not undone at once where there is no room for it
                column.prefWidthProperty().addListener(obs -> {
                    if (!giveWay.fitting) {
                        giveWay.fit();
                    }
                });
            }
        }
        table.widthProperty().addListener(refit);
        table.getVisibleLeafColumns().addListener(refit);
        return giveWay;
    }

    /** {@code column}'s own width: the one it has when the table is wide enough. */
    double ownWidth(TableColumn<Integer, ?> column) {
        return ownWidths.getOrDefault(column, column.getWidth());
    }

    private void fit() {
        if (table.getWidth() <= 0) {
            return; // not laid out yet
        }
        List<TableColumn<Integer, ?>> shown = table.getVisibleLeafColumns();
        int last = -1;
        for (int i = 0; i < shown.size(); i++) {
            if (KEPT_IN_VIEW.contains(column(shown.get(i)))) {
                last = i;
            }
        }
        double kept = 0;
        double giving = 0;
        double floor = 0;
        TableColumn<Integer, ?> key = null;
        for (int i = 0; i <= last; i++) {
            TableColumn<Integer, ?> column = shown.get(i);
            if (i < last && column(column) == RunColumn.KEY) {
                key = column;
            } else if (i < last && ownWidths.containsKey(column)) {
                giving += ownWidth(column);
                floor += narrowest(column);
            } else {
                kept += column.getWidth();
            }
        }
        double room = viewportWidth() - kept;
        double keyWidth = key == null ? 0 : Math.min(ownWidth(key), Math.max(narrowest(key), Math.floor(room - floor)));
        room -= keyWidth;
        double share = giving <= room || giving <= floor ? 1 : Math.max(0, (room - floor) / (giving - floor));
        fitting = true;
        try {
            for (TableColumn<Integer, ?> column : ownWidths.keySet()) {
                boolean before = shown.indexOf(column) >= 0 && shown.indexOf(column) < last;
                double own = ownWidth(column);
                // whole pixels down, so that the verdict's right edge is not a fraction beyond the table's
                double width = !before ? own : column == key ? keyWidth
                        : Math.min(own, Math.floor(narrowest(column) + (own - narrowest(column)) * share));
                if (width < own) {
                    narrowed.add(column);
                } else {
                    narrowed.remove(column);
                }
                column.setPrefWidth(width);
            }
        } finally {
            fitting = false;
        }
    }

    /** The column's minimum: it shows the first characters of its values (the Exit column's fits its widest code). */
    private static double narrowest(TableColumn<Integer, ?> column) {
        return column.getMinWidth();
    }

    /** The width the columns are shown in: the table's, less its border and its vertical scroll bar when shown. */
    private double viewportWidth() {
        if (verticalBar == null) {
            for (Node node : table.lookupAll(".scroll-bar")) {
                if (node instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL) {
                    verticalBar = bar;
                    bar.visibleProperty().addListener(obs -> fit());
                }
            }
        }
        double bar = verticalBar != null && verticalBar.isVisible() ? verticalBar.getWidth() : 0;
        return table.getWidth() - table.snappedLeftInset() - table.snappedRightInset() - bar;
    }

    private static RunColumn column(TableColumn<Integer, ?> column) {
        return (RunColumn) column.getUserData();
    }
}
