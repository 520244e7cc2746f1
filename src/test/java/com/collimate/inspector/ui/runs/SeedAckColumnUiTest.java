package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
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

/** Every seed_ack chip shows whole in the seed_ack column at its default width: "mismatch" was cut at its edge. */
@ExtendWith(ApplicationExtension.class)
class SeedAckColumnUiTest {
    private static final List<String> ACKS = List.of("verified", "no-ack", "off", "mismatch", "(mismatch)");

    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);

    @Start
    void start(Stage stage) {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < ACKS.size(); i++) {
            runs.add(Runs.run(i + 1, "run-" + i, ACKS.get(i), 0L, "g", ""));
        }
        runs.add(Runs.run(ACKS.size() + 1, "no-ack-field", null, 0L, "g", ""));
        RunsView view = new RunsView(viewModel, new ColumnLayout(Map.of(), List.of()));
        LightStage.show(stage, view.root(), 1400, 500);
        new ListRolloutLog(Path.of("t.jsonl"), runs, List.of()).publish(viewModel, runs.size());
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void everySeedAckChipFitsItsColumnAtTheDefaultWidth(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        List<Label> chips = robot.lookup("." + SeedAckChip.ACK_CHIP).queryAll().stream()
                .filter(node -> node instanceof Label && node.isVisible() && cellOf(node) != null)
                .map(Label.class::cast).toList();
        assertThat(chips).extracting(Label::getText).contains("verified", "no-ack", "off", "mismatch", "missing");
        for (Label chip : chips) {
            Bounds shown = chip.localToScene(chip.getLayoutBounds());
            TableCell<?, ?> cell = cellOf(chip);
            Bounds room = cell.localToScene(cell.getLayoutBounds());
            assertThat(shown.getMaxX()).as("the right edge of '%s'", chip.getText())
                    .isLessThanOrEqualTo(room.getMaxX());
            assertThat(chip.getWidth()).as("'%s' not cut", chip.getText())
                    .isGreaterThanOrEqualTo(chip.prefWidth(-1) - 0.5);
        }
    }

    private static TableCell<?, ?> cellOf(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at instanceof TableCell<?, ?> cell) {
                return cell.getTableColumn() != null && cell.getTableColumn().getId().equals("column-"
                        + RunColumn.SEED_ACK.id()) ? cell : null;
            }
        }
        return null;
    }
}
