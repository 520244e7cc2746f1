package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.report.RunsExport;
import com.collimate.inspector.ui.InspectorApp;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.main.LoadState;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.testing.LogWriter;
import com.collimate.inspector.ui.testing.MenuItems;
import javafx.application.Platform;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static com.collimate.inspector.ui.testing.FxWait.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * File → Export from the real menu of the real main window: each item asks where to save (answered with a file
 * in a temporary folder, as a user would in the file chooser) and writes that file.
 */
@ExtendWith(ApplicationExtension.class)
class ExportMenuUiTest {
    @TempDir
    Path home;

    private UiExecutors executors;
    private MainViewModel main;
    private final List<String> asked = new CopyOnWriteArrayList<>();
    /** The file the save dialog answers with; null: the suggested name in {@code home/out}. */
    private final java.util.concurrent.atomic.AtomicReference<Path> answer = new java.util.concurrent.atomic.AtomicReference<>();

    @Start
    void start(Stage stage) {
        executors = UiExecutors.forApp(Platform::runLater);
        main = InspectorApp.showMainWindow(stage, new AppDirs(home.resolve("config"), home.resolve("data")),
                RolloutLogs::open, executors, (owner, title, initialName, description, patterns) -> {
                    asked.add(title);
                    return Optional.of(answer.get() != null ? answer.get() : home.resolve("out").resolve(initialName));
                });
    }

    @AfterEach
    void tearDown() throws Exception {
        FxToolkit.cleanupStages();
        executors.shutdown();
    }

    @Test
    void everyExportWritesItsFile(FxRobot robot) throws Exception {
        Files.createDirectories(home.resolve("out"));
        LogWriter writer = ReplayCompareUiTest.sampleRuns();
        Path log = writer.writeTo(home.resolve("runs.jsonl"));
        robot.interact(() -> main.open(log));
        waitUntil(() -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED
                && robot.lookup("#runTable").queryTableView().getItems().size() == 4);

        fire(robot, "exportJsonlMenuItem");
        Path jsonl = home.resolve("out/runs.jsonl");
        waitUntil(() -> status(robot).startsWith("Wrote"));
        assertThat(Files.readAllLines(jsonl)).containsExactly(writer.line(0), writer.line(1), writer.line(2),
                writer.line(3));

        fire(robot, "exportCsvMenuItem");
        Path csv = home.resolve("out/runs.csv");
        waitUntil(() -> status(robot).contains(csv.toString()));
        List<String> rows = Files.readAllLines(csv);
        assertThat(rows).hasSize(5);
        assertThat(rows.get(0)).isEqualTo(RunsExport.BYTE_ORDER_MARK + RunsExport.CSV_HEADER);
        assertThat(rows.get(2)).startsWith("2,clock,g,2,python,");

        fire(robot, "exportHtmlMenuItem");
        Path html = home.resolve("out/replay-report.html");
        waitUntil(() -> status(robot).startsWith("Wrote the report of 4 runs to"));
        assertThat(Files.readString(html)).startsWith("<!DOCTYPE html>").contains("three-changes-b")
                .contains("clock");

        // The patch is the diff of the Compare window opened last.
        compareRuns3And4(robot);
        fire(robot, "exportPatchMenuItem");
        Path patch = home.resolve("out/three-changes-line-3-vs-three-changes-b-line-4.patch");
        waitUntil(() -> Files.exists(patch) && Files.readString(patch).contains("+line 90 b"));
        assertThat(Files.readString(patch)).startsWith("# first divergence: line 10, column 9")
                .contains("--- three-changes (line 3) stdout\n+++ three-changes-b (line 4) stdout\n")
                .contains("@@ -7,7 +7,7 @@").contains("-line 10 a\n+line 10 b\n").contains("-line 50 a\n+line 50 b\n");

        assertThat(asked).containsExactly("Export the shown runs as JSON Lines", "Export the shown runs as CSV",
                "Export the HTML report of the shown runs", "Save the diff as a unified patch");
    }

    @Test
    void thePatchIsOfAComparisonStillOpenNotOfOneClosed(FxRobot robot) throws Exception {
        Files.createDirectories(home.resolve("out"));
        Path log = ReplayCompareUiTest.sampleRuns().writeTo(home.resolve("runs.jsonl"));
        robot.interact(() -> main.open(log));
        waitUntil(() -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED
                && robot.lookup("#runTable").queryTableView().getItems().size() == 4);
        compareRuns3And4(robot);

        robot.interact(() -> ((Stage) robot.lookup("#statsLabel").query().getScene().getWindow()).close());
        robot.interact(() -> robot.lookup("#runTable").queryTableView().getSelectionModel().clearAndSelect(0));
        fire(robot, "exportPatchMenuItem");

        waitUntil(() -> status(robot).startsWith("Open a comparison first"));
        assertThat(asked).as("no patch of the closed comparison offered").isEmpty();
    }

    @Test
    void anExportOntoALogOpenInAnotherTabIsRefused(FxRobot robot) throws Exception {
        LogWriter writer = ReplayCompareUiTest.sampleRuns();
        Path other = writer.writeTo(home.resolve("other.jsonl"));
        Path log = writer.writeTo(home.resolve("runs.jsonl"));
        for (Path path : List.of(other, log)) {
            robot.interact(() -> main.open(path));
            waitUntil(() -> main.activeProperty().get().path().equals(path)
                    && main.activeProperty().get().stateProperty().get() == LoadState.LOADED);
        }
        answer.set(other);
        fire(robot, "exportCsvMenuItem");
        waitUntil(() -> activeStatus(robot).startsWith("Not written"));
        assertThat(activeStatus(robot)).isEqualTo("Not written: " + other
                + " is the log open in the tab \"other.jsonl\"; choose another file");
        assertThat(Files.readString(other)).isEqualTo(writer.text());
    }

    /** The replay status line of the active tab (each tab has its own). */
    private static String activeStatus(FxRobot robot) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> robot.from(robot.lookup("#logTabs").queryAs(javafx.scene.control.TabPane.class)
                .getSelectionModel().getSelectedItem().getContent()).lookup("#replayStatus").queryLabeled().getText())
                .get(10, TimeUnit.SECONDS);
    }

    /** Compares three-changes with three-changes-b and waits until the Compare window shows their diff. */
    private static void compareRuns3And4(FxRobot robot) throws Exception {
        robot.interact(() -> {
            TableView<?> table = robot.lookup("#runTable").queryTableView();
            table.getSelectionModel().clearSelection();
            table.getSelectionModel().selectIndices(2, 3);
        });
        robot.clickOn("#compareButton");
        waitUntil(() -> robot.lookup("#statsLabel").tryQuery().isPresent()
                && !robot.lookup("#statsLabel").queryLabeled().getText().isEmpty());
    }

    /** Fires the menu item with this fx:id, as a click on it in the open File → Export menu does. */
    private static void fire(FxRobot robot, String id) {
        robot.interact(() -> MenuItems.find(robot, id).fire());
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#replayStatus").queryLabeled().getText();
    }
}
