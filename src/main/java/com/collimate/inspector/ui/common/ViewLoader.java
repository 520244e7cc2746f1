package com.collimate.inspector.ui.common;

import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;

/**
 * Loads an {@link FxmlView} with an already constructed view object as its controller, so views get their
 * view models through their constructors and FXML only wires the nodes.
 */
public final class ViewLoader {
    private static final String ROOT = "/com/collimate/inspector/ui/";

    private ViewLoader() {
    }

    public static Parent load(FxmlView view, Object controller) {
        URL location = ViewLoader.class.getResource(ROOT + view.path());
        if (location == null) {
            throw new IllegalStateException("missing FXML resource " + view.path());
        }
        FXMLLoader loader = new FXMLLoader(location);
        loader.setController(controller);
        try {
            return loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + view.path(), e);
        }
    }
}
