package com.collimate.inspector.ui.help;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;

import java.util.ArrayList;
import java.util.List;

/**
 * Every keyboard shortcut of the app: the accelerators of the menus, read from the menus themselves so the list
 * cannot go stale, then the keys that work inside a view and have no menu item.
 */
public final class ShortcutList {
    /** One shortcut: its keys as the platform writes them ("Ctrl+Shift+F"), what it does, and where it is. */
    public record Shortcut(String keys, String action, String where) {
    }

    /** The keys of the views that no menu item carries. */
    static final List<Shortcut> VIEW_KEYS = List.of(
            new Shortcut("Alt+letter", "Open the menu with that underlined letter", "Menus"),
            new Shortcut("Down / Enter", "Go on to the results, selecting the first", "Search field"),
            new Shortcut("Esc", "Clear the search", "Search field"),
            new Shortcut("Esc", "Go back to the runs table", "Overview dashboard"),
            new Shortcut("Ctrl+C", "Copy the selected runs' seeds", "Runs table"),
            new Shortcut("Enter", "Go to the selected run's detail (its tabs)", "Runs table"),
            new Shortcut("Ctrl+click / Alt+click, O", "Show only this chip's runs", "Filter chips"),
            new Shortcut("A", "Show the runs of every chip of the group", "Filter chips"),
            new Shortcut("Shift+F10 / Menu key", "Open the chip's menu (Only this, All)", "Filter chips"),
            new Shortcut("Enter", "Compare the attempt with the original", "Run detail, Replays tab"),
            new Shortcut("F7 / Shift+F7", "Next / previous change", "Compare window"),
            new Shortcut("Enter / click", "Unfold the hidden unchanged lines", "Compare window"),
            new Shortcut("Ctrl+Tab", "Next tab", "Log tabs, run detail tabs"),
            new Shortcut("Ctrl+Shift+Tab", "Previous tab", "Log tabs, run detail tabs"),
            new Shortcut("Esc / Ctrl+W", "Close the window", "Compare, Load errors, Help"),
            new Shortcut("Ctrl+Q", "Quit, as from the main window", "Compare, Load errors, Help"));

    private ShortcutList() {
    }

    /** The menus' accelerators, in menu order, then {@link #VIEW_KEYS}. */
    public static List<Shortcut> of(List<Menu> menus) {
        List<Shortcut> shortcuts = new ArrayList<>();
        for (Menu menu : menus) {
            collect(menu, plainText(menu), shortcuts);
        }
        shortcuts.addAll(VIEW_KEYS);
        return List.copyOf(shortcuts);
    }

    private static void collect(Menu menu, String where, List<Shortcut> into) {
        for (MenuItem item : menu.getItems()) {
            if (item instanceof Menu submenu) {
                collect(submenu, where + " › " + plainText(submenu), into);
            } else if (item.getAccelerator() != null) {
                into.add(new Shortcut(item.getAccelerator().getDisplayText(), plainText(item), where));
            }
        }
    }

    /** The item's text without its mnemonic marker ("Re_load" → "Reload"; "__" stands for one "_"). */
    static String plainText(MenuItem item) {
        String text = item.getText() == null ? "" : item.getText();
        if (!item.isMnemonicParsing()) {
            return text;
        }
        StringBuilder plain = new StringBuilder(text.length());
        boolean markerSeen = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '_' && i + 1 < text.length() && text.charAt(i + 1) == '_') {
                plain.append('_');
                i++;
            } else if (c == '_' && !markerSeen) {
                markerSeen = true;
            } else {
                plain.append(c);
            }
        }
        return plain.toString();
    }
}
