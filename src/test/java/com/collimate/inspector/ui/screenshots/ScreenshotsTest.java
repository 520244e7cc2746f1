package com.collimate.inspector.ui.screenshots;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.testing.DemoLog;
import com.collimate.inspector.ui.testing.FxWait;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Writes the README screenshots of the main window in the light and dark themes, plus the dashboard. Output goes
 * to {@code -Dscreenshots.dir} (default {@code target/screenshots}); see docs/screenshots/README.md.
 */
class ScreenshotsTest extends ScreenshotTestBase {
    @Start
    void start(Stage stage) throws Exception {
        screen = ScreenshotWindow.show(stage, home);
    }

    @Test
    void writesLightAndDarkMainWindowAndDashboard(FxRobot robot) throws Exception {
        Path log = DemoLog.write(home.resolve("demo-rollouts.jsonl"), 240, 7);
        screen.open(robot, log);
        robot.interact(() -> robot.lookup("#runTable").queryTableView().getSelectionModel().select(7));
        FxWait.waitUntil(10,
                () -> robot.lookup("#runTitle").queryAs(Label.class).getText().startsWith("rollout-00007"));

        Path dir = ScreenshotWindow.outputDir();
        screen.capture(robot, Settings.Theme.LIGHT, dir.resolve("main-light.png"));
        screen.capture(robot, Settings.Theme.DARK, dir.resolve("main-dark.png"));

        robot.interact(() -> robot.lookup("#detailTabs").queryAs(TabPane.class).getSelectionModel().select(2));
        screen.capture(robot, Settings.Theme.DARK, dir.resolve("stdout-dark.png"));
        robot.interact(() -> robot.lookup("#overviewToggle").queryAs(ToggleButton.class).setSelected(true));
        screen.capture(robot, Settings.Theme.LIGHT, dir.resolve("dashboard-light.png"));
        robot.interact(() -> screen.main().settings().setTheme(Settings.Theme.SYSTEM));

        assertThat(dir.resolve("main-light.png")).exists();
        assertThat(Files.size(dir.resolve("main-dark.png"))).isGreaterThan(10_000);
    }
}
