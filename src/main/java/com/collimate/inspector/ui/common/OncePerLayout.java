package com.collimate.inspector.ui.common;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;

/**
 * Runs an action once at the end of the layout of the pulse in which it was asked for, however often it was asked:
 * for what follows values that change many times in one layout (Flowless' size estimates change with each cell laid
 * out, and reading one walks all the cells the area holds). Outside a scene, it runs later on the FX thread.
 */
public final class OncePerLayout {
    private final Node node;
    private final Runnable action;
    private boolean asked;

    /** @param node the node whose scene's layout it waits for */
    public OncePerLayout(Node node, Runnable action) {
        this.node = node;
        this.action = action;
    }

    public void ask() {
        if (asked) {
            return;
        }
        asked = true;
        Scene scene = node.getScene();
        if (scene != null) {
            Pulses.atEndOfLayout(scene, this::run);
        } else {
            Platform.runLater(this::run);
        }
    }

    private void run() {
        asked = false;
        action.run();
    }
}
