package com.collimate.inspector.ui.testing;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import org.testfx.api.FxRobot;

import java.util.List;
import java.util.Optional;

/** Menu items of the main window's menu bar ({@code #menuBar}) by fx:id: they are not nodes a lookup finds. */
public final class MenuItems {
    private MenuItems() {
    }

    /** The item with this fx:id. FX thread. */
    public static MenuItem find(FxRobot robot, String id) {
        MenuBar bar = robot.lookup("#menuBar").queryAs(MenuBar.class);
        return find(bar.getMenus(), id).orElseThrow(() -> new AssertionError("no menu item #" + id));
    }

    private static Optional<MenuItem> find(List<? extends MenuItem> items, String id) {
        for (MenuItem item : items) {
            if (id.equals(item.getId())) {
                return Optional.of(item);
            }
            if (item instanceof Menu menu) {
                Optional<MenuItem> found = find(menu.getItems(), id);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }
}
