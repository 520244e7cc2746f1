package com.collimate.inspector.ui.common;

import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.shape.Rectangle;

/**
 * Runs an action on the FX thread once the first frame of a window just shown has been painted and put on the
 * screen. Work queued with {@code Platform.runLater} right after {@code Stage.show()} kept the window blank (the
 * desktop's white, whatever the theme) for as long as it ran: seconds, for the first log tab at start-up. The frame
 * is painted on the render thread, but with the software pipeline (Xvfb, remote desktops) its pixels are copied to
 * the window by a task on the FX thread, which waited behind that work.
 */
public final class AfterFirstFrames extends AnimationTimer {
    private final Runnable action;
    private boolean pulsed;

    private AfterFirstFrames(Runnable action) {
        this.action = action;
    }

    /** Call on the FX thread, after showing the window. */
    public static void run(Runnable action) {
        new AfterFirstFrames(action).start();
    }

    /**
     * Frames are counted from the one after the window's first: by then that one has been given to the render thread,
     * which renders in order, so a snapshot there returns once it is painted and its copy to the window is queued.
     */
    @Override
    public void handle(long now) {
        if (!pulsed) {
            pulsed = true;
            return;
        }
        stop();
        new Rectangle(1, 1).snapshot(null, null);
        Platform.runLater(action);
    }
}
