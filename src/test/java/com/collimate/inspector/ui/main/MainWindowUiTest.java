package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.InspectorApp;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.runs.SeedAckChip;
import com.collimate.inspector.ui.testing.FileDrops;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(ApplicationExtension.class)
class MainWindowUiTest {
    @TempDir
    static Path home;

    private final Map<Path, ListRolloutLog> logs = new ConcurrentHashMap<>();
    private UiExecutors executors;
    private MainViewModel main;

    private final List<Run> runs = List.of(
            Runs.run(1, "run-verified", "verified", 0, "g1", "hello \u001b[32mgreen\u001b[0m"),
            Runs.run(2, "run-noack", "no-ack", 1, "g1", "needle in the output"),
            Runs.run(3, "run-off", "off", 0, "g2", ""),
            Runs.run(4, "run-mismatch", "(mismatch)", 0, "g2", "x"),
            Runs.run(5, "run-missing", null, 0, null, "y"));

    @Start
    void start(Stage stage) {
        executors = UiExecutors.forApp(Platform::runLater);
        LogOpener opener = (path, listener, cancellation) -> {
            ListRolloutLog log = logs.get(path);
            if (log == null) {
                throw new UnreadableLogException(path, "not a rollout log: no JSON record found");
            }
            log.publish(listener, 2);
            log.publish(listener, runs.size());
            return log;
        };
        main = InspectorApp.showMainWindow(stage, new AppDirs(home.resolve("config"), home.resolve("data")), opener,
                executors);
    }

