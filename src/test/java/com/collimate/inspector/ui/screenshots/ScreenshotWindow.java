package com.collimate.inspector.ui.screenshots;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.common.UiState;
import com.collimate.inspector.ui.common.UiStateStore;
import com.collimate.inspector.ui.main.LoadState;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import com.collimate.inspector.ui.testing.Png;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;

/** The real main window on a temporary home, laid out for the screenshot tests, and themed captures of it. */
final class ScreenshotWindow {
    private final Stage stage;
    private final MainWindowFixture window;
    private final MainViewModel main;

    private ScreenshotWindow(Stage stage, MainWindowFixture window, MainViewModel main) {
        this.stage = stage;
        this.window = window;
        this.main = main;
    }

    /**
     * Shows the main window as a user first sees it: at the default size and split, the columns in their default
     * order and widths; only its position is fixed, at the screen's corner.
     */
    static ScreenshotWindow show(Stage stage, Path home) throws Exception {
        AppDirs dirs = new AppDirs(home.resolve("config"), home.resolve("data"));
        UiState.WindowBounds size = UiState.WindowBounds.DEFAULT;
        new UiStateStore(dirs.config()).save(UiState.defaults()
                .withWindow(new UiState.WindowBounds(0, 0, size.width(), size.height(), false)));
        MainWindowFixture window = new MainWindowFixture();
        return new ScreenshotWindow(stage, window, window.show(stage, dirs));
    }

    static Path outputDir() {
        return Path.of(System.getProperty("screenshots.dir", "target/screenshots"));
    }

    MainViewModel main() {
        return main;
    }

    /** Opens {@code log} in a tab and waits until it is loaded. */
    void open(FxRobot robot, Path log) throws Exception {
        robot.interact(() -> main.open(log));
        FxWait.waitUntil(20, () -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED);
    }

    /** The window other than the main one that is showing (the Compare window). */
    Stage otherWindow() throws Exception {
        return FxWait.onFx(() -> (Stage) Window.getWindows().stream()
                .filter(window -> window != stage && window.isShowing() && window instanceof Stage).findFirst()
                .orElseThrow());
    }

    /** Captures the main window in {@code theme}. */
    void capture(FxRobot robot, Settings.Theme theme, Path file) throws Exception {
        capture(robot, stage, theme, file);
    }

    void capture(FxRobot robot, Stage window, Settings.Theme theme, Path file) throws Exception {
        robot.interact(() -> main.settings().setTheme(theme));
        WaitForAsyncUtils.waitForFxEvents(5);
        Image[] image = new Image[1];
        robot.interact(() -> image[0] = window.getScene().snapshot(null));
        Png.write(image[0], file);
    }

    void close() throws Exception {
        window.close();
    }
}
