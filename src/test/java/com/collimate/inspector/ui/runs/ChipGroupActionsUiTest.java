package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
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
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** One gesture shows only one chip's runs, another all of them again: mouse, keyboard and context menu. */
@ExtendWith(ApplicationExtension.class)
class ChipGroupActionsUiTest {
    private final List<Run> runs = List.of(Runs.run(1, "a", "verified", 0L, "g", ""),
            Runs.run(2, "b", "no-ack", 0L, "g", ""), Runs.run(3, "c", "off", 0L, "g", ""),
            Runs.run(4, "d", "verified", 0L, "g", ""), Runs.run(5, "e", "(mismatch)", 0L, "g", ""));
    private final ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of());
    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);

    @Start
    void start(Stage stage) {
        RunsView view = new RunsView(viewModel, new ColumnLayout(Map.of(), List.of()));
        LightStage.show(stage, view.root(), 1200, 400);
        log.publish(viewModel, runs.size());
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void ctrlClickShowsOnlyThatChipAndAShowsAllAgain(FxRobot robot) {
        ToggleButton verified = chip(robot, SeedAck.VERIFIED);
        robot.press(KeyCode.CONTROL).clickOn(verified).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(viewModel.shownRuns()).containsExactly(0, 3);
        assertThat(verified.isSelected()).isTrue();
        assertThat(chip(robot, SeedAck.OFF).isSelected()).isFalse();
        assertThat(viewModel.filterProperty().get().shownAcks()).containsExactly(SeedAck.VERIFIED);

        robot.type(KeyCode.A); // the Ctrl+clicked chip has the focus
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(viewModel.shownRuns()).hasSize(5);
        assertThat(chip(robot, SeedAck.OFF).isSelected()).isTrue();
    }

    @Test
    void theOKeyOnAFocusedChipShowsOnlyIt(FxRobot robot) {
        ToggleButton off = chip(robot, SeedAck.OFF);
        robot.interact(off::requestFocus);
        robot.type(KeyCode.O);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(viewModel.shownRuns()).containsExactly(2);
        assertThat(viewModel.filterProperty().get().shownAcks()).containsExactly(SeedAck.OFF);
    }

    @Test
    void theContextMenuOpensFromTheKeyboardAndHasOnlyThisAndAll(FxRobot robot) {
        ToggleButton mismatch = chip(robot, SeedAck.MISMATCH);
        robot.interact(mismatch::requestFocus);
        robot.press(KeyCode.SHIFT).type(KeyCode.F10).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(mismatch.getContextMenu().isShowing()).isTrue();
        robot.clickOn("#onlyThisMenuItem");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(viewModel.shownRuns()).containsExactly(4);

        ToggleButton verified = chip(robot, SeedAck.VERIFIED);
        robot.interact(verified::requestFocus);
        robot.type(KeyCode.CONTEXT_MENU);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#allMenuItem");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(viewModel.shownRuns()).hasSize(5);
    }

    @Test
    void aPlainClickStillTurnsOneChipOffAndTheTooltipTellsTheShortcuts(FxRobot robot) {
        ToggleButton noAck = chip(robot, SeedAck.NO_ACK);
        robot.clickOn(noAck);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(viewModel.shownRuns()).containsExactly(0, 2, 3, 4);
        assertThat(noAck.getTooltip().getText()).contains(ChipGroupActions.HINT);
        assertThat(noAck.getTooltip().getText()).startsWith(SeedAckChip.tooltip(SeedAck.NO_ACK, null));
    }

    private static ToggleButton chip(FxRobot robot, SeedAck ack) {
        return robot.lookup("#filter-" + ack.label()).queryAs(ToggleButton.class);
    }
}
