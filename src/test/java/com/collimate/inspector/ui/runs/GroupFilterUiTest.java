package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ToggleButton;
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

/**
 * The group filter shows the log's group names safely, tells look-alikes apart, keeps a long one short, and lists
 * them in the table's natural order.
 */
@ExtendWith(ApplicationExtension.class)
class GroupFilterUiTest {
    private static final List<String> GROUPS = List.of("alpha", "\u001b[31mred-group\u001b[0m", "\u202Egroup-bidi", "",
            " ", "g".repeat(200), "alpha ", "step10", "step2");
    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
    private ComboBox<String> groupFilter;
    private RunsView view;

    @Start
    void start(Stage stage) {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < GROUPS.size(); i++) {
            runs.add(Runs.run(i + 1, "run-" + i, "verified", 0L, GROUPS.get(i), ""));
        }
        ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of());
        view = new RunsView(viewModel, new ColumnLayout(Map.of(), List.of()));
        LightStage.show(stage, view.root(), 1200, 500);
        log.publish(viewModel, runs.size());
        groupFilter = view.root().lookup("#groupFilter") instanceof ComboBox<?> box ? cast(box) : null;
    }

    @SuppressWarnings("unchecked")
    private static ComboBox<String> cast(ComboBox<?> box) {
        return (ComboBox<String>) box;
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    /** The filter captions name their controls (for a screen reader); they came before them and named nothing. */
    @Test
    void theExitAndGroupCaptionsNameTheirControls(FxRobot robot) {
        Map.of("exit", "#exitAnyToggle", "group", "#groupFilter").forEach((caption, control) -> {
            Node named = robot.lookup(control).query();
            assertThat(robot.lookup(".filter-caption").queryAllAs(Label.class)).as(caption)
                    .anyMatch(label -> label.getText().equals(caption) && label.getLabelFor() == named);
        });
    }

    @Test
    void theChipsCountTheChosenGroupsRuns(FxRobot robot) {
        ToggleButton verified = robot.lookup("#filter-verified").queryAs(ToggleButton.class);
        ToggleButton all = robot.lookup("#exitAnyToggle").queryAs(ToggleButton.class);
        assertThat(verified.getText()).endsWith("  " + GROUPS.size());

        robot.interact(() -> groupFilter.setValue("alpha"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(verified.getText()).endsWith("  1");
        assertThat(all.getText()).isEqualTo("all  1");

        robot.interact(() -> groupFilter.setValue(null));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(all.getText()).isEqualTo("all  " + GROUPS.size());
    }

    @Test
    void namesAreSafeDistinctAndShort(FxRobot robot) {
        robot.interact(groupFilter::show);
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> list = robot.lookup(".combo-box-popup .list-view").queryAs(ListView.class);
        List<String> shown = robot.from(list).lookup(".list-cell").queryAllAs(ListCell.class).stream()
                .filter(cell -> !cell.isEmpty()).map(ListCell::getText).toList();
        assertThat(shown).contains("All groups", "alpha", "^[[31mred-group^[[0m", "<U+202E>group-bidi", "\"\"",
                "\" \"", "\"alpha \"", "g".repeat(40) + "\u2026");
        assertThat(shown).doesNotHaveDuplicates().allSatisfy(text -> assertThat(text).isNotBlank());
        assertThat(shown).as("natural order, as the Group column sorts").containsSubsequence("step2", "step10");
        assertThat(list.getWidth()).as("a 200-character name does not widen the popup off the screen").isLessThan(500);

        robot.interact(() -> {
            groupFilter.hide();
            groupFilter.setValue("");
        });
        WaitForAsyncUtils.waitForFxEvents();
        ListCell<?> button = robot.from(groupFilter).lookup(".list-cell").queryAs(ListCell.class);
        assertThat(button.getText()).isEqualTo("\"\"");
        assertThat(button.getTooltip().getText()).isEqualTo("(the name is empty)");
        assertThat(viewModel.filterProperty().get().group()).isEmpty();
    }
}
