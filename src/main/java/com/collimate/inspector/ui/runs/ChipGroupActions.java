package com.collimate.inspector.ui.runs;

import javafx.geometry.Side;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import java.util.List;

/**
 * "Only this" and "All" for a group of filter chips, so isolating one verdict is one gesture instead of turning the
 * others off one by one: Ctrl+click (or Alt+click) on a chip, the O key on a focused chip, or its context menu
 * (right-click, the menu key or Shift+F10) shows only that chip's runs; A or the menu's "All" turns every chip of
 * the group on. Each chip changes through its own action ({@link ToggleButton#fire()}), so this works for any
 * group whatever the chips filter.
 */
final class ChipGroupActions {
    static final String HINT = "Ctrl+click or O: only this · A: all of the group · right-click for the menu";
    private static final KeyCombination SHIFT_F10 = new KeyCodeCombination(KeyCode.F10, KeyCombination.SHIFT_DOWN);

    private ChipGroupActions() {
    }

    static void install(List<ToggleButton> chips) {
        for (ToggleButton chip : chips) {
            MenuItem only = new MenuItem("Only this");
            only.setId("onlyThisMenuItem");
            only.setOnAction(event -> onlyThis(chips, chip));
            MenuItem all = new MenuItem("All");
            all.setId("allMenuItem");
            all.setOnAction(event -> showAll(chips));
            ContextMenu menu = new ContextMenu(only, all);
            chip.setContextMenu(menu);
            // A modified press must not arm the chip, or its release would toggle it as a plain click does.
            chip.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> {
                if (isSoloClick(event)) {
                    event.consume();
                    chip.requestFocus();
                }
            });
            chip.addEventFilter(MouseEvent.MOUSE_RELEASED, event -> {
                if (isSoloClick(event)) {
                    event.consume();
                    onlyThis(chips, chip);
                }
            });
            chip.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
                if (event.getCode() == KeyCode.O && !event.isShortcutDown() && !event.isAltDown()) {
                    onlyThis(chips, chip);
                    event.consume();
                } else if (event.getCode() == KeyCode.A && !event.isShortcutDown() && !event.isAltDown()) {
                    showAll(chips);
                    event.consume();
                } else if (event.getCode() == KeyCode.CONTEXT_MENU || SHIFT_F10.match(event)) {
                    menu.show(chip, Side.BOTTOM, 0, 0);
                    event.consume();
                }
            });
            Tooltip tooltip = chip.getTooltip() == null ? new Tooltip() : chip.getTooltip();
            tooltip.setText(tooltip.getText() == null || tooltip.getText().isEmpty() ? HINT
                    : tooltip.getText() + "\n\n" + HINT);
            tooltip.setWrapText(true);
            tooltip.setMaxWidth(420);
            chip.setTooltip(tooltip);
        }
    }

    private static boolean isSoloClick(MouseEvent event) {
        return event.getButton() == MouseButton.PRIMARY && (event.isShortcutDown() || event.isAltDown());
    }

    static void onlyThis(List<ToggleButton> chips, ToggleButton kept) {
        for (ToggleButton chip : chips) {
            if (chip.isSelected() != (chip == kept)) {
                chip.fire();
            }
        }
    }

    static void showAll(List<ToggleButton> chips) {
        for (ToggleButton chip : chips) {
            if (!chip.isSelected()) {
                chip.fire();
            }
        }
    }
}
