package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.util.Callback;

/**
 * Keeps the Line column at least as wide as the largest line number of the log, measured in the font and padding
 * of its cells: neither the default width nor a narrower one saved in ui-state.json may cut a number to "225…".
 * The minimum follows the log as it grows.
 */
final class LineColumnFit {
    private final TableColumn<Integer, RunSummary> column;
    private long largestLine;
    private Font font;
    private double digitWidth;
    private double padding;

    private LineColumnFit(TableColumn<Integer, RunSummary> column) {
        this.column = column;
    }

    static void install(TableColumn<Integer, RunSummary> column, ObservableValue<RunStatistics> statistics) {
        LineColumnFit fit = new LineColumnFit(column);
        Callback<TableColumn<Integer, RunSummary>, TableCell<Integer, RunSummary>> cells = column.getCellFactory();
        column.setCellFactory(c -> {
            TableCell<Integer, RunSummary> cell = cells.call(c);
            fit.watch(cell);
            return cell;
        });
        statistics.addListener((obs, old, stats) -> fit.setLargestLine(stats.largestLine()));
        fit.setLargestLine(statistics.getValue().largestLine());
    }

    /** The cells' font and padding are known once CSS has styled a cell. */
    private void watch(TableCell<?, ?> cell) {
        cell.fontProperty().addListener((obs, old, cellFont) -> measureIn(cellFont, cell.getInsets()));
        cell.insetsProperty().addListener((obs, old, insets) -> measureIn(cell.getFont(), insets));
    }

    private void measureIn(Font cellFont, Insets insets) {
        if (!cellFont.equals(font)) {
            font = cellFont;
            digitWidth = widestDigit(cellFont);
        }
        padding = insets.getLeft() + insets.getRight();
        update();
    }

    private void setLargestLine(long line) {
        largestLine = line;
        update();
    }

    private void update() {
        if (font != null && largestLine > 0) {
            column.setMinWidth(Math.ceil(Long.toString(largestLine).length() * digitWidth + padding));
        }
    }

    /** The digits of a proportional font differ in width: every number of as many digits must fit. */
    private static double widestDigit(Font font) {
        Text digit = new Text();
        digit.setFont(font);
        double widest = 0;
        for (char c = '0'; c <= '9'; c++) {
            digit.setText(String.valueOf(c));
            widest = Math.max(widest, digit.getLayoutBounds().getWidth());
        }
        return widest;
    }
}
