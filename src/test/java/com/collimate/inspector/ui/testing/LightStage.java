package com.collimate.inspector.ui.testing;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.common.Themes;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Shows a view alone in a test's stage, in the light theme, at the given size: TestFX hands every test the same
 * primary stage, which keeps a size set by an earlier test over a new scene's.
 */
public final class LightStage {
    private LightStage() {
    }

    public static void show(Stage stage, Parent root, double width, double height) {
        Scene scene = new Scene(root, width, height);
        Themes.apply(Settings.Theme.LIGHT, scene);
        stage.setScene(scene);
        stage.setWidth(width);
        stage.setHeight(height);
        stage.show();
    }
}
