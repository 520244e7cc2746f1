package com.collimate.inspector.ui.common;

import javafx.application.Platform;
import javafx.scene.Scene;

/** Running something once JavaFX has laid a scene out. */
public final class Pulses {
    private Pulses() {
    }

    /** Runs {@code action} on the FX thread right after the next pulse has laid {@code scene} out. */
    public static void afterNextLayout(Scene scene, Runnable action) {
        atEndOfLayout(scene, () -> Platform.runLater(action));
    }

    /**
     * Runs {@code action} on the FX thread once the pulse under way has laid {@code scene} out, before it is drawn
     * (asked outside a pulse: the next one). Unlike {@link #afterNextLayout}, whatever {@code action} changes is
     * drawn in the same frame if it lays the scene out again.
     */
    public static void atEndOfLayout(Scene scene, Runnable action) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            action.run();
        };
        scene.addPostLayoutPulseListener(once[0]);
        Platform.requestNextPulse();
    }
}
