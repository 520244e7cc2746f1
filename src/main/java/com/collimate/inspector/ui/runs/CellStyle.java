package com.collimate.inspector.ui.runs;

import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.text.Font;
import javafx.util.Callback;

/**
 * The font and horizontal padding of a column's cells, known once CSS has styled one of them: what a column is
 * measured in to fit its values.
 */
final class CellStyle {
    private final Runnable changed;
    private Font font;
    private double padding;

    private CellStyle(Runnable changed) {
        this.changed = changed;
    }

    /** Watches the cells {@code column} makes from now on; {@code changed} runs when their font or padding changes. */
    static <S, T> CellStyle watch(TableColumn<S, T> column, Runnable changed) {
        CellStyle style = new CellStyle(changed);
        Callback<TableColumn<S, T>, TableCell<S, T>> cells = column.getCellFactory();
        column.setCellFactory(c -> {
            TableCell<S, T> cell = cells.call(c);
            cell.fontProperty().addListener((obs, old, cellFont) -> style.update(cell));
            cell.insetsProperty().addListener((obs, old, insets) -> style.update(cell));
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

    /** Every cell of the column reports the same style as CSS reaches it: only a change is passed on. */
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
