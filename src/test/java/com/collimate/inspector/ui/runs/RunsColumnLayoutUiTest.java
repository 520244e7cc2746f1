package com.collimate.inspector.ui.runs;

import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.LightStage;
import javafx.scene.control.CheckMenuItem;
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

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The runs table keeps a column shown and remembers the order its columns were dragged into. */
@ExtendWith(ApplicationExtension.class)
class RunsColumnLayoutUiTest {
    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
    private RunsView view;

    @Start
    void start(Stage stage) {
        List<String> allButKey = Arrays.stream(RunColumn.values()).map(RunColumn::id)
                .filter(id -> !id.equals(RunColumn.KEY.id())).toList();
        List<String> seedFirst = new java.util.ArrayList<>(List.of("seed"));
        Arrays.stream(RunColumn.values()).map(RunColumn::id).filter(id -> !id.equals("seed")).forEach(seedFirst::add);
        view = new RunsView(viewModel, new ColumnLayout(Map.of(), allButKey, seedFirst));
        LightStage.show(stage, view.root(), 1000, 400);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void theLastShownColumnCannotBeHidden(FxRobot robot) {
        List<CheckMenuItem> menu = new java.util.ArrayList<>();
        robot.interact(() -> menu.addAll(view.columnMenuItems()));
        assertThat(item(menu, RunColumn.KEY).isDisable()).isTrue();
        assertThat(item(menu, RunColumn.SEED).isDisable()).isFalse();

        robot.interact(() -> {
            item(menu, RunColumn.SEED).setSelected(true); // as a click on the menu item does
            item(menu, RunColumn.SEED).fire();
        });
        assertThat(item(menu, RunColumn.KEY).isDisable()).as("two shown").isFalse();
        assertThat(item(menu, RunColumn.SEED).isDisable()).isFalse();
    }

    @Test
    void theSavedOrderIsShownAndAReorderIsRemembered(FxRobot robot) {
        TableView<Integer> table = view.table();
        assertThat(table.getColumns().subList(0, 4)).extracting(TableColumn::getId)
                .containsExactly("column-seed", "column-line", "column-key", "column-seedAck");

        AtomicInteger changes = new AtomicInteger();
        robot.interact(() -> view.onColumnLayoutChange(changes::incrementAndGet));

        robot.interact(() -> {
            TableColumn<Integer, ?> key = table.getColumns().remove(2);
            table.getColumns().add(0, key);
        });
        assertThat(view.columnLayout().order().subList(0, 4)).containsExactly("key", "seed", "line", "seedAck");
        assertThat(changes).as("a reorder is saved as a width change is").hasPositiveValue();
    }

    @Test
    void theDefaultOrderIsSavedAsNone(FxRobot robot) {
        TableView<Integer> table = view.table();
        assertThat(view.columnLayout().order()).as("seed dragged first").startsWith("seed", "line", "key");

        robot.interact(() -> table.getColumns().add(2, table.getColumns().remove(0)));
        assertThat(table.getColumns()).extracting(column -> column.getUserData())
                .containsExactly((Object[]) RunColumn.values());
        assertThat(view.columnLayout().order()).as("a later default order reaches a table in the default order")
                .isEmpty();
    }

    private static CheckMenuItem item(List<CheckMenuItem> menu, RunColumn column) {
        return menu.stream().filter(item -> item.getId().equals("show-column-" + column.id())).findFirst()
                .orElseThrow();
    }
}
