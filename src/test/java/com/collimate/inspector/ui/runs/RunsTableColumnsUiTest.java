package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.geometry.Pos;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
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
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The runs table's columns show their values in full: the real view, styled by the app's theme. */
@ExtendWith(ApplicationExtension.class)
class RunsTableColumnsUiTest {
    private static final int LONG_LINE = 1_234_567;
    private static final double NARROW_KEY = 110.5;

    /** Rewards are half the line numbers, except the two of the longest texts a reward can have. */
    private final List<Run> runs = List.of(Runs.run(1, "first", "verified", 0L, "g", ""),
            Runs.run(2, "second", "verified", 0L, "g", ""),
            Runs.withReward(Runs.run(3, "tiny", "verified", 0L, "g", ""), -1.23456789e-10),
            Runs.withReward(Runs.run(4, "small", "verified", 3_221_225_477L, "g", ""), -0.000123456789),
            Runs.run(LONG_LINE, "far-down", "verified", 0L, "g", ""),
            Runs.run(LONG_LINE + 1, "overflow", "verified", -2_147_483_648L, "g", ""),
            Runs.run(LONG_LINE + 2, "k".repeat(1_000_000), "verified", 0L, "g", ""),
            Runs.withDuration(Runs.run(LONG_LINE + 3, "forever", "verified", 0L, "g", ""), 1e300),
            Runs.withDuration(Runs.run(LONG_LINE + 4, "backwards", "verified", 0L, "g", ""), -1e300),
            withSeed(Runs.run(LONG_LINE + 5, "upper", "verified", 0L, "g", ""), "DB0ED8DB".repeat(8)),
            Runs.run(LONG_LINE + 6, "step1-shuffle-deck-c0", "verified", 0L, "g", ""),
            Runs.run(LONG_LINE + 7, "step1-shuffle-deck-c1", "verified", 0L, "g", ""),
            Runs.run(LONG_LINE + 8, "c0-step1-shuffle-deck", "verified", 0L, "g", ""),
            Runs.run(LONG_LINE + 9, "c1-step1-shuffle-deck", "verified", 0L, "g", ""));
    private final ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of());
    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
    private TableView<Integer> table;

    @Start
    void start(Stage stage) {
        // a width saved narrower than any line number, and a key column the user made narrow
        RunsView view = new RunsView(viewModel, new ColumnLayout(Map.of(RunColumn.LINE.id(), 20.0,
                RunColumn.EXIT_CODE.id(), 60.0, RunColumn.KEY.id(), NARROW_KEY), List.of()));
        table = view.table();
        LightStage.show(stage, view.root(), 1400, 500);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void lineNumbersShowInFullWhateverTheSavedWidthAndTheColumnFollowsTheLogAsItGrows(FxRobot robot) {
        robot.interact(() -> log.publish(viewModel, 4));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownText(lineCell(robot, "4").orElseThrow())).isEqualTo("4");
        double narrow = table.getColumns().get(0).getWidth();

        publishAndShowLast(robot, 5);

        assertThat(shownText(lineCell(robot, Integer.toString(LONG_LINE)).orElseThrow()))
                .isEqualTo(Integer.toString(LONG_LINE));
        assertThat(table.getColumns().get(0).getWidth()).isGreaterThan(narrow);
    }

    @Test
    void rewardsShowAsLoggedRightAlignedWithEveryDigitInTheTooltipWhenCut(FxRobot robot) {
        robot.interact(() -> log.publish(viewModel, 5));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cell(robot, RunColumn.REWARD, "0.5")).isPresent();
        assertThat(cell(robot, RunColumn.REWARD, "1.0")).isPresent();
        for (String longest : List.of("-1.2…e-10", "-0.00012…")) {
            assertThat(shownText(cell(robot, RunColumn.REWARD, longest).orElseThrow())).as("at the default width")
                    .isEqualTo(longest);
        }
        TableCell<?, ?> cut = cell(robot, RunColumn.REWARD, "-0.00012…").orElseThrow();
        assertThat(cut.getAlignment()).isEqualTo(Pos.BASELINE_RIGHT);
        assertThat(((Text) cut.lookup(".text")).getBoundsInParent().getMaxX())
                .isCloseTo(cut.getWidth() - cut.getInsets().getRight(), within(1.0));

        robot.moveTo(cut);
        assertThat(cut.getTooltip().getText()).isEqualTo("-0.000123456789");
        robot.moveTo(cell(robot, RunColumn.REWARD, "1.0").orElseThrow());
        assertThat(cell(robot, RunColumn.REWARD, "1.0").orElseThrow().getTooltip()).as("nothing more to say").isNull();
    }

    @Test
    void wideExitCodesShowInFullWhateverTheSavedWidth(FxRobot robot) {
        robot.interact(() -> log.publish(viewModel, 6));
        WaitForAsyncUtils.waitForFxEvents();
        for (String code : List.of("3221225477", "-2147483648")) {
            assertThat(shownText(cell(robot, RunColumn.EXIT_CODE, code).orElseThrow())).as(code).isEqualTo(code);
        }
    }

    @Test
    void aHugeKeyIsGivenToItsCellCutSoLayingOutTheRowStaysCheap(FxRobot robot) {
        publishAndShowLast(robot, 7);
        TableCell<?, ?> key = robot.from(table).lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(cell -> cell.getTableColumn().getId().equals("column-" + RunColumn.KEY.id()))
                .filter(cell -> cell.getText() != null && cell.getText().startsWith("kkk"))
                .findFirst().orElseThrow();
        // JavaFX measures a cell's whole text at each layout: seconds for a 20 MB key, every time
        assertThat(key.getText()).hasSizeLessThanOrEqualTo(501).contains("k…k");
    }

    @Test
    void keysCutByTheColumnKeepBothEndsSoKeysDifferingAtEitherEndLookDifferentAndShowWholeInTheTooltip(
            FxRobot robot) {
        publishAndShowLast(robot, 14);
        for (String key : List.of("step1-shuffle-deck-c0", "step1-shuffle-deck-c1", "c0-step1-shuffle-deck",
                "c1-step1-shuffle-deck")) {
            TableCell<?, ?> cell = cell(robot, RunColumn.KEY, key).orElseThrow();
            assertThat(cell.getWidth()).as("the user's width").isEqualTo(NARROW_KEY, within(1.0));
            String shown = shownText(cell);
            assertThat(shown).as("cut in the middle").contains("…").doesNotStartWith("…").doesNotEndWith("…");
            assertThat(key).startsWith(shown.substring(0, shown.indexOf('…')))
                    .endsWith(shown.substring(shown.indexOf('…') + 1));
            assertThat(shown).as("both ends kept").startsWith(key.substring(0, 3)).endsWith(key.substring(key.length() - 3));

            robot.moveTo(cell);
            assertThat(cell.getTooltip().getText()).isEqualTo(key);
        }
    }

    @Test
    void everyHeaderShowsItsWholeTitleAtItsDefaultWidthSortedOrNot(FxRobot robot) {
        robot.interact(() -> log.publish(viewModel, 2));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> cut = new java.util.ArrayList<>();
        robot.interact(() -> table.getColumns().stream() // saved 20 px wide in this test, as a user may make it
                .filter(column -> column.getId().equals("column-" + RunColumn.LINE.id())).findFirst().orElseThrow()
                .setPrefWidth(RunColumn.LINE.defaultWidth()));
        for (TableColumn<Integer, ?> column : table.getColumns()) {
            for (boolean sorted : new boolean[] {false, true}) {
                robot.interact(() -> {
                    if (sorted) {
                        table.getSortOrder().setAll(List.of(column));
                    } else {
                        table.getSortOrder().clear();
                    }
                });
                WaitForAsyncUtils.waitForFxEvents();
                TableColumnHeader header = robot.from(table).lookup(".column-header")
                        .queryAllAs(TableColumnHeader.class).stream().filter(h -> h.getTableColumn() == column)
                        .findFirst().orElseThrow();
                String shown = ((Text) header.lookup(".label").lookup(".text")).getText();
                if (!shown.equals(column.getText())) {
                    cut.add(column.getText() + (sorted ? " (sorted)" : "") + " as \"" + shown + "\"");
                }
            }
        }
        // "Template" read "Temp…", and sorted, "Line" read "L…" and "Step" "…" beside the arrow
        assertThat(cut).isEmpty();
    }

    @Test
    void absurdDurationsReadAsLoggedNotAsTheLargestLongNorInThreeHundredDigits(FxRobot robot) {
        publishAndShowLast(robot, 9);
        assertThat(cell(robot, RunColumn.DURATION, "1e300 ms")).isPresent();
        assertThat(cell(robot, RunColumn.DURATION, "-1e300 ms")).isPresent();
        assertThat(cell(robot, RunColumn.DURATION, "24 ms")).as("as before").isPresent();
    }

    @Test
    void anUppercaseSeedShowsWholeAtTheDefaultWidthInAMonospacedFont(FxRobot robot) {
        publishAndShowLast(robot, 10);
        String abbreviated = "DB0ED8DB…DB0ED8DB";
        TableCell<?, ?> seed = cell(robot, RunColumn.SEED, abbreviated).orElseThrow();

        assertThat(shownText(seed)).isEqualTo(abbreviated);
        Font font = ((Text) seed.lookup(".text")).getFont();
        assertThat(width("WWWW", font)).as("monospaced").isCloseTo(width("iiii", font), within(0.5));
    }

    private static double width(String text, Font font) {
        Text shape = new Text(text);
        shape.setFont(font);
        return shape.getLayoutBounds().getWidth();
    }

    private static Run withSeed(Run run, String seed) {
        return new Run(run.key(), run.line(), run.template(), run.code(), Seed.ofString(seed), run.seedAck(),
                run.seedAckRaw(), run.stdout(), run.stderr(), run.exitCode(), run.group(), run.step(), run.reward(),
                run.durationMs(), run.timestamp(), run.extras(), run.rawJson());
    }

    /** Publishes the first {@code count} runs and scrolls to the last of them. */
    private void publishAndShowLast(FxRobot robot, int count) {
        robot.interact(() -> {
            log.publish(viewModel, count);
            table.scrollTo(count - 1);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Optional<TableCell<?, ?>> lineCell(FxRobot robot, String text) {
        return cell(robot, RunColumn.LINE, text);
    }

    private Optional<TableCell<?, ?>> cell(FxRobot robot, RunColumn column, String text) {
        return robot.from(table).lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(cell -> cell.getTableColumn().getId().equals("column-" + column.id()))
                .filter(cell -> text.equals(cell.getText()))
                .<TableCell<?, ?>>map(cell -> cell)
                .findFirst();
    }

    /** The text a cell draws: its own, or cut short with "…" when the column is too narrow. */
    private static String shownText(TableCell<?, ?> cell) {
        return ((Text) cell.lookup(".text")).getText();
    }
}
