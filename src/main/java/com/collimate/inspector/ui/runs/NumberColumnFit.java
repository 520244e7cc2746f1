package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunStatistics;
import com.collimate.inspector.core.model.RunSummary;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableColumn;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

import java.util.function.ToIntFunction;

/**
 * Keeps a column of numbers at least as wide as its widest value in the log, measured in the font and padding of
 * its cells: neither the default width nor a narrower one saved in ui-state.json may cut a number to "225…" (a line
 * number) or "322…" (exit code 3221225477). The minimum follows the log as it grows, and never falls below the
 * column's own minimum (its title's width).
 */
public final class NumberColumnFit<S, T> {
    private final TableColumn<S, T> column;
    private final boolean bold;
    private final double floor;
    private CellStyle style;
    private int widestChars;
    private Font font;
    private double digitWidth;

    private NumberColumnFit(TableColumn<S, T> column, boolean bold) {
        this.column = column;
        this.bold = bold;
        this.floor = column.getMinWidth();
    }

    /** The Line column: as wide as the largest line number. */
    static void installForLines(TableColumn<Integer, RunSummary> column, ObservableValue<RunStatistics> statistics) {
        install(column, statistics, stats -> stats.largestLine() > 0 ? Long.toString(stats.largestLine()).length() : 0,
                false);
    }

    /** The Exit column: as wide as the widest exit code, in bold as a non-zero code is shown. */
    static void installForExitCodes(TableColumn<Integer, RunSummary> column,
                                    ObservableValue<RunStatistics> statistics) {
        install(column, statistics, RunStatistics::widestExitCodeChars, true);
    }

    /**
     * {@code widestChars}: the characters of the widest value (a minus counts as a digit), 0 when none. Install after
     * the column's cell factory.
     */
    public static <S, T, V> void install(TableColumn<S, T> column, ObservableValue<V> values,
                                         ToIntFunction<V> widestChars, boolean bold) {
        NumberColumnFit<S, T> fit = new NumberColumnFit<>(column, bold);
        fit.style = CellStyle.watch(column, fit::update);
        values.addListener((obs, old, now) -> fit.setWidestChars(widestChars.applyAsInt(now)));
        fit.setWidestChars(widestChars.applyAsInt(values.getValue()));
    }

    private void setWidestChars(int chars) {
        widestChars = chars;
        update();
    }

    private void update() {
        Font cellFont = style == null ? null : style.font();
        if (cellFont == null || widestChars <= 0) {
            return;
        }
        Font measured = bold ? Font.font(cellFont.getFamily(), FontWeight.BOLD, cellFont.getSize()) : cellFont;
        if (!measured.equals(font)) {
            font = measured;
            digitWidth = widestDigit(measured);
        }
        column.setMinWidth(Math.max(floor, Math.ceil(widestChars * digitWidth + style.padding())));
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