    @AfterEach
    void tearDown() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
        executors.shutdown();
    }

    private Path register(String name, List<LoadError> errors) {
        Path path = home.resolve(name).toAbsolutePath().normalize();
        logs.put(path, new ListRolloutLog(path, runs, errors));
        return path;
    }

    private void open(FxRobot robot, Path path) throws Exception {
        robot.interact(() -> main.open(path));
        waitUntil(robot, () -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED
                && rowCount(robot) == runs.size());
    }

    private static TableView<Integer> table(FxRobot robot) {
        return robot.lookup("#runTable").queryTableView();
    }

    /** Rows of the runs table, or -1 while there is no table yet. */
    private static int rowCount(FxRobot robot) {
        return robot.lookup("#runTable").tryQuery().map(node -> ((TableView<?>) node).getItems().size()).orElse(-1);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void waitUntil(FxRobot robot, Callable<Boolean> condition) throws Exception {
        try {
            waitUntil(condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out; state=" + (main.activeProperty().get() == null ? null
                    : main.activeProperty().get().stateProperty().get()) + " rows=" + rowCount(robot)
                    + " problems=" + main.problems() + " tables=" + robot.lookup("#runTable").queryAll().size(), e);
        }
    }

    @Test
    void rowCountEqualsTheLogs(FxRobot robot) throws Exception {
        open(robot, register("all.jsonl", List.of()));
        assertThat(table(robot).getItems()).hasSize(logs.values().iterator().next().size());
        Label shown = robot.lookup("#shownLabel").queryAs(Label.class);
        assertThat(shown.getText()).isEqualTo("5 of 5 runs shown");
    }

    @Test
    void everySeedAckStateRendersItsChip(FxRobot robot) throws Exception {
        open(robot, register("chips.jsonl", List.of()));
        for (SeedAck ack : SeedAck.values()) {
            Label chip = robot.from(table(robot)).lookup("." + SeedAckChip.styleClass(ack)).queryAs(Label.class);
            assertThat(chip.getText()).isEqualTo(SeedAckChip.text(ack));
            assertThat(chip.getStyleClass()).contains(SeedAckChip.CHIP, SeedAckChip.styleClass(ack));
        }
        Label mismatch = robot.from(table(robot)).lookup(".ack-mismatch").queryAs(Label.class);
        assertThat(mismatch.getTooltip().getText()).contains("Logged value: \"(mismatch)\"");
    }

    @Test
    void filterChipsAndSearchNarrowTheRows(FxRobot robot) throws Exception {
        open(robot, register("filter.jsonl", List.of()));
        robot.clickOn("#filter-verified");
        waitUntil(() -> rowCount(robot) == 4);
        robot.clickOn("#exitNonZeroToggle");
        waitUntil(() -> rowCount(robot) == 1);
        robot.clickOn("#exitAnyToggle");
        robot.clickOn("#filter-verified");
        waitUntil(() -> rowCount(robot) == 5);

        robot.clickOn("#searchField").write("needle").type(javafx.scene.input.KeyCode.ENTER);
        waitUntil(() -> rowCount(robot) == 1);
        assertThat(table(robot).getItems()).containsExactly(1);
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        waitUntil(() -> rowCount(robot) == 5);
        assertThat(robot.lookup("#searchField").queryAs(TextField.class).getText()).isEmpty();
    }

    @Test
    void selectingARowFillsOverviewCodeAndStdout(FxRobot robot) throws Exception {
        open(robot, register("detail.jsonl", List.of()));
        robot.interact(() -> table(robot).getSelectionModel().select(0));
        waitUntil(() -> robot.lookup("#runTitle").queryAs(Label.class).getText().startsWith("run-verified"));
        assertThat(robot.lookup("#seedValue").queryAs(Label.class).getText()).isEqualTo(Runs.seedHex(1));
        assertThat(robot.lookup("#codeArea").queryAs(CodeArea.class).getText()).contains("print(random.random())");
        assertThat(robot.lookup("#stdoutArea").queryAs(CodeArea.class).getText()).isEqualTo("hello green");
        CodeArea stdout = robot.lookup("#stdoutArea").queryAs(CodeArea.class);
        assertThat(stdout.getStyleOfChar(7)).contains("ansi-fg-2");
        assertThat(robot.lookup("#curlArea").queryAs(javafx.scene.control.TextArea.class).getText())
                .contains("$COLLIMATE_API_KEY");
    }

    @Test
    void malformedLinesShowTheLoadErrorList(FxRobot robot) throws Exception {
        open(robot, register("broken.jsonl", List.of(new LoadError(6, "not JSON: unexpected end of input", "{\"run_id\":"))));
        waitUntil(() -> robot.lookup("#loadErrorsLink").query().isVisible());
        assertThat(robot.lookup("#loadErrorsLink").queryLabeled().getText()).isEqualTo("1 line could not be read");
        robot.clickOn("#loadErrorsLink");
        waitUntil(() -> robot.lookup("#loadErrorTable").tryQuery().isPresent());
        TableView<LoadError> errors = robot.lookup("#loadErrorTable").queryTableView();
        assertThat(errors.getItems()).extracting(LoadError::line).containsExactly(6L);
        assertThat(robot.lookup("#errorRawText").queryAs(javafx.scene.control.TextArea.class).getText())
                .isEqualTo("{\"run_id\":");
    }

    @Test
    void unreadableFileShowsADialogWithTheReason(FxRobot robot) throws Exception {
        Path bogus = home.resolve("picture.png");
        robot.interact(() -> main.open(bogus));
        waitUntil(() -> robot.lookup("#errorDialog").tryQuery().isPresent());
        DialogPane dialog = robot.lookup("#errorDialog").queryAs(DialogPane.class);
        assertThat(dialog.getContentText()).isEqualTo(bogus + ": not a rollout log: no JSON record found");
        assertThat(main.workspaces()).isEmpty();
    }

    @Test
    void droppingAFileOpensIt(FxRobot robot) throws Exception {
        Path dropped = register("dropped.jsonl", List.of());
        Node root = robot.lookup("#mainRoot").query();
        boolean[] accepted = new boolean[1];
        robot.interact(() -> accepted[0] = FileDrops.drop(root, List.of(new File(dropped.toString()))));
        assertThat(accepted[0]).isTrue();
        waitUntil(() -> rowCount(robot) == runs.size());
        assertThat(main.activeProperty().get().path()).isEqualTo(dropped);
    }
}
