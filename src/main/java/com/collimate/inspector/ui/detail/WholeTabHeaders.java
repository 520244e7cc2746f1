package com.collimate.inspector.ui.detail;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;

/**
 * Shows a tab pane's headers whole or not at all. In a pane too narrow for every header, JavaFX clips the last one
 * it shows mid-word ("Stderr" read "Stc"); that one is hidden instead, and stays reachable from the pane's overflow
 * menu, as the headers beyond it are.
 */
final class WholeTabHeaders {
    private static final double SLACK = 0.5;

    private final TabPane tabs;
    private final Runnable check = this::hideCutHeaders;
    private Node headersRegion;

    private WholeTabHeaders(TabPane tabs) {
        this.tabs = tabs;
    }

    static void install(TabPane tabs) {
        WholeTabHeaders headers = new WholeTabHeaders(tabs);
        // after each layout pass: a header is cut by a resize, a scroll of the headers, or a tab added or renamed
        tabs.sceneProperty().addListener((obs, old, scene) -> headers.follow(old, scene));
        headers.follow(null, tabs.getScene());
    }

    private void follow(Scene old, Scene scene) {
        if (old != null) {
            old.removePostLayoutPulseListener(check);
        }
        if (scene != null) {
            scene.addPostLayoutPulseListener(check);
        }
    }

    private void hideCutHeaders() {
        Node region = headersRegion();
        if (region == null || region.getClip() == null) {
            return;
        }
        Bounds shown = region.localToScene(region.getClip().getBoundsInLocal());
        for (Node header : region.lookupAll(".tab")) {
            Bounds bounds = header.localToScene(header.getLayoutBounds());
            boolean whole = bounds.getMinX() >= shown.getMinX() - SLACK && bounds.getMaxX() <= shown.getMaxX() + SLACK;
            header.setOpacity(whole ? 1 : 0);
            header.setMouseTransparent(!whole);
        }
    }

    /**
     * Looked up once per skin: this runs after every layout pulse of the window, and a lookup from the pane walks the
     * content of every tab (which its skin puts before the headers) first.
     */
    private Node headersRegion() {
        if (headersRegion == null || headersRegion.getScene() == null) {
            headersRegion = tabs.lookup(".headers-region");
        }
        return headersRegion;
    }
}
