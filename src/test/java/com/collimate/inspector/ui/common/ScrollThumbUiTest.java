package com.collimate.inspector.ui.common;

import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LightStage;
import javafx.collections.FXCollections;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.beans.property.SimpleObjectProperty;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A table of a million rows keeps a scroll thumb that can be seen and grabbed: the theme gives the scroll bars no
 * arrow buttons, whose breadth is what JavaFX keeps a thumb from shrinking below, and the thumb was 1 px.
 */
@ExtendWith(ApplicationExtension.class)
class ScrollThumbUiTest {
    private TableView<Integer> table;

    @Start
    void start(Stage stage) {
        table = new TableView<>();
        TableColumn<Integer, Integer> column = new TableColumn<>("row");
        column.setCellValueFactory(cell -> new SimpleObjectProperty<>(cell.getValue()));
        table.getColumns().add(column);
        table.setItems(FXCollections.observableArrayList(IntStream.range(0, 1_000_000).boxed().toList()));
        LightStage.show(stage, table, 400, 400);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void aMillionRowsKeepAThumbAsLongAsOneAndAHalfBarsAreWide(FxRobot robot) throws Exception {
        FxWait.waitUntil(() -> verticalBar() != null && verticalBar().isVisible());
        ScrollBar bar = verticalBar();
        Region thumb = (Region) bar.lookup(".thumb");

        assertThat(bar.getWidth()).as("the theme's width").isEqualTo(8);
        assertThat(FxWait.onFx(thumb::getHeight)).isGreaterThanOrEqualTo(12);
        robot.interact(() -> table.scrollTo(999_999));
        assertThat(FxWait.onFx(() -> thumb.getBoundsInParent().getMaxY())).as("at the end, still in the track")
                .isLessThanOrEqualTo(bar.getHeight());
    }

    private ScrollBar verticalBar() {
        for (Node node : table.lookupAll(".scroll-bar")) {
            if (node instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL) {
                return bar;
            }
        }
        return null;
    }
}
