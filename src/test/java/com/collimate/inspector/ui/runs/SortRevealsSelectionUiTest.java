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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Sorting keeps the selected run selected and scrolls to it: it was left out of view, far down the sorted rows. */
@ExtendWith(ApplicationExtension.class)
class SortRevealsSelectionUiTest {
    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
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
    void theSelectedRunIsInViewAfterASort(FxRobot robot) {
        List<Run> runs = new ArrayList<>();
        for (int line = 1; line <= 500; line++) {
            runs.add(Runs.run(line, "run-" + line, "verified", 0L, "g", "")); // rewards grow with the line
        }
        ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of());
        TableView<Integer> table = view.table();
        robot.interact(() -> {
            log.publish(viewModel, runs.size());
            table.getSelectionModel().clearAndSelect(2);
        });
        WaitForAsyncUtils.waitForFxEvents();

        robot.interact(() -> {
            TableColumn<Integer, ?> reward = table.getColumns().stream()
                    .filter(column -> column.getUserData() == RunColumn.REWARD).findFirst().orElseThrow();
            reward.setSortType(TableColumn.SortType.DESCENDING);
            table.getSortOrder().setAll(List.of(reward));
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(table.getSelectionModel().getSelectedItem()).as("the same run").isEqualTo(2);
        int row = table.getSelectionModel().getSelectedIndex();
        assertThat(row).as("near the end now").isEqualTo(497);
        assertThat(robot.from(table).lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(TableRow::isVisible).map(TableRow::getIndex)).as("rows in view").contains(row);
    }
}
