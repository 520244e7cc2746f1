package com.collimate.inspector.ui.common;

import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.NestedTableColumnHeader;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.control.skin.TableHeaderRow;
import javafx.scene.control.skin.TableViewSkin;
import javafx.scene.input.MouseEvent;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A table whose corner button shows the app's own column menu (JavaFX's parses an underscore in a column title as a
 * mnemonic, so "seed_ack" read "seedack" there), and where a double-click on a column's edge fits the column the
 * app's way: JavaFX's measures a cell for every row, for seconds in a large table.
 */
public final class ColumnMenuTableSkin<S> extends TableViewSkin<S> {
    private final Supplier<List<? extends MenuItem>> menuItems;
    private final Consumer<TableColumnBase<?, ?>> fitColumn;
    private final ContextMenu menu = new ContextMenu();

    public ColumnMenuTableSkin(TableView<S> table, Supplier<List<? extends MenuItem>> menuItems,
                               Consumer<TableColumnBase<?, ?>> fitColumn) {
        super(table);
        this.menuItems = menuItems;
        this.fitColumn = fitColumn;
    }

    @Override
    protected TableHeaderRow createTableHeaderRow() {
        return new TableHeaderRow(this) {
            @Override
            protected void showColumnMenu(MouseEvent event) {
                menu.getItems().setAll(menuItems.get());
                menu.show(this, event.getScreenX(), event.getScreenY());
                event.consume();
            }

            @Override
            protected NestedTableColumnHeader createRootHeader() {
                return new NestedTableColumnHeader(null) {
                    @Override
                    @SuppressWarnings("rawtypes") // as JavaFX declares it
                    protected TableColumnHeader createTableColumnHeader(TableColumnBase column) {
                        return column == null || column.getColumns().isEmpty() ? new FittedColumnHeader(column)
                                : super.createTableColumnHeader(column);
                    }
                };
            }
        };
    }

    private final class FittedColumnHeader extends TableColumnHeader {
        FittedColumnHeader(TableColumnBase<?, ?> column) {
            super(column);
        }

        /** Every row (-1) is a double-click on the edge; JavaFX's fit of a column left at 80 px measures 30 rows. */
        @Override
        protected void resizeColumnToFitContent(int rows) {
            if (rows < 0) {
                fitColumn.accept(getTableColumn());
            } else {
                super.resizeColumnToFitContent(rows);
            }
        }
    }
}
