package com.collimate.inspector.ui.runs;

import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A table's first rows are laid out a few rows a frame, as many as the previous step's cost says fit the budget, then
 * the table takes all the room it has.
 */
@ExtendWith(ApplicationExtension.class)
class RowRevealUiTest {
    private static final double ROW = 30;
    private static final double WINDOW_HEIGHT = 600;

    private BorderPane root;

    @Start
    void start(Stage stage) {
        root = new BorderPane();
        stage.setScene(new Scene(root, 400, WINDOW_HEIGHT));
        stage.show();
    }

    @Test
    void eachStepAddsTheRowsThatFitTheBudgetAtWhatARowOfThePreviousStepCost(FxRobot robot) throws Exception {
        // every frame costs 10 ms: 1 row first; then 10 ms a row → 3 rows; 3.3 ms → 9; 1.1 ms → 27, capped at 10
        TableView<Integer> table = show(robot, framesCosting(10_000_000L));
        List<Double> caps = fill(robot, table);

        assertThat(caps).containsExactly(rowsCap(1), rowsCap(4), rowsCap(13), rowsCap(23), Region.USE_COMPUTED_SIZE);
        assertThat(table.getHeight()).isEqualTo(WINDOW_HEIGHT);
    }

    @Test
    void rowsThatCostMoreThanTheBudgetComeOneAFrame(FxRobot robot) throws Exception {
        TableView<Integer> table = show(robot, framesCosting(2 * RowReveal.STEP_BUDGET_NANOS));
        List<Double> caps = fill(robot, table);

        int rowsInWindow = (int) (WINDOW_HEIGHT / ROW) - 1;
        assertThat(caps).hasSize(rowsInWindow + 2);
        for (int rows = 1; rows <= rowsInWindow + 1; rows++) {
            assertThat(caps.get(rows - 1)).isEqualTo(rowsCap(rows));
        }
        assertThat(caps.get(caps.size() - 1)).isEqualTo(Region.USE_COMPUTED_SIZE);
        assertThat(table.getHeight()).isEqualTo(WINDOW_HEIGHT);
    }

    @Test
    void aTableInAHiddenTabBuildsNoRowsUntilItIsShown(FxRobot robot) throws Exception {
        TableView<Integer> table = table(framesCosting(1_000_000L));
        StackPane tab = new StackPane(table);
        tab.setVisible(false);
        robot.interact(() -> root.setCenter(tab));
        List<Double> caps = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            table.maxHeightProperty().addListener((obs, old, cap) -> caps.add(cap.doubleValue()));
            table.getItems().setAll(IntStream.range(0, 1000).boxed().toList());
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !caps.isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(caps).containsExactly(rowsCap(0));
        assertThat(table.getMaxHeight()).isEqualTo(rowsCap(0));

        robot.interact(() -> tab.setVisible(true));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getMaxHeight() == Region.USE_COMPUTED_SIZE);
        assertThat(caps.get(1)).isEqualTo(rowsCap(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table.getHeight()).isEqualTo(WINDOW_HEIGHT);
    }

    @Test
    void laterItemsAreShownAtOnce(FxRobot robot) throws Exception {
        TableView<Integer> table = show(robot, framesCosting(1_000_000L));
        robot.interact(() -> table.getItems().setAll(1, 2, 3));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getMaxHeight() == Region.USE_COMPUTED_SIZE);
        robot.interact(() -> {
            table.getItems().clear();
            table.getItems().setAll(IntStream.range(0, 1000).boxed().toList());
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table.getMaxHeight()).isEqualTo(Region.USE_COMPUTED_SIZE);
        assertThat(table.getHeight()).isEqualTo(WINDOW_HEIGHT);
    }

    @Test
    void aTableThatIsNotShownIsLeftUncapped(FxRobot robot) throws Exception {
        TableView<Integer> hidden = table(framesCosting(1_000_000L));
        robot.interact(() -> hidden.getItems().setAll(IntStream.range(0, 1000).boxed().toList()));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> hidden.getMaxHeight() == Region.USE_COMPUTED_SIZE);
    }

    /** An FX-thread clock that advances by {@code nanos} each time the reveal reads it (once a frame). */
    private static LongSupplier framesCosting(long nanos) {
        AtomicLong time = new AtomicLong();
        return () -> time.addAndGet(nanos);
    }

    private TableView<Integer> show(FxRobot robot, LongSupplier fxTime) {
        TableView<Integer> table = table(fxTime);
        robot.interact(() -> root.setCenter(table));
        return table;
    }

    /** Gives {@code table} its first items and returns the height caps the reveal set, up to the lifted one. */
    private static List<Double> fill(FxRobot robot, TableView<Integer> table) throws Exception {
        List<Double> caps = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            table.maxHeightProperty().addListener((obs, old, cap) -> caps.add(cap.doubleValue()));
            table.getItems().setAll(IntStream.range(0, 1000).boxed().toList());
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getMaxHeight() == Region.USE_COMPUTED_SIZE);
        WaitForAsyncUtils.waitForFxEvents();
        return caps;
    }

    /** The height cap that shows {@code rows} rows under the header (a row's height stands in for the header's). */
    private static double rowsCap(int rows) {
        return (rows + 1) * ROW;
    }

    private static TableView<Integer> table(LongSupplier fxTime) {
        TableView<Integer> table = new TableView<>();
        TableColumn<Integer, Integer> column = new TableColumn<>("n");
        column.setCellValueFactory(cell -> new javafx.beans.property.ReadOnlyObjectWrapper<>(cell.getValue()));
        table.getColumns().add(column);
        table.setFixedCellSize(ROW);
        RowReveal.install(table, ROW, fxTime);
        return table;
    }
}
