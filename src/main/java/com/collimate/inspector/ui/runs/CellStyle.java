package com.collimate.inspector.ui.runs;

import javafx.application.Platform;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.text.Font;
import javafx.util.Callback;

/**
 * The font and horizontal padding of a column's cells, known once CSS has styled one of them: what a column is
 * measured in to fit its values. CSS sets a new cell's font and its padding one after the other, so read at each
 * change a new cell's style seemed to change twice, and each new cell of a text column refitted the columns from a
 * sample of 1,000 runs (60 % of the FX thread's time while a big log's first rows were built). The cells are read
 * once CSS is done with them: after the pulse, the last one changed for all the cells that pulse styled.
 */
final class CellStyle {
    private final Runnable changed;
    private Font font;
    private double padding;
    /** The last cell whose font or padding changed, to read after the pulse; null when none is waiting. */
    private TableCell<?, ?> restyled;

    private CellStyle(Runnable changed) {
        this.changed = changed;
    }

    /** Watches the cells {@code column} makes from now on; {@code changed} runs when their font or padding changes. */
    static <S, T> CellStyle watch(TableColumn<S, T> column, Runnable changed) {
        CellStyle style = new CellStyle(changed);
        Callback<TableColumn<S, T>, TableCell<S, T>> cells = column.getCellFactory();
        column.setCellFactory(c -> {
            TableCell<S, T> cell = cells.call(c);
            cell.fontProperty().addListener((obs, old, cellFont) -> style.restyled(cell));
            cell.insetsProperty().addListener((obs, old, insets) -> style.restyled(cell));
            return cell;
        });
        return style;
    }

    /** Null until a cell has been styled. */
    Font font() {
        return font;
    }

    /** Left and right padding together. */
    double padding() {
        return padding;
    }

    private void restyled(TableCell<?, ?> cell) {
        if (restyled == null) {
            Platform.runLater(this::readRestyled);
        }
        restyled = cell;
    }

    private void readRestyled() {
        TableCell<?, ?> cell = restyled;
        restyled = null;
        update(cell);
    }

    /** Every cell of the column reports the same style once CSS is done with it: only a change is passed on. */
    private void update(TableCell<?, ?> cell) {
        Font cellFont = cell.getFont();
        double cellPadding = cell.getInsets().getLeft() + cell.getInsets().getRight();
        if (!cellFont.equals(font) || cellPadding != padding) {
            font = cellFont;
            padding = cellPadding;
            changed.run();
        }
    }
}
