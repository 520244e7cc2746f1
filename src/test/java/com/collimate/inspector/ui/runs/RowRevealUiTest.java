package com.collimate.inspector.ui.runs;

import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
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
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** A table's first rows are laid out a few rows a frame, then the table takes all the room it has. */
@ExtendWith(ApplicationExtension.class)
class RowRevealUiTest {
    private static final double ROW = 30;
    private static final double WINDOW_HEIGHT = 600;

    private TableView<Integer> shown;

    @Start
    void start(Stage stage) {
        shown = table();
        stage.setScene(new Scene(new BorderPane(shown), 400, WINDOW_HEIGHT));
        stage.show();
    }

    @Test
    void firstRowsGrowThreeRowsAFrameUntilTheTableFillsItsRoom(FxRobot robot) throws Exception {
        List<Double> heights = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            shown.heightProperty().addListener((obs, old, height) -> heights.add(height.doubleValue()));
            shown.getItems().setAll(IntStream.range(0, 1000).boxed().toList());
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> shown.getMaxHeight() == Region.USE_COMPUTED_SIZE);
        WaitForAsyncUtils.waitForFxEvents();

        double step = RowReveal.ROWS_PER_FRAME * ROW;
        assertThat(heights.get(0)).isEqualTo(step + ROW);
        for (int i = 1; i < heights.size() - 1; i++) {
            assertThat(heights.get(i) - heights.get(i - 1)).isEqualTo(step);
        }
        assertThat(heights.size()).isGreaterThan(3);
        assertThat(shown.getHeight()).isEqualTo(WINDOW_HEIGHT);
    }

    @Test
    void laterItemsAreShownAtOnce(FxRobot robot) throws Exception {
        robot.interact(() -> shown.getItems().setAll(1, 2, 3));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> shown.getMaxHeight() == Region.USE_COMPUTED_SIZE);
        robot.interact(() -> {
            shown.getItems().clear();
            shown.getItems().setAll(IntStream.range(0, 1000).boxed().toList());
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown.getMaxHeight()).isEqualTo(Region.USE_COMPUTED_SIZE);
        assertThat(shown.getHeight()).isEqualTo(WINDOW_HEIGHT);
    }

    @Test
    void aTableThatIsNotShownIsLeftUncapped(FxRobot robot) throws Exception {
        TableView<Integer> hidden = table();
        robot.interact(() -> hidden.getItems().setAll(IntStream.range(0, 1000).boxed().toList()));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> hidden.getMaxHeight() == Region.USE_COMPUTED_SIZE);
    }

    private static TableView<Integer> table() {
        TableView<Integer> table = new TableView<>();
        TableColumn<Integer, Integer> column = new TableColumn<>("n");
        column.setCellValueFactory(cell -> new javafx.beans.property.ReadOnlyObjectWrapper<>(cell.getValue()));
        table.getColumns().add(column);
        table.setFixedCellSize(ROW);
        RowReveal.install(table, ROW);
        return table;
    }
}
