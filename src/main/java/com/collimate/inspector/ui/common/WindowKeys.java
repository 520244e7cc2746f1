package com.collimate.inspector.ui.common;

import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.List;

/** Keys every secondary window answers to. */
public final class WindowKeys {
    private static final List<KeyCombination> CLOSE = List.of(new KeyCodeCombination(KeyCode.ESCAPE),
            new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN));
    private static final KeyCombination QUIT = new KeyCodeCombination(KeyCode.Q, KeyCombination.SHORTCUT_DOWN);

    private WindowKeys() {
    }

    /**
     * Escape and Ctrl+W (Cmd+W) close {@code stage}; Ctrl+Q (Cmd+Q) does what it does in the window owning it (the main
     * window's Quit, which asks first while replays run). Call once its scene is set.
     */
    public static void install(Stage stage) {
        CLOSE.forEach(keys -> stage.getScene().getAccelerators().put(keys, stage::close));
        stage.getScene().getAccelerators().put(QUIT, () -> quitAsOwner(stage));
    }

    /** Runs the owner's own Ctrl+Q: its menu's accelerator, which the menu bar puts in the owner's scene. */
    private static void quitAsOwner(Stage stage) {
        Window owner = stage.getOwner();
        Scene scene = owner == null ? null : owner.getScene();
        Runnable quit = scene == null ? null : scene.getAccelerators().get(QUIT);
        if (quit != null) {
            quit.run();
        }
    }
}
