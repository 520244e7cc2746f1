package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sort runs in the background (seconds for a million runs), says so while it does, leaves the table usable, and
 * keeps the selected run selected and in view. The background here runs only when the test lets it, so the sort is
 * seen under way.
 */
@ExtendWith(ApplicationExtension.class)
class SortingUiTest {
    private final Queue<Runnable> background = new ArrayDeque<>();
    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, background::add, Throttle.NONE);
    private RunsView view;

    @Start
    void start(Stage stage) {
        view = new RunsView(viewModel, new ColumnLayout(Map.of(), List.of()));
        LightStage.show(stage, view.root(), 1200, 500);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void sortingIsShownUntilTheSortedRowsAreThere(FxRobot robot) {
        TableView<Integer> table = tableOf(robot, 50);
        assertThat(table.getItems()).hasSize(50);
        assertThat(sortingShown(robot)).as("before a sort").isFalse();

        sortByRewardDescending(robot, table);

        assertThat(sortingShown(robot)).as("while the sort runs").isTrue();
        assertThat(table.getItems().get(0)).as("the rows wait for the sort, the FX thread does not").isEqualTo(0);

        runBackground(robot);

        assertThat(table.getItems().get(0)).as("sorted, largest reward first").isEqualTo(49);
        assertThat(sortingShown(robot)).as("once sorted").isFalse();
    }

    /** The selected run was left out of view, far down the sorted rows. */
    @Test
    void theSelectedRunIsInViewAfterASort(FxRobot robot) {
        TableView<Integer> table = tableOf(robot, 500);
        robot.interact(() -> table.getSelectionModel().clearAndSelect(2));

        sortByRewardDescending(robot, table);
        runBackground(robot);

        assertThat(table.getSelectionModel().getSelectedItem()).as("the same run").isEqualTo(2);
        int row = table.getSelectionModel().getSelectedIndex();
        assertThat(row).as("near the end now").isEqualTo(497);
        assertThat(robot.from(table).lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(TableRow::isVisible).map(TableRow::getIndex)).as("rows in view").contains(row);
    }

    /** The table showing {@code count} runs whose rewards grow with their line. */
    private TableView<Integer> tableOf(FxRobot robot, int count) {
        List<Run> runs = new ArrayList<>();
        for (int line = 1; line <= count; line++) {
            runs.add(Runs.run(line, "run-" + line, "verified", 0L, "g", ""));
        }
        ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of());
        robot.interact(() -> log.publish(viewModel, runs.size()));
        runBackground(robot);
        return view.table();
    }

    private static void sortByRewardDescending(FxRobot robot, TableView<Integer> table) {
        robot.interact(() -> {
            TableColumn<Integer, ?> reward = table.getColumns().stream()
                    .filter(column -> column.getUserData() == RunColumn.REWARD).findFirst().orElseThrow();
            reward.setSortType(TableColumn.SortType.DESCENDING);
            table.getSortOrder().setAll(List.of(reward));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void runBackground(FxRobot robot) {
        robot.interact(() -> {
            while (!background.isEmpty()) {
                background.poll().run();
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static boolean sortingShown(FxRobot robot) {
        return robot.lookup("#sortingBusy").query().isVisible();
    }
}
