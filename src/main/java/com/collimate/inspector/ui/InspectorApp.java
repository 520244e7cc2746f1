package com.collimate.inspector.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The desktop app. Placeholder window until the runs browser lands (issue: Desktop app I). */
public final class InspectorApp extends Application {

    public static void launchWith(String[] files) {
        Application.launch(InspectorApp.class, files);
    }

    @Override
    public void start(Stage stage) {
        stage.setTitle("Collimate Replay Inspector");
        stage.setScene(new Scene(new Label("Replay Inspector"), 640, 400));
        stage.show();
    }
}
