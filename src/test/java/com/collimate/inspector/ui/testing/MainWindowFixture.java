package com.collimate.inspector.ui.testing;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.ui.InspectorApp;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.main.MainViewModel;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxToolkit;

import java.nio.file.Path;

/**
 * The real main window for a UI test, shown from the test's {@code @Start} method. Registered with
 * {@code @RegisterExtension}, it closes the window and stops its executors after each test.
 */
public final class MainWindowFixture implements AfterEachCallback {
    private UiExecutors executors;

    /** Shows the main window with its config and data under {@code home}, reading real rollout logs. */
    public MainViewModel show(Stage stage, Path home) {
        return show(stage, new AppDirs(home.resolve("config"), home.resolve("data")));
    }

    public MainViewModel show(Stage stage, AppDirs dirs) {
        executors = UiExecutors.forApp(Platform::runLater);
        return InspectorApp.showMainWindow(stage, dirs, RolloutLogs::open, executors);
    }

    /** Closes the windows and stops the executors, once; a teardown that must come after it calls it first. */
    public void close() throws Exception {
        if (executors != null) {
            FxToolkit.cleanupStages();
            executors.shutdown();
            executors = null;
        }
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        close();
    }
}
