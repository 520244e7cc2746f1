package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** In a narrow runs table the columns before the verdict give way, and their own widths are the ones remembered. */
@ExtendWith(ApplicationExtension.class)
class ColumnGiveWayUiTest {
    /** Exit code -137: in bold, wider than the Exit column's minimum, narrower than its own width. */
    private final List<Run> runs = List.of(Runs.run(1, "oom-killed", "verified", -137L, "g", ""),
            Runs.run(2, "fine", "verified", 0L, "g", ""));
    private final ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of());
    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
    private RunsView view;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        view = new RunsView(viewModel, new ColumnLayout(Map.of(), List.of()));
        LightStage.show(stage, view.root(), 560, 400);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void anExitCodeWiderThanTheSliverPushesItsColumnUpWithoutBecomingItsRememberedWidth(FxRobot robot)
            throws Exception {
        robot.interact(() -> log.publish(viewModel, 2));
        TableView<Integer> table = view.table();
        TableColumn<Integer, ?> exit = column(table, RunColumn.EXIT_CODE);
        FxWait.waitUntil(() -> exit.getMinWidth() > RunColumns.MIN_WIDTH);
        // too narrow for the verdict even then: every column before it given way as far as it goes
        FxWait.waitUntil(() -> column(table, RunColumn.SEED).getWidth() == RunColumns.MIN_WIDTH);

        assertThat(exit.getWidth()).as("the code whole").isEqualTo(exit.getMinWidth())
                .isLessThan(RunColumn.EXIT_CODE.defaultWidth());
        assertThat(view.columnLayout().widths()).containsEntry(RunColumn.EXIT_CODE.id(),
                RunColumn.EXIT_CODE.defaultWidth()).containsEntry(RunColumn.SEED.id(), RunColumn.SEED.defaultWidth());

        robot.interact(() -> stage.setWidth(1600));
        FxWait.waitUntil(() -> exit.getWidth() == RunColumn.EXIT_CODE.defaultWidth()
                && column(table, RunColumn.SEED).getWidth() == RunColumn.SEED.defaultWidth());
    }

    private static TableColumn<Integer, ?> column(TableView<Integer> table, RunColumn column) {
        return table.getColumns().stream().filter(each -> each.getUserData() == column).findFirst().orElseThrow();
    }
}
