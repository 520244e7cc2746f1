package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.Runs;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With Wrap on, the two texts' rows wrap onto different numbers of lines on each side: however the user scrolls (up
 * past wrapped rows above all, where Flowless only estimates the heights of the rows not laid out yet), both sides
 * show the same row on top, at the same height, and every row beside its pair.
 */
@ExtendWith(ApplicationExtension.class)
class WrappedScrollUiTest {
    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
        LightStage.show(stage, new Label("main window"), 400, 300);
    }

    @AfterEach
    void tearDown() throws Exception {
        FxToolkit.cleanupStages();
    }

    /**
     * 400 lines, every 7th the same on both sides (so changes between, and no folds): every 3rd line long on the
     * left, every 5th on the right, at lengths that wrap onto two to five rows, so the sides' rows are of other heights
     * almost everywhere.
     */
    private static ComparePair wrapsDifferently() {
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int line = 1; line <= 400; line++) {
            if (line % 7 == 0) {
                left.append("line ").append(line).append(" same\n");
                right.append("line ").append(line).append(" same\n");
                continue;
            }
            left.append("line ").append(line).append(" left")
                    .append(line % 3 == 0 ? " word".repeat(40 + 30 * (line % 4)) : "").append('\n');
            right.append("line ").append(line).append(" right")
                    .append(line % 5 == 0 ? " text".repeat(30 + 25 * (line % 3)) : "").append('\n');
        }
        return new ComparePair(new CompareSide("run-a", 0, 0, left.toString(), "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, right.toString(), "", 0L, Runs.inputs("x")));
    }

    /** 300 lines on the left, every 3rd wrapping onto two to five rows; none on the right: its rows are fillers. */
    private static ComparePair besideAnEmptyText() {
        StringBuilder left = new StringBuilder();
        for (int line = 1; line <= 300; line++) {
            left.append("line ").append(line).append(" left")
                    .append(line % 3 == 0 ? " word".repeat(40 + 30 * (line % 4)) : "").append('\n');
        }
        return new ComparePair(new CompareSide("run-a", 0, 0, left.toString(), "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, "", "", 0L, Runs.inputs("x")));
    }

    /** Opens the pair with Wrap on and waits until the long rows are wrapped. */
    private DiffViewModel openWrapped(FxRobot robot) throws Exception {
        return openWrapped(robot, WrappedScrollUiTest::wrapsDifferently);
    }

    private DiffViewModel openWrapped(FxRobot robot, Callable<ComparePair> pair) throws Exception {
        DiffViewModel model = new DiffViewModel(Runnable::run, Runnable::run, Masks::builtIn, file -> Optional.empty());
        robot.interact(() -> {
            DiffView.openWindow(model, owner, index -> { }, (window, title, name, description, patterns) ->
                    Optional.empty());
            model.load(pair);
        });
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        robot.clickOn("#wrapToggle");
        FxWait.waitUntil(() -> left(robot).isWrapText() && left(robot).getParagraphLinesCount(2) > 1);
        settle();
        return model;
    }

    private static CodeArea left(FxRobot robot) {
        return robot.lookup("#diffLeft").queryAs(CodeArea.class);
    }

    private static CodeArea right(FxRobot robot) {
        return robot.lookup("#diffRight").queryAs(CodeArea.class);
    }

    /** Lets the layouts a scroll causes, and what they post, run. */
    private static void settle() throws Exception {
        FxWait.waitForPulses(6);
    }

    /** What differs between the sides: the row on top, or a row shown on both whose top or height differ. */
    private static List<String> misalignment(FxRobot robot, String step) throws Exception {
        return FxWait.onFx(() -> {
            List<String> wrong = new ArrayList<>();
            int leftTop = left(robot).firstVisibleParToAllParIndex();
            int rightTop = right(robot).firstVisibleParToAllParIndex();
            if (leftTop != rightTop) {
                wrong.add(step + ": row on top " + leftTop + " vs " + rightTop);
            }
            RowAlignment.misalignedRows(left(robot), right(robot)).forEach(row -> wrong.add(step + ": " + row));
            return wrong;
        });
    }

    /** Shows the last row at the bottom of {@code area} (the other follows); what then misaligns. */
    private static List<String> scrollToTheBottom(FxRobot robot, CodeArea area) throws Exception {
        robot.interact(() -> area.showParagraphAtBottom(area.getParagraphs().size() - 1));
        settle();
        return new ArrayList<>(misalignment(robot, "at the bottom"));
    }

    @Test
    void scrollingUpFromTheBottomInStepsKeepsTheRowsBesideEachOther(FxRobot robot) throws Exception {
        openWrapped(robot);
        List<String> wrong = scrollToTheBottom(robot, left(robot));

        for (int step = 1; step <= 25 && wrong.isEmpty(); step++) {
            int scrolled = step;
            // As the mouse wheel does: three lines a notch, on either side.
            robot.interact(() -> (scrolled % 2 == 0 ? right(robot) : left(robot)).scrollYBy(-3 * 17.0));
            settle();
            wrong.addAll(misalignment(robot, "wheel step " + step));
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void pagingUpAndDraggingTheBarUpKeepTheRowsBesideEachOther(FxRobot robot) throws Exception {
        openWrapped(robot);
        List<String> wrong = scrollToTheBottom(robot, right(robot));
        ScrollBar bar = robot.lookup("#diffRightVerticalBar").queryAs(ScrollBar.class);

        for (int step = 1; step <= 8 && wrong.isEmpty(); step++) {
            robot.interact(bar::decrement); // an arrow of the bar
            robot.interact(() -> bar.setValue(bar.getValue() - bar.getBlockIncrement())); // a click in its track
            settle();
            wrong.addAll(misalignment(robot, "page up " + step));
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void goingBackToEarlierChangesAndTheFirstDivergenceKeepsTheRowsBesideEachOther(FxRobot robot) throws Exception {
        DiffViewModel model = openWrapped(robot);
        List<String> wrong = scrollToTheBottom(robot, left(robot));

        for (int step = 1; step <= 6 && wrong.isEmpty(); step++) {
            robot.clickOn("#diffLeft").type(KeyCode.PAGE_UP);
            settle();
            wrong.addAll(misalignment(robot, "Page Up " + step));
        }
        for (int step = 1; step <= 6 && wrong.isEmpty(); step++) {
            robot.interact(model::previousChange);
            settle();
            wrong.addAll(misalignment(robot, "previous change " + step));
        }
        if (wrong.isEmpty()) {
            robot.clickOn("#firstDivergenceButton");
            settle();
            wrong.addAll(misalignment(robot, "first divergence"));
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void jumpingToTheBottomBesideAnEmptyTextKeepsTheRowsBesideEachOther(FxRobot robot) throws Exception {
        openWrapped(robot, WrappedScrollUiTest::besideAnEmptyText);

        assertThat(scrollToTheBottom(robot, left(robot))).isEmpty();
    }
}
