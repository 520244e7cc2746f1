package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.core.diff.RowKind;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.common.SaveDialog;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.Runs;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Compare window on its own: its minimum size, what it offers when the runs could not be read, and its Save patch.
 */
@ExtendWith(ApplicationExtension.class)
class DiffViewUiTest {
    private Stage owner;
    private final ExecutorService background = Executors.newSingleThreadExecutor();

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.setScene(new Scene(new Label("main window"), 400, 300));
        Themes.apply(Settings.Theme.LIGHT, stage.getScene());
        stage.show();
    }

    private static final SaveDialog NO_SAVE = (window, title, initialName, description, patterns) -> Optional.empty();

    @AfterEach
    void tearDown() throws Exception {
        FxToolkit.cleanupStages();
        background.shutdownNow();
    }

    private DiffViewModel open(FxRobot robot, Callable<ComparePair> loader) {
        return open(robot, loader, file -> Optional.empty(), NO_SAVE);
    }

    private DiffViewModel open(FxRobot robot, Callable<ComparePair> loader,
                               Function<Path, Optional<String>> refusal, SaveDialog saveDialog) {
        return open(robot, new DiffViewModel(Runnable::run, Runnable::run, Masks::builtIn, refusal), loader, saveDialog);
    }

    private DiffViewModel open(FxRobot robot, DiffViewModel model, Callable<ComparePair> loader,
                               SaveDialog saveDialog) {
        robot.interact(() -> {
            DiffView.openWindow(model, owner, index -> { }, saveDialog);
            model.load(loader);
        });
        WaitForAsyncUtils.waitForFxEvents();
        return model;
    }

    private static ComparePair twoRuns() {
        return new ComparePair(new CompareSide("run-a", 0, 0, "a\nb\n", "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, "a\nc\n", "", 0L, Runs.inputs("x")));
    }

    @Test
    void reachingTheLastChangeKeepsTheChangePositionsWidthSoTheHeaderCannotWrap(FxRobot robot) {
        DiffViewModel model = open(robot, () -> new ComparePair(
                new CompareSide("run-a", 0, 0, "a\nb\nc\nd\ne\nf\ng\n", "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, "a\nB\nc\nd\nE\nf\ng\n", "", 0L, Runs.inputs("x"))));
        Label position = robot.lookup("#changePositionLabel").queryAs(Label.class);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(position.getText()).isEqualTo("change 1 of 2");
        double opened = position.getWidth();

        robot.interact(model::nextChange);
        robot.interact(model::nextChange);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(position.getText()).isEqualTo("change 2 of 2, the last");
        assertThat(position.getWidth()).isEqualTo(opened);
        assertThat(position.getWidth()).as("the whole text fits").isGreaterThanOrEqualTo(position.prefWidth(-1));
    }

    /** At the window's first size a sample run's header ran over its line, and "change 1 of 1" was left alone below. */
    @Test
    void theChangePositionStaysOnTheLineOfTheFirstDivergenceWhenTheHeaderWraps(FxRobot robot) throws Exception {
        String id = "order-1795941426671243679\n";
        DiffViewModel model = open(robot, () -> new ComparePair(
                new CompareSide("step1-order-id-c2 (line 7)", 0, 0, id, "", 0L, Runs.inputs("x")),
                new CompareSide("step1-order-id-c2 replay #1", 0, 1, id.replace("5941426671243679", "6078517622300006"),
                        "", 0L, Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        Label position = robot.lookup("#changePositionLabel").queryAs(Label.class);
        Label divergence = robot.lookup("#divergenceLabel").queryAs(Label.class);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(position.getText()).isEqualTo("change 1 of 1");
        assertThat(position.getLayoutY()).isEqualTo(divergence.getLayoutY());
        assertThat(robot.lookup("#statsLabel").queryAs(Label.class).getLayoutY())
                .as("the counts wrap instead").isGreaterThan(divergence.getLayoutY());
    }

    /** "first divergence: line 1, column 10  change 1 of 1" read as one phrase. */
    @Test
    void aSeparatorStandsBetweenTheFirstDivergenceAndTheChangePositionWhileThereIsOne(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::twoRuns);
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Label divergence = robot.lookup("#divergenceLabel").queryAs(Label.class);
        Node separator = robot.lookup("#changePositionSeparator").query();
        Label position = robot.lookup("#changePositionLabel").queryAs(Label.class);

        assertThat(separator.isVisible()).isTrue();
        assertThat(separator.getBoundsInParent().getMinX()).as("after the divergence")
                .isGreaterThanOrEqualTo(divergence.getBoundsInParent().getMaxX());
        assertThat(separator.getBoundsInParent().getMaxX()).as("before the position")
                .isLessThanOrEqualTo(position.getBoundsInParent().getMinX());

        robot.interact(() -> model.load(() -> new ComparePair(
                new CompareSide("run-a", 0, 0, "a\n", "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, "a\n", "", 0L, Runs.inputs("x")))));
        FxWait.waitUntil(() -> position.getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(separator.isVisible()).as("no position: nothing to set apart").isFalse();
        assertThat(separator.isManaged()).isFalse();
    }

    private static ComparePair threeChanges() {
        return new ComparePair(new CompareSide("run-a", 0, 0, DiffViewModelTest.lines(60, "a", 10, 30, 50), "", 0L,
                Runs.inputs("x")), new CompareSide("run-a replay #1", 0, 1,
                DiffViewModelTest.lines(60, "b", 10, 30, 50) + "added\n", "", 0L, Runs.inputs("x")));
    }

    /** The line numbers both areas show marked as the current change's, blank for a filler row. */
    private static List<String> currentRows(FxRobot robot) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            List<String> rows = new java.util.ArrayList<>();
            for (String id : List.of("#diffLeft", "#diffRight")) {
                for (Node marked : robot.lookup(id + " ." + DiffStyles.CURRENT).queryAll()) {
                    Node number = robot.from(marked).lookup("." + DiffStyles.LINE_NUMBER).query();
                    rows.add(id.substring(1) + ":" + ((javafx.scene.text.Text) number).getText().strip());
                }
            }
            return rows;
        }).get(10, TimeUnit.SECONDS);
    }

    @Test
    void theCurrentChangeIsMarkedInBothTextsAndOnTheRulerAsF7MovesOn(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::threeChanges);
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        Label position = robot.lookup("#changePositionLabel").queryAs(Label.class);
        assertThat(position.getText()).isEqualTo("change 1 of 4");
        assertThat(currentRows(robot)).containsExactly("diffLeft:10", "diffRight:10");

        robot.interact(() -> robot.lookup("#diffLeft").query().requestFocus());
        robot.type(KeyCode.F7);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(position.getText()).isEqualTo("change 2 of 4");
        assertThat(currentRows(robot)).containsExactly("diffLeft:30", "diffRight:30");
        javafx.scene.layout.Region shown = robot.lookup("#diffLeft ." + DiffStyles.CURRENT).queryAs(
                javafx.scene.layout.Region.class);
        assertThat(shown.getBackground()).as("the theme's colour found").isNotNull();
        assertThat(shown.getBackground().getFills()).hasSize(1);

        Pane ruler = robot.lookup("#overviewRuler").queryAs(Pane.class);
        Node mark = robot.lookup("#currentRulerMark").query();
        RulerMark second = model.documentProperty().get().marks().get(1);
        double textHeight = robot.lookup("#diffLeft").queryAs(CodeArea.class).totalHeightEstimateProperty().getValue();
        assertThat(mark.getLayoutY()).as("the second change's mark")
                .isCloseTo(second.from() * Math.min(ruler.getHeight(), textHeight) - 1,
                        org.assertj.core.data.Offset.offset(3.0));
        assertThat(robot.lookup("." + DiffStyles.RULER_CURRENT).queryAll()).hasSize(1);

        robot.interact(model::nextChange);
        robot.interact(model::nextChange);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(position.getText()).isEqualTo("change 4 of 4");
        assertThat(currentRows(robot)).as("an added line: its filler on the left is marked too")
                .containsExactly("diffLeft:", "diffRight:61");
    }

    @Test
    void aShortDiffsRulerMarkSitsBesideItsLineInsteadOfFillingTheRuler(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::twoRuns); // two lines, the second changed
        FxWait.waitUntil(() -> model.documentProperty().get() != null
                && !robot.lookup("." + DiffStyles.RULER_MARK).queryAll().isEmpty());
        Pane ruler = robot.lookup("#overviewRuler").queryAs(Pane.class);
        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        FxWait.waitUntil(() -> left.totalHeightEstimateProperty().getOrElse(0.0) > 0);
        double textHeight = WaitForAsyncUtils.asyncFx(() -> left.totalHeightEstimateProperty().getValue())
                .get(10, TimeUnit.SECONDS);
        assertThat(textHeight).as("two rows, far shorter than the view").isLessThan(ruler.getHeight() / 4);

        Node mark = robot.lookup("." + DiffStyles.RULER_MARK).query();
        Bounds bounds = mark.getBoundsInParent();
        assertThat(bounds.getMinY()).as("beside the second row").isCloseTo(textHeight / 2,
                org.assertj.core.data.Offset.offset(3.0));
        assertThat(bounds.getMaxY()).as("not down to the ruler's end").isLessThanOrEqualTo(textHeight + 2);
    }

    /** A wrapped text's height estimate changes as it scrolls: a text taller than the ruler keeps its marks. */
    @Test
    void theRulerKeepsItsMarksWhileATallTextsHeightEstimateChanges(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::threeChanges);
        FxWait.waitUntil(() -> model.documentProperty().get() != null
                && !robot.lookup("." + DiffStyles.RULER_MARK).queryAll().isEmpty());
        OverviewRuler ruler = robot.lookup("#overviewRuler").queryAs(OverviewRuler.class);

        List<List<Node>> marks = WaitForAsyncUtils.asyncFx(() -> {
            ruler.setDocumentHeight(ruler.getHeight() * 3);
            List<Node> before = List.copyOf(ruler.getChildren());
            ruler.setDocumentHeight(ruler.getHeight() * 4);
            return List.of(before, List.copyOf(ruler.getChildren()));
        }).get(10, TimeUnit.SECONDS);

        assertThat(marks.get(1)).as("the same mark nodes").isNotEmpty().containsExactlyElementsOf(marks.get(0));
    }

    @Test
    void togglingMasksKeepsTheLineTheUserScrolledToOnTop(FxRobot robot) throws Exception {
        // No folds: a change every 5th line, a timestamp every 5th line too (a change of its own without masks).
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int line = 1; line <= 300; line++) {
            String text = line % 5 == 0 ? "line " + line + " " : line % 5 == 2 ? "line " + line + " at " : "line " + line;
            left.append(text).append(line % 5 == 0 ? "a" : line % 5 == 2 ? "2026-11-28T10:00:00Z" : "").append('\n');
            right.append(text).append(line % 5 == 0 ? "b" : line % 5 == 2 ? "2026-11-29T11:11:11Z" : "").append('\n');
        }
        DiffViewModel model = open(robot, () -> new ComparePair(
                new CompareSide("run-a", 0, 0, left.toString(), "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, right.toString(), "", 0L, Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        CodeArea area = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        int row151 = DiffViewModel.rowOfLeftLine(model.documentProperty().get().model(), 151);
        robot.interact(() -> area.showParagraphAtTop(row151));
        FxWait.waitUntil(() -> firstVisibleLeftLine(robot, model) == 151);
        DiffDocument masked = model.documentProperty().get();

        robot.clickOn("#maskToggle");
        FxWait.waitUntil(() -> model.documentProperty().get() != masked);
        for (int i = 0; i < 5; i++) {
            WaitForAsyncUtils.waitForFxEvents();
        }

        CodeArea shown = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        assertThat(WaitForAsyncUtils.asyncFx(() -> model.documentProperty().get().leftNumber(
                shown.firstVisibleParToAllParIndex())).get(10, TimeUnit.SECONDS)).as("the line on top").isEqualTo(151);
        DiffDocument raw = model.documentProperty().get();
        int current = model.currentChangeProperty().get();
        assertThat(raw.leftNumber(raw.model().hunkRow(current))).as("the first change at or below it").isEqualTo(152);
        assertThat(robot.lookup("#changePositionLabel").queryLabeled().getText())
                .isEqualTo("change " + (current + 1) + " of 120");
    }

    /** As the audit's run: 200 lines, lines 8, 48, 88, 128 and 168 differing in a timestamp and a value. */
    private static ComparePair fiveChanges() {
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int line = 0; line < 200; line++) {
            boolean differs = line % 40 == 7;
            left.append("line ").append(line).append(differs ? " at 2026-11-28T10:00:00Z r=0.1\n" : " stable\n");
            right.append("line ").append(line).append(differs ? " at 2026-11-29T11:11:11Z r=0.2\n" : " stable\n");
        }
        return new ComparePair(new CompareSide("run-a", 0, 0, left.toString(), "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, right.toString(), "", 0L, Runs.inputs("x")));
    }

    @Test
    void togglingMasksOrWrapKeepsTheCurrentChangeItsLinesMarkedAndShown(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::fiveChanges);
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        Label position = robot.lookup("#changePositionLabel").queryAs(Label.class);
        robot.interact(model::nextChange);
        robot.interact(model::nextChange);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(position.getText()).isEqualTo("change 3 of 5");
        assertThat(currentRows(robot)).containsExactly("diffLeft:88", "diffRight:88");

        for (String toggle : List.of("#maskToggle", "#wrapToggle", "#whitespaceToggle", "#maskToggle")) {
            DiffTarget before = model.targetProperty().get();
            robot.clickOn(toggle);
            FxWait.waitUntil(() -> model.targetProperty().get() != before && !model.computingProperty().get());
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(position.getText()).as("after " + toggle).isEqualTo("change 3 of 5");
            assertThat(currentRows(robot)).as("after " + toggle).containsExactly("diffLeft:88", "diffRight:88");
            CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
            int row88 = DiffViewModel.rowOfLeftLine(model.documentProperty().get().model(), 88);
            FxWait.waitUntil(() -> left.firstVisibleParToAllParIndex() <= row88
                    && row88 <= left.lastVisibleParToAllParIndex());
        }
    }

    /** A long line on the left only, and a line the right one lacks after it (a filler row on the right). */
    private static ComparePair oneLongLine() {
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int line = 1; line <= 40; line++) {
            left.append("line ").append(line).append(line == 3 ? " " + "word ".repeat(200) : "").append('\n');
            if (line != 6) {
                right.append("line ").append(line).append(line == 3 ? " word" : "").append('\n');
            }
        }
        return new ComparePair(new CompareSide("run-a", 0, 0, left.toString(), "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, right.toString(), "", 0L, Runs.inputs("x")));
    }

    /** The rows both areas show whose top or height differ from one side to the other ("row: left vs right"). */
    private static List<String> misalignedRows(FxRobot robot) throws Exception {
        return FxWait.onFx(() -> RowAlignment.misalignedRows(robot.lookup("#diffLeft").queryAs(CodeArea.class),
                robot.lookup("#diffRight").queryAs(CodeArea.class)));
    }

    /** The height of row {@code row} of {@code id}'s area. */
    private static double rowHeight(FxRobot robot, String id, int row) throws Exception {
        return FxWait.onFx(() -> {
            CodeArea area = robot.lookup(id).queryAs(CodeArea.class);
            return area.getVisibleParagraphBoundsOnScreen(area.allParToVisibleParIndex(row).orElseThrow())
                    .getHeight();
        });
    }

    /** With Wrap on, a line wrapped onto several rows made its side taller there, and every later row sat too low. */
    @Test
    void withWrapOnEachRowIsAsTallOnBothSidesSoLaterRowsStayBesideEachOther(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::oneLongLine);
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        int longRow = DiffViewModel.rowOfLeftLine(model.documentProperty().get().model(), 3);
        int lastRow = DiffViewModel.rowOfLeftLine(model.documentProperty().get().model(), 12);
        double plainHeight = rowHeight(robot, "#diffLeft", lastRow);

        robot.clickOn("#wrapToggle");
        FxWait.waitUntil(() -> rowHeight(robot, "#diffLeft", longRow) > 2.5 * plainHeight);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(misalignedRows(robot)).as("rows whose top or height differ").isEmpty();
        assertThat(rowHeight(robot, "#diffRight", longRow)).as("the short line's row, as tall as the long one's")
                .isCloseTo(rowHeight(robot, "#diffLeft", longRow), org.assertj.core.data.Offset.offset(0.5));

        robot.clickOn("#wrapToggle");
        FxWait.waitUntil(() -> rowHeight(robot, "#diffLeft", longRow) < 1.5 * plainHeight);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(rowHeight(robot, "#diffRight", longRow)).as("Wrap off: one row again, no padding left")
                .isCloseTo(plainHeight, org.assertj.core.data.Offset.offset(0.5));
        assertThat(misalignedRows(robot)).isEmpty();
    }

    /** Scrolled sideways with Wrap off, both texts come back when Wrap is turned on: wrapped, nothing is beside them. */
    @Test
    void turningWrapOnBringsBothTextsScrolledSidewaysBack(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, () -> new ComparePair(
                new CompareSide("run-a", 0, 0, "a\n" + "left ".repeat(200) + "\nb\n", "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, "a\n" + "right ".repeat(200) + "\nb\n", "", 0L,
                        Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        CodeArea leftArea = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        CodeArea rightArea = robot.lookup("#diffRight").queryAs(CodeArea.class);
        ScrollBar leftBar = robot.lookup("#diffLeftHorizontalBar").queryAs(ScrollBar.class);
        ScrollBar rightBar = robot.lookup("#diffRightHorizontalBar").queryAs(ScrollBar.class);
        FxWait.waitUntil(() -> leftBar.isVisible() && rightBar.isVisible());
        robot.interact(() -> rightBar.setValue(300.0)); // as a drag of the right text's bar does
        FxWait.waitUntil(() -> leftArea.getEstimatedScrollX() == 300.0 && leftBar.getValue() == 300.0);

        robot.clickOn("#wrapToggle");

        FxWait.waitUntil(() -> leftArea.isWrapText() && rightArea.isWrapText());
        FxWait.waitForPulses(4);
        assertThat(FxWait.onFx(leftArea::getEstimatedScrollX)).as("the left text's offset sideways").isZero();
        assertThat(FxWait.onFx(rightArea::getEstimatedScrollX)).as("the right text's offset sideways").isZero();
        assertThat(FxWait.onFx(() -> leftBar.isVisible() || rightBar.isVisible())).as("a horizontal bar shown")
                .isFalse();
    }

    @Test
    void twoEmptyStreamsSaySoAndOfferNoNavigation(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, () -> new ComparePair(
                new CompareSide("run-a", 0, 0, "same\n", "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, "same\n", "", 0L, Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        assertThat(robot.lookup("#diffMessage").queryAs(Label.class).isVisible()).as("identical, not empty").isFalse();
        assertThat(navigationDisabled(robot)).containsOnly(true);

        robot.interact(() -> model.setStream(DiffStream.STDERR));
        FxWait.waitUntil(() -> model.documentProperty().get().rowCount() == 0 && !model.computingProperty().get());

        Label message = robot.lookup("#diffMessage").queryAs(Label.class);
        assertThat(message.isVisible()).isTrue();
        assertThat(message.getText()).isEqualTo("Both sides are empty: neither run wrote any stderr");
        assertThat(robot.lookup("#divergenceLabel").queryLabeled().getText()).isEqualTo("stderr identical");
        assertThat(robot.lookup("#diffLeft ." + DiffStyles.LINE_NUMBER).queryAll()).as("no blank gutter").isEmpty();
        assertThat(robot.lookup("#diffRight ." + DiffStyles.LINE_NUMBER).queryAll()).isEmpty();
        assertThat(navigationDisabled(robot)).containsOnly(true);
        assertThat(robot.lookup("#savePatchButton").queryButton().isDisabled()).isFalse();
    }

    /** tqdm's inner bar (position=1) redrawn twice more on the right: its rows drawn over later are no change. */
    @Test
    void nestedBarRowsDrawnOverLaterAreEqualRowsWithNoLineOnTheSideThatHasFewer(FxRobot robot) throws Exception {
        String inner = "\rbatch:  50%|#####     | 1/2 [00:00<00:00, 33.15it/s]\u001B[A\n";
        String outer = "\r" + " ".repeat(60) + "\u001B[A\repoch: 100%|##########| 1/1 [00:01<00:00,  0.93it/s]\n";
        String start = "\repoch:   0%|          | 0/1 [00:00<?, ?it/s]\n";
        DiffViewModel model = open(robot, () -> new ComparePair(
                new CompareSide("run-a", 0, 0, start + inner + outer, "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, start + inner.repeat(3) + outer, "", 0L, Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null && !model.computingProperty().get());

        DiffDocument document = model.documentProperty().get();
        assertThat(robot.lookup("#divergenceLabel").queryLabeled().getText()).endsWith("(equal after masks)");
        assertThat(IntStream.range(0, document.rowCount()).mapToObj(document::kind)).containsOnly(RowKind.EQUAL);
        assertThat(IntStream.range(0, document.rowCount()).map(document::leftNumber)).containsExactly(1, 2, 0, 0, 3);
        assertThat(IntStream.range(0, document.rowCount()).map(document::rightNumber)).containsExactly(1, 2, 3, 4, 5);
        assertThat(List.of(robot.lookup("#prevChangeButton").queryButton().isDisabled(),
                robot.lookup("#nextChangeButton").queryButton().isDisabled())).containsOnly(true);
    }

    /** Whether Previous change, Next change and First divergence are disabled, in that order. */
    private static List<Boolean> navigationDisabled(FxRobot robot) {
        return List.of("#prevChangeButton", "#nextChangeButton", "#firstDivergenceButton").stream()
                .map(id -> robot.lookup(id).queryButton().isDisabled()).toList();
    }

    @Test
    void aDiffWithChangesOffersNavigation(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::twoRuns);
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        assertThat(navigationDisabled(robot)).containsOnly(false);
        assertThat(robot.lookup("#diffMessage").queryAs(Label.class).isVisible()).isFalse();
    }

    @Test
    void theFoldMarkerIsAsTallAsADigitAndAFoldedRowAsTallAsALine(FxRobot robot) {
        open(robot, DiffViewUiTest::threeChanges);
        WaitForAsyncUtils.waitForFxEvents();

        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        Node fold = robot.from(left).lookup(".paragraph-box").match(box -> robot.from(box)
                .lookup("." + DiffStyles.FOLD).tryQuery().isPresent()).query();
        Node line = robot.from(left).lookup(".paragraph-box").match(box -> robot.from(box)
                .lookup("." + DiffStyles.FOLD).tryQuery().isEmpty()).query();
        javafx.scene.text.Text foldText = robot.from(fold).lookup(".text").queryAs(javafx.scene.text.Text.class);
        assertThat(foldText.getText()).startsWith(DiffDocument.FOLD_MARKER + " ");
        assertThat(fold.getLayoutBounds().getHeight()).isEqualTo(line.getLayoutBounds().getHeight());
        assertThat(inkHeight(DiffDocument.FOLD_MARKER, foldText)).as("legible at the code's size")
                .isGreaterThanOrEqualTo(0.75 * inkHeight("0", foldText));
    }

    @Test
    void aFoldClickedOpensInTheTextsShownWithNumbersChangesAndRulerFollowingItsLines(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::threeChanges);
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        DiffDocument folded = model.documentProperty().get();
        int fold = IntStream.range(folded.model().hunkRow(0), folded.model().hunkRow(1))
                .filter(row -> folded.kind(row) == RowKind.FOLDED).findFirst().orElseThrow();
        String foldText = DiffDocument.foldText(folded.model().rows().get(fold).foldedLines());
        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        CodeArea right = robot.lookup("#diffRight").queryAs(CodeArea.class);

        Node foldRow = robot.from(left).lookup(".text").match(text -> ((javafx.scene.text.Text) text).getText()
                .equals(foldText)).query();
        robot.clickOn(foldRow);
        FxWait.waitUntil(() -> model.documentProperty().get() != folded && !model.computingProperty().get());
        FxWait.waitForPulses(4);

        DiffDocument opened = model.documentProperty().get();
        assertThat(opened.rowCount()).as("lines 14 to 26 in place of their fold").isEqualTo(folded.rowCount() + 12);
        assertThat(robot.lookup("#diffLeft").queryAs(CodeArea.class)).as("the texts shown, not new ones")
                .isSameAs(left);
        assertThat(robot.lookup("#diffRight").queryAs(CodeArea.class)).isSameAs(right);
        assertThat(FxWait.<String>onFx(left::getText)).isEqualTo(opened.left().getText());
        assertThat(FxWait.<String>onFx(right::getText)).isEqualTo(opened.right().getText());
        for (int row = 0; row < opened.rowCount(); row++) {
            assertThat(left.getParagraph(row).getParagraphStyle()).as("row %d", row)
                    .isEqualTo(opened.left().getParagraph(row).getParagraphStyle());
            assertThat(right.getParagraph(row).getParagraphStyle()).as("row %d", row)
                    .isEqualTo(opened.right().getParagraph(row).getParagraphStyle());
        }
        List<String> numbers = IntStream.rangeClosed(13, 27).mapToObj(Integer::toString).toList();
        assertThat(shownNumbers(robot, "#diffLeft")).as("the opened lines numbered, and the rows after")
                .containsSequence(numbers);
        assertThat(shownNumbers(robot, "#diffRight")).containsSequence(numbers);

        robot.interact(left::requestFocus);
        robot.type(KeyCode.F7);
        WaitForAsyncUtils.waitForFxEvents();
        Label position = robot.lookup("#changePositionLabel").queryAs(Label.class);
        assertThat(position.getText()).isEqualTo("change 2 of 4");
        assertThat(model.targetProperty().get().row()).isEqualTo(opened.model().hunkRow(1));
        assertThat(currentRows(robot)).containsExactly("diffLeft:30", "diffRight:30");
        robot.press(KeyCode.SHIFT).type(KeyCode.F7).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(currentRows(robot)).containsExactly("diffLeft:10", "diffRight:10");

        Pane ruler = robot.lookup("#overviewRuler").queryAs(Pane.class);
        RulerMark third = opened.marks().get(2);
        assertThat(third.row()).isEqualTo(opened.model().hunkRow(2));
        double textHeight = FxWait.onFx(() -> left.totalHeightEstimateProperty().getValue());
        robot.clickOn(ruler.localToScreen(ruler.getWidth() / 2,
                third.from() * Math.min(ruler.getHeight(), textHeight) + 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(position.getText()).isEqualTo("change 3 of 4");
        assertThat(currentRows(robot)).containsExactly("diffLeft:50", "diffRight:50");
    }

    /**
     * F7 went to change 2, below a fold: the fold opened, the rows of change 2 move down, and it stays current, marked
     * on its new rows and on the ruler; F7, Shift+F7 and First divergence go on from it.
     */
    @Test
    void aFoldOpenedAboveTheCurrentChangeKeepsItMarkedOnItsRowsMovedDown(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::threeChanges);
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        robot.interact(model::nextChange);
        FxWait.waitForPulses(4);
        DiffDocument folded = model.documentProperty().get();
        int fold = IntStream.range(folded.model().hunkRow(0), folded.model().hunkRow(1))
                .filter(row -> folded.kind(row) == RowKind.FOLDED).findFirst().orElseThrow();
        assertThat(currentRows(robot)).containsExactly("diffLeft:30", "diffRight:30");

        clickFold(robot, model, fold);

        DiffDocument opened = model.documentProperty().get();
        Label position = robot.lookup("#changePositionLabel").queryAs(Label.class);
        assertThat(position.getText()).isEqualTo("change 2 of 4");
        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        int row30 = opened.model().hunkRow(1);
        assertThat(row30).as("moved down").isGreaterThan(folded.model().hunkRow(1));
        robot.interact(() -> left.showParagraphAtTop(row30 - 2));
        FxWait.waitForPulses(4);
        assertThat(currentRows(robot)).containsExactly("diffLeft:30", "diffRight:30");
        assertThat(robot.lookup("." + DiffStyles.RULER_CURRENT).queryAll()).hasSize(1);

        robot.interact(left::requestFocus);
        robot.type(KeyCode.F7);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(position.getText()).isEqualTo("change 3 of 4");
        assertThat(currentRows(robot)).containsExactly("diffLeft:50", "diffRight:50");
        robot.press(KeyCode.SHIFT).type(KeyCode.F7).release(KeyCode.SHIFT);
        robot.press(KeyCode.SHIFT).type(KeyCode.F7).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(position.getText()).isEqualTo("change 1 of 4");
        assertThat(currentRows(robot)).containsExactly("diffLeft:10", "diffRight:10");
        robot.interact(model::nextChange);
        robot.interact(model::firstDivergence);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened.leftNumber(model.targetProperty().get().row())).isEqualTo(10);
        assertThat(position.getText()).isEqualTo("change 1 of 4");
    }

    /** The top on screen of row {@code row} of {@code id}'s area. */
    private static double rowTop(FxRobot robot, String id, int row) throws Exception {
        return FxWait.onFx(() -> {
            CodeArea area = robot.lookup(id).queryAs(CodeArea.class);
            return area.getVisibleParagraphBoundsOnScreen(area.allParToVisibleParIndex(row).orElseThrow()).getMinY();
        });
    }

    /** Clicks the fold at {@code fold} and waits until its lines are shown. */
    private static void clickFold(FxRobot robot, DiffViewModel model, int fold) throws Exception {
        DiffDocument folded = model.documentProperty().get();
        String foldText = DiffDocument.foldText(folded.model().rows().get(fold).foldedLines());
        robot.clickOn(robot.lookup("#diffLeft .text").match(text -> ((javafx.scene.text.Text) text).getText()
                .equals(foldText)).queryAs(Node.class));
        FxWait.waitUntil(() -> model.documentProperty().get() != folded && !model.computingProperty().get());
        FxWait.waitForPulses(4);
    }

    /** A fold clicked low in the texts took the view down to it: its lines now open where it was, the view put. */
    @Test
    void aFoldClickedOpensWhereItWasOnScreen(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, DiffViewUiTest::threeChanges);
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        FxWait.waitForPulses(4);
        DiffDocument folded = model.documentProperty().get();
        int fold = IntStream.range(folded.model().hunkRow(1), folded.model().hunkRow(2))
                .filter(row -> folded.kind(row) == RowKind.FOLDED).findFirst().orElseThrow();
        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        int top = FxWait.onFx(left::firstVisibleParToAllParIndex);
        assertThat(fold - top).as("the fold well below the top").isGreaterThan(5);
        double foldTop = rowTop(robot, "#diffLeft", fold);

        clickFold(robot, model, fold);

        assertThat(FxWait.<Integer>onFx(left::firstVisibleParToAllParIndex)).as("the row on top").isEqualTo(top);
        org.assertj.core.data.Offset<Double> subPixel = org.assertj.core.data.Offset.offset(1.0);
        assertThat(rowTop(robot, "#diffLeft", fold)).as("the fold's first line where the fold was")
                .isCloseTo(foldTop, subPixel);
        assertThat(rowTop(robot, "#diffRight", fold)).isCloseTo(foldTop, subPixel);
    }

    /**
     * A fold of more lines than are put in the texts at once (12,076, opened in steps): it opens in the texts shown,
     * where it was on screen, its lines numbered.
     */
    @Test
    void aBigFoldOpensInTheTextsShownWhereItWasOnScreen(FxRobot robot) throws Exception {
        int lines = 12_100;
        DiffViewModel model = open(robot, () -> new ComparePair(new CompareSide("run-a", 0, 0,
                DiffViewModelTest.lines(lines, "a", 10, lines - 10), "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, DiffViewModelTest.lines(lines, "b", 10, lines - 10), "", 0L,
                        Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        FxWait.waitForPulses(4);
        DiffDocument folded = model.documentProperty().get();
        int fold = IntStream.range(folded.model().hunkRow(0), folded.model().hunkRow(1))
                .filter(row -> folded.kind(row) == RowKind.FOLDED).findFirst().orElseThrow();
        assertThat(folded.model().rows().get(fold).foldedLines()).isGreaterThan(2 * FoldQueue.LINES_PER_STEP);
        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        CodeArea right = robot.lookup("#diffRight").queryAs(CodeArea.class);
        int top = FxWait.onFx(left::firstVisibleParToAllParIndex);
        double foldTop = rowTop(robot, "#diffLeft", fold);

        clickFold(robot, model, fold);

        DiffDocument opened = model.documentProperty().get();
        assertThat(opened.rowCount()).as("every line of the fold a row").isEqualTo(folded.rowCount()
                + folded.model().rows().get(fold).foldedLines() - 1);
        assertThat(robot.lookup("#diffLeft").queryAs(CodeArea.class)).as("the texts shown, not new ones")
                .isSameAs(left);
        assertThat(robot.lookup("#diffRight").queryAs(CodeArea.class)).isSameAs(right);
        assertThat(FxWait.<String>onFx(left::getText)).isEqualTo(opened.left().getText());
        assertThat(FxWait.<String>onFx(right::getText)).isEqualTo(opened.right().getText());
        assertThat(FxWait.<Integer>onFx(left::firstVisibleParToAllParIndex)).as("the row on top").isEqualTo(top);
        assertThat(rowTop(robot, "#diffLeft", fold)).as("the fold's first line where the fold was")
                .isCloseTo(foldTop, org.assertj.core.data.Offset.offset(1.0));
        List<String> numbers = IntStream.rangeClosed(10, 20).mapToObj(Integer::toString).toList();
        assertThat(shownNumbers(robot, "#diffLeft")).containsSequence(numbers);
        assertThat(shownNumbers(robot, "#diffRight")).containsSequence(numbers);
        assertThat(currentRows(robot)).as("the current change still marked").containsExactly("diffLeft:10",
                "diffRight:10");
    }

    /**
     * A fold holding a line that wraps onto more rows on one side (spaces ignored: it is equal) above a long changed
     * line: once opened in place with Wrap on, both the opened rows and the rows moved down stay beside each other.
     */
    @Test
    void withWrapOnAFoldOpenedInPlaceKeepsEveryRowBesideItsOtherSide(FxRobot robot) throws Exception {
        StringBuilder leftText = new StringBuilder();
        StringBuilder rightText = new StringBuilder();
        for (int line = 1; line <= 24; line++) {
            leftText.append(line == 10 ? "line 10" + "    word".repeat(60) : line == 20 ? "line 20" + " word".repeat(100)
                    : line == 2 ? "line 2 a" : "line " + line).append('\n');
            rightText.append(line == 10 ? "line 10" + " word".repeat(60) : line == 20 ? "line 20 x"
                    : line == 2 ? "line 2 b" : "line " + line).append('\n');
        }
        DiffViewModel model = open(robot, () -> new ComparePair(new CompareSide("run-a", 0, 0, leftText.toString(), "",
                0L, Runs.inputs("x")), new CompareSide("run-a replay #1", 0, 1, rightText.toString(), "", 0L,
                Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        robot.clickOn("#whitespaceToggle");
        FxWait.waitUntil(() -> model.ignoreWhitespaceProperty().get() && !model.computingProperty().get());
        robot.clickOn("#wrapToggle");
        FxWait.waitForPulses(4);
        DiffDocument folded = model.documentProperty().get();
        int fold = IntStream.range(0, folded.rowCount()).filter(row -> folded.kind(row) == RowKind.FOLDED)
                .findFirst().orElseThrow();
        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);

        clickFold(robot, model, fold);

        assertThat(robot.lookup("#diffLeft").queryAs(CodeArea.class)).as("opened in place").isSameAs(left);
        int spaced = DiffViewModel.rowOfLeftLine(model.documentProperty().get().model(), 10);
        int changed = DiffViewModel.rowOfLeftLine(model.documentProperty().get().model(), 20);
        assertThat(rowHeight(robot, "#diffLeft", spaced)).as("wrapped").isGreaterThan(
                2.5 * rowHeight(robot, "#diffLeft", spaced - 1));
        assertThat(misalignedRows(robot)).as("rows whose top or height differ").isEmpty();
        assertThat(rowHeight(robot, "#diffRight", spaced)).as("the opened row padded")
                .isCloseTo(rowHeight(robot, "#diffLeft", spaced), org.assertj.core.data.Offset.offset(0.5));
        assertThat(rowHeight(robot, "#diffRight", changed)).as("the changed row moved down, still padded")
                .isCloseTo(rowHeight(robot, "#diffLeft", changed), org.assertj.core.data.Offset.offset(0.5));
    }

    /** The line numbers {@code area} shows, top to bottom. */
    private static List<String> shownNumbers(FxRobot robot, String area) throws Exception {
        return FxWait.onFx(() -> robot.lookup(area + " ." + DiffStyles.LINE_NUMBER).queryAll().stream()
                .filter(Node::isVisible)
                .sorted(java.util.Comparator.comparingDouble(number -> number.localToScene(0, 0).getY()))
                .map(number -> ((javafx.scene.text.Text) number).getText().strip()).toList());
    }

    private static double inkHeight(String glyph, javafx.scene.text.Text like) {
        javafx.scene.text.Text text = new javafx.scene.text.Text(glyph);
        text.setFont(like.getFont());
        text.setBoundsType(javafx.scene.text.TextBoundsType.VISUAL);
        return text.getLayoutBounds().getHeight();
    }

    @Test
    void aVeryLongLineKeepsEveryParagraphNarrowEnoughForJavaFxToDrawItsTint(FxRobot robot) {
        open(robot, () -> new ComparePair(
                new CompareSide("run-a", 0, 0, "x".repeat(20_000) + "\n" + "\u200B".repeat(20_000) + "\n"
                        + "\u6F22".repeat(20_000) + "\nsecond line\n", "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, "hi\n", "", 0L, Runs.inputs("x"))));
        WaitForAsyncUtils.waitForFxEvents();

        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        List<Double> widths = robot.from(left).lookup(".paragraph-box").queryAll().stream()
                .map(box -> box.getLayoutBounds().getWidth()).toList();
        assertThat(widths).as("x, zero-width spaces shown as <U+200B>, CJK").hasSizeGreaterThanOrEqualTo(4)
                .allSatisfy(width -> assertThat(width).isLessThan(32_768.0));
    }

    @Test
    void tabLeavesTheReadOnlyTextAreasSoTheControlsStayReachableByKeyboard(FxRobot robot) {
        open(robot, DiffViewUiTest::twoRuns);
        WaitForAsyncUtils.waitForFxEvents();
        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        CodeArea right = robot.lookup("#diffRight").queryAs(CodeArea.class);

        robot.interact(left::requestFocus);
        robot.type(KeyCode.TAB);
        assertThat(left.isFocused()).as("Tab left the left area").isFalse();

        robot.interact(right::requestFocus);
        robot.type(KeyCode.TAB);
        assertThat(right.isFocused()).as("Tab left the right area").isFalse();
        assertThat(right.getText()).doesNotContain("\t");
    }

    @Test
    void aRunKeyFromTheLogIsShownOnOneLineInTheLinksAndTheWindowTitle(FxRobot robot) {
        open(robot, DiffViewModelTest::hostilePair);
        WaitForAsyncUtils.waitForFxEvents();

        String left = robot.lookup("#leftLink").queryLabeled().getText();
        String right = robot.lookup("#rightLink").queryLabeled().getText();
        String title = ((Stage) compareWindow(robot)).getTitle();
        assertThat(left).isEqualTo("run-a^J+++ /tmp/evil^M^J<U+202E>gnp.exe (line 3)");
        assertThat(right).isEqualTo("run-a^J+++ /tmp/evil^M^J<U+202E>gnp.exe replay #2");
        assertThat(title).isEqualTo("Compare — " + left + " vs " + right);
    }

    @Test
    void savePatchAsksTheInjectedDialogAndNeverReplacesALogOpenInTheApp(FxRobot robot, @TempDir Path dir)
            throws Exception {
        Path log = Files.writeString(dir.resolve("rollouts.jsonl"), "{\"key\":\"run-a\"}\n");
        OpenFiles openFiles = new OpenFiles(dir.resolve("data"), () -> List.of(log));
        List<String> asked = new CopyOnWriteArrayList<>();
        SaveDialog overTheLog = (window, title, initialName, description, patterns) -> {
            asked.add(title + " | " + initialName);
            return Optional.of(log);
        };
        DiffViewModel model = open(robot, DiffViewUiTest::twoRuns, file -> openFiles.refusal(file, null), overTheLog);
        Button save = robot.lookup("#savePatchButton").queryAs(Button.class);
        FxWait.waitUntil(() -> !save.isDisabled());

        robot.clickOn(save);
        FxWait.waitUntil(() -> !model.noticeProperty().get().isEmpty());

        assertThat(asked).containsExactly("Save the diff as a unified patch | run-a-vs-run-a-replay-1.patch");
        String refusal = "Not written: " + log + " is the log open in the tab \"rollouts.jsonl\"; choose another file";
        assertThat(model.noticeProperty().get()).isEqualTo(refusal);
        assertThat(robot.lookup("#notesLabel").queryLabeled().getText()).isEqualTo(refusal);
        assertThat(Files.readString(log)).isEqualTo("{\"key\":\"run-a\"}\n");
    }

    /** Opens the window as the app does: the diff is computed on another thread and arrives once the window shows. */
    private DiffViewModel openInBackground(FxRobot robot, ComparePair pair) {
        DiffViewModel model = new DiffViewModel(Platform::runLater, background, Masks::builtIn,
                file -> Optional.empty());
        robot.interact(() -> {
            DiffView.openWindow(model, owner, index -> { }, NO_SAVE);
            model.load(() -> pair);
        });
        return model;
    }

    private static String numbered(int count, int changedLine) {
        StringBuilder text = new StringBuilder();
        for (int line = 1; line <= count; line++) {
            text.append("row ").append(line).append(" value ")
                    .append(line == changedLine ? "CHANGED" : Integer.toString(line * 7)).append('\n');
        }
        return text.toString();
    }

    /** The left line number of the first paragraph the left area shows (read on the FX thread). */
    private static int firstVisibleLeftLine(FxRobot robot, DiffViewModel model) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
            return model.documentProperty().get().leftNumber(left.firstVisibleParToAllParIndex());
        }).get(10, TimeUnit.SECONDS);
    }

    @Test
    void aLongPairOpensShowingTheFirstDivergence(FxRobot robot) throws Exception {
        // As the tester's pair: 50,000 lines against their first 30,000, line 20,001 changed.
        String left = numbered(50_000, -1);
        String right = numbered(30_000, 20_001);
        DiffViewModel model = openInBackground(robot, new ComparePair(
                new CompareSide("A", 0, 0, left, "", 0L, Runs.inputs("x")),
                new CompareSide("B", 1, 0, right, "", 0L, Runs.inputs("x"))));
        FxWait.waitUntil(60, () -> model.documentProperty().get() != null
                && robot.lookup("#diffLeft").queryAs(CodeArea.class).getParagraphs().size() > 1);
        // Let the window settle: several pulses and whatever they post.
        for (int i = 0; i < 5; i++) {
            WaitForAsyncUtils.waitForFxEvents();
        }

        int first = firstVisibleLeftLine(robot, model);
        assertThat(first).as("the first line shown").isBetween(20_001 - 6, 20_001);
        CodeArea rightArea = robot.lookup("#diffRight").queryAs(CodeArea.class);
        CodeArea leftArea = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        assertThat(WaitForAsyncUtils.asyncFx(rightArea::firstVisibleParToAllParIndex).get())
                .as("both sides show the same rows").isEqualTo(WaitForAsyncUtils.asyncFx(
                        leftArea::firstVisibleParToAllParIndex).get());
    }

    /** Opens 3,000 lines changed every other line (no folds, a row per line) and waits until they are shown. */
    private void openEveryOtherLineChanged(FxRobot robot) throws Exception {
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int line = 1; line <= 3000; line++) { // a change every other line: no folds, a row per line
            left.append("line ").append(line).append(line % 2 == 0 ? " left" : "").append('\n');
            right.append("line ").append(line).append(line % 2 == 0 ? " right" : "").append('\n');
        }
        DiffViewModel model = open(robot, () -> new ComparePair(
                new CompareSide("run-a", 0, 0, left.toString(), "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, right.toString(), "", 0L, Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null);
        FxWait.waitForPulses(4);
    }

    @Test
    void scrollingEitherTextScrollsTheOtherToTheSameRows(FxRobot robot) throws Exception {
        openEveryOtherLineChanged(robot);
        CodeArea leftArea = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        CodeArea rightArea = robot.lookup("#diffRight").queryAs(CodeArea.class);

        robot.interact(() -> rightArea.showParagraphAtTop(2000));
        FxWait.waitUntil(() -> rightArea.firstVisibleParToAllParIndex() == 2000
                && leftArea.firstVisibleParToAllParIndex() == 2000);
        FxWait.waitForPulses(4);
        robot.interact(() -> leftArea.showParagraphAtTop(700));
        FxWait.waitUntil(() -> leftArea.firstVisibleParToAllParIndex() == 700
                && rightArea.firstVisibleParToAllParIndex() == 700);
    }

    @Test
    void draggingEitherScrollBarScrollsBothTexts(FxRobot robot) throws Exception {
        openEveryOtherLineChanged(robot);
        CodeArea leftArea = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        CodeArea rightArea = robot.lookup("#diffRight").queryAs(CodeArea.class);
        ScrollBar rightBar = robot.lookup("#diffRightVerticalBar").queryAs(ScrollBar.class);
        ScrollBar leftBar = robot.lookup("#diffLeftVerticalBar").queryAs(ScrollBar.class);
        assertThat(robot.lookup("#diffLeftHorizontalBar").queryAs(ScrollBar.class).isVisible())
                .as("a horizontal bar for short lines").isFalse();

        robot.drag(rightBar.lookup(".thumb"), MouseButton.PRIMARY).moveBy(0, 60).release(MouseButton.PRIMARY);
        FxWait.waitUntil(() -> rightArea.firstVisibleParToAllParIndex() > 100
                && leftArea.firstVisibleParToAllParIndex() == rightArea.firstVisibleParToAllParIndex()
                && leftBar.getValue() == rightBar.getValue());
        FxWait.waitForPulses(4);
        int dragged = FxWait.onFx(rightArea::firstVisibleParToAllParIndex);

        robot.drag(leftBar.lookup(".thumb"), MouseButton.PRIMARY).moveBy(0, -30).release(MouseButton.PRIMARY);
        FxWait.waitUntil(() -> leftArea.firstVisibleParToAllParIndex() < dragged
                && rightArea.firstVisibleParToAllParIndex() == leftArea.firstVisibleParToAllParIndex());
    }

    @Test
    void itOpensOnTheStreamThatDiffersAndTheChipOfAnotherOneShowsIt(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, () -> new ComparePair(
                new CompareSide("exc", 0, 0, "", "", 0L, Runs.inputs("x")),
                new CompareSide("exc replay #1", 0, 1, "", "ValueError: boom\n", 1L, Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null);

        ComboBox<?> streams = robot.lookup("#streamSelector").queryComboBox();
        assertThat(streams.getValue()).isEqualTo(DiffStream.STDERR);
        assertThat(robot.lookup("#divergenceLabel").queryLabeled().getText()).startsWith("first divergence: line 1");

        robot.clickOn("#classChip-exit-code");
        FxWait.waitUntil(() -> model.streamProperty().get() == DiffStream.EXIT_CODE);
        assertThat(streams.getValue()).isEqualTo(DiffStream.EXIT_CODE);
        assertThat(robot.lookup("#classChip-stderr").tryQuery()).as("stderr differs too: its chip leads back")
                .isPresent();
    }

    @Test
    void runsDifferingOnlyInColourShowAStylingChipThatSaysWhatItMeans(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, () -> new ComparePair(
                new CompareSide("tty", 0, 0, "collected 1 item\n\u001b[31mFAILED\u001b[0m test_a\n", "", 0L,
                        Runs.inputs("x")),
                new CompareSide("tty replay #1", 0, 1, "collected 1 item\nFAILED test_a\n", "", 0L,
                        Runs.inputs("x"))));
        FxWait.waitUntil(() -> model.documentProperty().get() != null);

        Label chip = robot.lookup("#classChip-styling").queryAs(Label.class);
        assertThat(chip.getText()).isEqualTo("styling");
        assertThat(chip.getStyleClass()).contains("diff-class-styling").doesNotContain(DiffStyles.STREAM_CHIP);
        assertThat(chip.getTooltip().getText()).isEqualTo(DiffView.STYLING_TIP);
        assertThat(robot.lookup("#divergenceLabel").queryLabeled().getText())
                .isEqualTo("first divergence: line 2, column 1 (only terminal styling differs)");
    }

    private static Window compareWindow(FxRobot robot) {
        return robot.lookup("#diffToolbar").query().getScene().getWindow();
    }

    @Test
    void theToolbarNeverCutsItsLabelsAndTheWindowKeepsAMinimumSize(FxRobot robot) throws Exception {
        open(robot, () -> new ComparePair(new CompareSide("run-a", 0, 0, "a\nb\n", "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, "a\nc\n", "", 0L, Runs.inputs("x"))));
        Stage compare = (Stage) compareWindow(robot);

        robot.interact(() -> {
            compare.setWidth(500);
            compare.setHeight(300);
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(compare.getMinWidth()).isEqualTo(DiffView.MIN_WIDTH);
        assertThat(compare.getMinHeight()).isEqualTo(DiffView.MIN_HEIGHT);
        for (double width : List.of(DiffView.MIN_WIDTH, 760.0)) {
            robot.interact(() -> {
                compare.setWidth(width);
                compare.setHeight(DiffView.MIN_HEIGHT);
            });
            WaitForAsyncUtils.waitForFxEvents();
            Pane toolbar = robot.lookup("#diffToolbar").queryAs(Pane.class);
            double sceneWidth = toolbar.getScene().getWidth();
            for (Node child : toolbar.getChildrenUnmodifiable()) {
                if (child instanceof Labeled labeled) {
                    assertThat(labeled.getWidth()).as(labeled.getText() + " at " + width)
                            .isGreaterThanOrEqualTo(labeled.prefWidth(-1) - 0.5);
                    Bounds bounds = labeled.localToScene(labeled.getBoundsInLocal());
                    assertThat(bounds.getMaxX()).as(labeled.getText() + " inside the window at " + width)
                            .isLessThanOrEqualTo(sceneWidth + 0.5);
                }
            }
            assertThat(toolbar.getChildrenUnmodifiable().stream().filter(Node::isManaged).allMatch(Node::isVisible))
                    .as("nothing hidden keeps a row of the toolbar").isTrue();
            Node text = robot.lookup("#diffLeft").query();
            assertThat(text.getLayoutBounds().getHeight()).as("room for the texts at " + width).isGreaterThan(60);
        }
    }

    @Test
    void theTogglesStartAsTheViewModelsOptionsAndChangeThem(FxRobot robot) {
        DiffViewModel model = new DiffViewModel(Runnable::run, Runnable::run, Masks::builtIn, file -> Optional.empty());
        model.setMasksEnabled(false);
        model.setIgnoreWhitespace(true);
        open(robot, model, () -> new ComparePair(new CompareSide("run-a", 0, 0, "a\n", "", 0L, Runs.inputs("x")),
                new CompareSide("run-a replay #1", 0, 1, " a\n", "", 0L, Runs.inputs("x"))), NO_SAVE);

        ToggleButton masks = robot.lookup("#maskToggle").queryAs(ToggleButton.class);
        ToggleButton whitespace = robot.lookup("#whitespaceToggle").queryAs(ToggleButton.class);
        assertThat(masks.isSelected()).isFalse();
        assertThat(whitespace.isSelected()).isTrue();

        robot.clickOn(whitespace);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.ignoreWhitespaceProperty().get()).isFalse();
        assertThat(model.masksEnabledProperty().get()).isFalse();
    }

    @Test
    void whenTheRunsCannotBeReadNothingButTheReasonIsOffered(FxRobot robot) throws Exception {
        DiffViewModel model = open(robot, () -> {
            throw new IOException("replay #3 got no answer");
        });
        FxWait.waitUntil(() -> !model.errorProperty().get().isEmpty());

        assertThat(robot.lookup("#diffMessage").queryLabeled().getText())
                .isEqualTo("The runs could not be read: replay #3 got no answer");
        for (String id : List.of("#savePatchButton", "#nextChangeButton", "#prevChangeButton", "#firstDivergenceButton")) {
            assertThat(robot.lookup(id).queryAs(Button.class).isDisabled()).as(id).isTrue();
        }
        assertThat(robot.lookup("#headerLine").query().isVisible()).as("no \" vs \" without sides").isFalse();
    }
}
