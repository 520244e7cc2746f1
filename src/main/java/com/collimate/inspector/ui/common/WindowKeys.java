package com.collimate.inspector.ui.common;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;

import java.util.List;

/** Keys every secondary window answers to. */
public final class WindowKeys {
    private static final List<KeyCombination> CLOSE = List.of(new KeyCodeCombination(KeyCode.ESCAPE),
            new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN));

    private WindowKeys() {
    }

    /** Escape and Ctrl+W (Cmd+W) close {@code stage}; call once its scene is set. */
    public static void closeOnEscape(Stage stage) {
        CLOSE.forEach(keys -> stage.getScene().getAccelerators().put(keys, stage::close));
    }
}
