package com.collimate.inspector.ui.common;

import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableHeaderRow;
import javafx.scene.control.skin.TableViewSkin;
import javafx.scene.input.MouseEvent;

import java.util.List;
import java.util.function.Supplier;

/**
 * A table whose corner button shows the app's own column menu. JavaFX's parses an underscore in a column title as a
 * mnemonic, so "seed_ack" read "seedack" there.
 */
public final class ColumnMenuTableSkin<S> extends TableViewSkin<S> {
    private final Supplier<List<? extends MenuItem>> menuItems;
    private final ContextMenu menu = new ContextMenu();

    public ColumnMenuTableSkin(TableView<S> table, Supplier<List<? extends MenuItem>> menuItems) {
        super(table);
        this.menuItems = menuItems;
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
        };
    }
}
