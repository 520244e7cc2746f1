package com.collimate.inspector.ui.screenshots;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.main.LogWorkspaceViewModel;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.Png;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.image.Image;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Writes the screenshots of replay and Compare: the bundled sample log replayed in the local sandbox (python3),
 * then its time-based run compared with its replay. Output as in {@link ScreenshotsTest} ({@code -Dscreenshots.dir}).
 */
class ReplayScreenshotsTest extends ScreenshotTestBase {
    private static final String TIME_BASED_RUN = "step1-order-id-c2";

    @Start
    void start(Stage stage) throws Exception {
        screen = ScreenshotWindow.show(stage, home);
    }

    @Test
    void writesReplayAndCompareScreenshots(FxRobot robot) throws Exception {
        Path log = Files.copy(Path.of("samples/demo-rollouts.jsonl"), home.resolve("demo-rollouts.jsonl"));
        screen.open(robot, log);

        robot.clickOn("#replayShownButton");
        FxWait.waitUntil(30, () -> robot.lookup("#localRunDialog").tryQuery().isPresent());
        DialogPane dialog = FxWait.onFx(() -> robot.lookup("#localRunDialog").queryAs(DialogPane.class));
        Path dir = ScreenshotWindow.outputDir();
        Image[] question = new Image[1];
        robot.interact(() -> question[0] = dialog.getScene().snapshot(null));
        Png.write(question[0], dir.resolve("replay-question-light.png"));
        robot.clickOn(FxWait.onFx(() -> robot.from(dialog).lookup(".button").queryAllAs(Button.class).stream()
                .filter(button -> button.getText().startsWith("Replay")).findFirst().orElseThrow()));
        FxWait.waitUntil(20, () -> robot.lookup("#replayProgress").query().isVisible());
        screen.capture(robot, Settings.Theme.LIGHT, dir.resolve("replay-progress-light.png"));
        FxWait.waitUntil(240, () -> !robot.lookup("#replayProgress").query().isVisible());

        TableView<Integer> table = FxWait.onFx(() -> robot.lookup("#runTable").queryTableView());
        int selected = FxWait.onFx(() -> {
            LogWorkspaceViewModel workspace = screen.main().activeProperty().get();
            List<Integer> rows = table.getItems();
            return IntStream.range(0, rows.size())
                    .filter(i -> workspace.runs().summary(rows.get(i)).key().equals(TIME_BASED_RUN))
                    .reduce((first, last) -> last).orElse(-1);
        });
        assertThat(selected).isNotNegative();
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(selected);
            table.scrollTo(Math.max(0, selected - 6));
            TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
            tabs.getSelectionModel().select(tabs.getTabs().stream().filter(tab -> "replaysTab".equals(tab.getId()))
                    .findFirst().orElseThrow());
        });
        FxWait.waitUntil(10, () -> !robot.lookup("#replaysTable").queryTableView().getItems().isEmpty());
        screen.capture(robot, Settings.Theme.LIGHT, dir.resolve("replay-light.png"));
        screen.capture(robot, Settings.Theme.DARK, dir.resolve("replay-dark.png"));

        robot.clickOn("#compareButton");
        FxWait.waitUntil(20, () -> robot.lookup("#classChips").tryQuery().isPresent()
                && !robot.lookup("#classChips").queryAs(FlowPane.class).getChildren().isEmpty()
                && robot.lookup("#diffLeft").queryAs(CodeArea.class).getLength() > 0);
        Stage compare = screen.otherWindow();
        screen.capture(robot, compare, Settings.Theme.LIGHT, dir.resolve("compare-light.png"));
        screen.capture(robot, compare, Settings.Theme.DARK, dir.resolve("compare-dark.png"));
        robot.interact(() -> screen.main().settings().setTheme(Settings.Theme.SYSTEM));

        assertThat(Files.size(dir.resolve("compare-light.png"))).isGreaterThan(10_000);
        assertThat(Files.size(dir.resolve("replay-dark.png"))).isGreaterThan(10_000);
    }

    /** Two training logs: timestamps differ on every line (masked), a few losses and one extra line differ. */
    @Test
    void writesFoldedCompareScreenshot(FxRobot robot) throws Exception {
        com.collimate.inspector.ui.testing.LogWriter writer = new com.collimate.inspector.ui.testing.LogWriter()
                .run("train-a", "g", 1, "python", "train()", com.collimate.inspector.ui.testing.Runs.seedHex(1),
                        "verified", 0, trainingLog(0), "", 1, 10)
                .run("train-b", "g", 1, "python", "train()", com.collimate.inspector.ui.testing.Runs.seedHex(1),
                        "verified", 0, trainingLog(7), "", 1, 10);
        Path log = writer.writeTo(home.resolve("training.jsonl"));
        screen.open(robot, log);
        FxWait.waitUntil(() -> robot.lookup("#runTable").queryTableView().getItems().size() == 2);
        robot.interact(() -> robot.lookup("#runTable").queryTableView().getSelectionModel().selectAll());
        robot.clickOn("#compareButton");
        FxWait.waitUntil(20, () -> robot.lookup("#diffLeft").tryQuery().isPresent()
                && robot.lookup("#diffLeft").queryAs(CodeArea.class).getParagraphs().size() > 5);
        robot.clickOn("#nextChangeButton");
        Stage compare = screen.otherWindow();
        Path dir = ScreenshotWindow.outputDir();
        screen.capture(robot, compare, Settings.Theme.LIGHT, dir.resolve("compare-folds-light.png"));
        screen.capture(robot, compare, Settings.Theme.DARK, dir.resolve("compare-folds-dark.png"));
        robot.interact(() -> screen.main().settings().setTheme(Settings.Theme.SYSTEM));
        assertThat(Files.size(dir.resolve("compare-folds-dark.png"))).isGreaterThan(10_000);
    }

    private static String trainingLog(int shift) {
        StringBuilder out = new StringBuilder();
        for (int step = 1; step <= 400; step++) {
            double loss = 2.0 / Math.sqrt(step) + (shift > 0 && (step == 120 || step == 121 || step == 300) ? 0.013 : 0);
            out.append(String.format(java.util.Locale.ROOT, "2026-11-28T10:%02d:%02d.%03dZ step %d loss %.4f%n",
                    step / 60 % 60, step % 60, (step * 37 + shift * 101) % 1000, step, loss));
            if (shift > 0 && step == 200) {
                out.append("WARNING: gradient overflow, skipping step\n");
            }
        }
        return out.toString();
    }
}
