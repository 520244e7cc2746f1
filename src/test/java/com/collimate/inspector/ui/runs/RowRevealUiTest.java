package com.collimate.inspector.ui.runs;

import com.collimate.inspector.ui.testing.FxWait;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
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
    /** A window left open would lie over the next test class's windows and take its mouse events. */
    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    private static final double ROW = 30;
    private static final double WINDOW_HEIGHT = 600;

    private BorderPane root;

    @Start
    void start(Stage stage) {
        root = new BorderPane();
        stage.setScene(new Scene(root, 400, WINDOW_HEIGHT));
        stage.sizeToScene(); // the primary stage is shared: an earlier test class may have sized it
        stage.show();
    }

    @Test
    void eachStepAddsTheRowsThatFitTheBudgetAtWhatARowOfThePreviousStepCost(FxRobot robot) throws Exception {
        // every frame costs 10 ms: 1 row first; then 10 ms a row → 3 rows; 3.3 ms → 9; 1.1 ms → 27, capped at 10
        TableView<Integer> table = show(robot, framesCosting(10_000_000L));
        List<Double> caps = fill(robot, table);

        assertThat(caps).containsExactly(rowsCap(1), rowsCap(4), rowsCap(13), rowsCap(23), Region.USE_COMPUTED_SIZE);
        assertThat(FxWait.onFx(table::getHeight)).isEqualTo(WINDOW_HEIGHT);
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
        assertThat(FxWait.onFx(table::getHeight)).isEqualTo(WINDOW_HEIGHT);
    }

    @Test
    void aTableInATabThatIsNotSelectedBuildsNoRowsUntilItIsShown(FxRobot robot) throws Exception {
        TableView<Integer> table = table(framesCosting(1_000_000L));
        Tab tableTab = new Tab("runs", table);
        TabPane tabs = new TabPane(new Tab("other", new Label("selected")), tableTab);
        robot.interact(() -> root.setCenter(tabs));
        List<Double> caps = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            table.maxHeightProperty().addListener((obs, old, cap) -> caps.add(cap.doubleValue()));
            table.getItems().setAll(IntStream.range(0, 1000).boxed().toList());
        });
        FxWait.waitForPulses(5);
        assertThat(caps).containsExactly(rowsCap(0));

        robot.interact(() -> tabs.getSelectionModel().select(tableTab));
        FxWait.waitUntil(10, () -> table.getMaxHeight() == Region.USE_COMPUTED_SIZE);
        assertThat(caps.get(1)).isEqualTo(rowsCap(1));
        assertThat(caps.size()).isGreaterThan(3);
    }

    @Test
    void aRevealHiddenHalfwayKeepsItsRowsAndGoesOnOneRowAtATimeWhenShownAgain(FxRobot robot) throws Exception {
        // 10 ms a frame: steps of 1 then 3 rows; hidden at 4 rows, then 1 row first again
        TableView<Integer> table = show(robot, framesCosting(10_000_000L));
        StackPane holder = new StackPane();
        List<Double> caps = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            root.setCenter(holder);
            holder.getChildren().add(table);
            table.maxHeightProperty().addListener((obs, old, cap) -> {
                caps.add(cap.doubleValue());
                if (cap.doubleValue() == rowsCap(4)) {
                    holder.setVisible(false);
                }
            });
            table.getItems().setAll(IntStream.range(0, 1000).boxed().toList());
        });
        FxWait.waitUntil(10, () -> !holder.isVisible());
        FxWait.waitForPulses(5);
        assertThat(caps).containsExactly(rowsCap(1), rowsCap(4));

        robot.interact(() -> holder.setVisible(true));
        FxWait.waitUntil(10, () -> table.getMaxHeight() == Region.USE_COMPUTED_SIZE);
        assertThat(caps.get(2)).isEqualTo(rowsCap(5));
        assertThat(FxWait.onFx(table::getHeight)).isEqualTo(WINDOW_HEIGHT);
    }

    @Test
    void laterItemsAreShownAtOnce(FxRobot robot) throws Exception {
        TableView<Integer> table = show(robot, framesCosting(1_000_000L));
        robot.interact(() -> table.getItems().setAll(1, 2, 3));
        FxWait.waitUntil(10, () -> table.getMaxHeight() == Region.USE_COMPUTED_SIZE);
        robot.interact(() -> {
            table.getItems().clear();
            table.getItems().setAll(IntStream.range(0, 1000).boxed().toList());
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(FxWait.onFx(table::getMaxHeight)).isEqualTo(Region.USE_COMPUTED_SIZE);
        assertThat(FxWait.onFx(table::getHeight)).isEqualTo(WINDOW_HEIGHT);
    }

    @Test
    void aTableThatIsNotShownIsLeftUncapped(FxRobot robot) throws Exception {
        // never laid out: its height stays 0, under the first step's cap, so the next frame lifts the cap and stops
        TableView<Integer> hidden = table(framesCosting(1_000_000L));
        List<Double> caps = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            hidden.maxHeightProperty().addListener((obs, old, cap) -> caps.add(cap.doubleValue()));
            hidden.getItems().setAll(IntStream.range(0, 1000).boxed().toList());
        });
        FxWait.waitForPulses(5);
        assertThat(caps).containsExactly(rowsCap(1), Region.USE_COMPUTED_SIZE);
        assertThat(FxWait.onFx(hidden::getMaxHeight)).isEqualTo(Region.USE_COMPUTED_SIZE);
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
        FxWait.waitUntil(10, () -> table.getMaxHeight() == Region.USE_COMPUTED_SIZE);
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
