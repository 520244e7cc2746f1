package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.input.MouseButton;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static com.collimate.inspector.ui.testing.FxWait.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The runs table's text columns fit the log's values (keys cut in their middle were cut just where sweeps' keys
 * differ), a width the user gave a column is kept, a double-click on a column's edge fits it from a sample, and no
 * column is so narrow that it shows nothing.
 */
@ExtendWith(ApplicationExtension.class)
class TextColumnFitUiTest {
    /** Wider than the key column's default width. */
    private static final String LONG_KEY = "rollout-0042-step-with-a-much-longer-key";
    /** More runs than the table shows rows. */
    private static final int FIRST_ROWS = 100;
    /** The first run's seed as its column shows it. */
    private static final String FIRST_SEED = Runs.seedHex(1).substring(0, 8) + "…" + Runs.seedHex(1).substring(56);

    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
    /** The clock the fit paces a growing log's refits by, in nanoseconds. */
    private final AtomicLong now = new AtomicLong();
    private Stage stage;
    private RunsView view;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void theKeyColumnFitsTheLoadedKeysAndItsFittedWidthIsNotRemembered(FxRobot robot) throws Exception {
        show(robot, Map.of());
        publish(robot, keys("r-", 3));
        assertThat(keyColumn().getWidth()).as("short keys: the default").isEqualTo(RunColumn.KEY.defaultWidth());

        publish(robot, keys("rollout-0042-step-", 3000));
        FxWait.waitUntil(() -> keyColumn().getWidth() > RunColumn.KEY.defaultWidth());
        robot.interact(() -> view.table().scrollTo(1234));
        WaitForAsyncUtils.waitForFxEvents();
        String key = "rollout-0042-step-001234-ep4";
        assertThat(onFx(() -> shownText(cell(robot, RunColumn.KEY, key)))).as("whole, not cut where keys differ")
                .isEqualTo(key);
        assertThat(view.columnLayout().widths()).as("the next log's keys get their own fit")
                .doesNotContainKey(RunColumn.KEY.id());
    }

    /** The bundled sample's "step3-dice-histogram-c0" was cut: sixteen keys longer by a character were measured. */
    @Test
    void theKeyColumnFitsAWideKeyThatManyLongerButNarrowerKeysOutnumber(FxRobot robot) throws Exception {
        show(robot, Map.of());
        String wide = "M".repeat(20);
        List<Run> runs = new ArrayList<>();
        runs.add(Runs.run(1, wide, "verified", 0L, "g", ""));
        for (int i = 0; i < 20; i++) {
            runs.add(Runs.run(i + 2, String.format("i%02d", i) + "l".repeat(18), "verified", 0L, "g", ""));
        }
        publish(robot, runs);

        assertThat(onFx(() -> shownText(cell(robot, RunColumn.KEY, wide)))).as("whole").isEqualTo(wide);
    }

    /**
     * CSS gives a new cell its font and its padding one after the other; each step was taken as the column's style
     * changing, and refitted the text columns from a sample of the log: twice per new cell of each text column, most
     * of the FX thread's time while a big log's first rows were built.
     */
    @Test
    void cellsMadeForMoreRowsDoNotRefitTheColumnsFromTheLog(FxRobot robot) throws Exception {
        show(robot, Map.of());
        List<Run> runs = keys("rollout-0042-step-", 5000);
        AtomicInteger decoded = new AtomicInteger();
        ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of()) {
            @Override
            public RunSummary summary(int index) {
                decoded.incrementAndGet();
                return super.summary(index);
            }
        };
        robot.interact(() -> log.publish(viewModel, runs.size()));
        FxWait.waitUntil(() -> onFx(() -> view.table().getMaxHeight() == Region.USE_COMPUTED_SIZE));
        WaitForAsyncUtils.waitForFxEvents();
        int before = decoded.get();
        int rowsBefore = onFx(() -> view.table().lookupAll(".table-row-cell").size());

        robot.interact(() -> stage.setHeight(stage.getHeight() * 2));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(onFx(() -> view.table().lookupAll(".table-row-cell").size())).as("rows made for the new height")
                .isGreaterThan(rowsBefore);
        assertThat(decoded.get() - before).as("runs decoded: those of the new rows, no sample of the log")
                .isLessThan(TextColumnFit.SAMPLE);
    }

    /**
     * While a big log loads its count of runs changes about ten times a second, and each count refitted the text
     * columns from a sample of 1,000 runs on the FX thread: now at most once a second.
     */
    @Test
    void aGrowingLogRefitsTheColumnsAtMostOnceASecond(FxRobot robot) throws Exception {
        show(robot, Map.of());
        List<Run> runs = shortKeysThenALongOne();
        AtomicInteger decodedPastFirstRows = new AtomicInteger();
        ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of()) {
            @Override
            public RunSummary summary(int index) {
                if (index >= FIRST_ROWS) {
                    decodedPastFirstRows.incrementAndGet();
                }
                return super.summary(index);
            }
        };
        growToFirstRows(robot, log);

        robot.interact(() -> {
            for (int size = 2 * FIRST_ROWS; size < runs.size(); size += FIRST_ROWS) {
                now.addAndGet(10_000_000); // 49 counts in 0.49 s
                growTo(log, size);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(decodedPastFirstRows.get()).as("runs decoded: each new run once, no sample of the log per count")
                .isLessThan(runs.size());

        now.addAndGet(GrowthRefits.INTERVAL.toNanos());
        robot.interact(() -> growTo(log, runs.size()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(keyColumn().getWidth()).as("a second later the next count is fitted, its last key with it")
                .isGreaterThan(RunColumn.KEY.defaultWidth());
    }

    /** A count that came within a second of the last refit is fitted when the load ends, even with no runs more. */
    @Test
    void theFinalCountIsFittedWhenTheLoadEnds(FxRobot robot) throws Exception {
        show(robot, Map.of());
        List<Run> runs = shortKeysThenALongOne();
        ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of());
        growToFirstRows(robot, log);
        now.addAndGet(10_000_000);
        growTo(robot, log, runs.size());
        assertThat(keyColumn().getWidth()).as("within the second: not fitted yet")
                .isEqualTo(RunColumn.KEY.defaultWidth());

        robot.interact(() -> viewModel.runsIndexed(log, runs.size()));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(keyColumn().getWidth()).as("fitted to the final count, its last key with it")
                .isGreaterThan(RunColumn.KEY.defaultWidth());
    }

    /** A larger font (a theme's, the desktop's) widens the fitted columns: their values would be cut otherwise. */
    @Test
    void aLargerFontRefitsTheTextColumns(FxRobot robot) throws Exception {
        show(robot, Map.of());
        publish(robot, keys("run-", 3000));
        double fittedBefore = keyColumn().getWidth();

        robot.interact(() -> view.table().setStyle("-fx-font-size: 2em;"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(keyColumn().getWidth()).as("fitted again in the larger font").isGreaterThan(fittedBefore);
        String key = "run-000000-ep0";
        assertThat(onFx(() -> shownText(cell(robot, RunColumn.KEY, key)))).as("whole").isEqualTo(key);
    }

    /** A column the user shows later has no cells, so no style, until then: it is fitted once they are styled. */
    @Test
    void aTextColumnShownLaterIsFittedToTheLoadedValues(FxRobot robot) throws Exception {
        robot.interact(() -> {
            view = new RunsView(viewModel, new ColumnLayout(Map.of(), List.of(RunColumn.KEY.id())));
            LightStage.show(stage, view.root(), 1400, 500);
        });
        publish(robot, keys("rollout-0042-step-", 3000));
        assertThat(keyColumn().isVisible()).isFalse();

        robot.interact(() -> keyColumn().setVisible(true));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(keyColumn().getWidth()).isGreaterThan(RunColumn.KEY.defaultWidth());
        String key = "rollout-0042-step-000000-ep0";
        assertThat(onFx(() -> shownText(cell(robot, RunColumn.KEY, key)))).as("whole").isEqualTo(key);
    }

    @Test
    void aWidthTheUserSavedIsKeptAndRemembered(FxRobot robot) throws Exception {
        show(robot, Map.of(RunColumn.KEY.id(), 90.5));
        publish(robot, keys("rollout-0042-step-", 50));

        assertThat(keyColumn().getWidth()).isEqualTo(90.5);
        assertThat(view.columnLayout().widths()).containsEntry(RunColumn.KEY.id(), 90.5);
    }

    @Test
    void aKeyColumnTheUserDraggedStaysAsDraggedWhenLongerKeysCome(FxRobot robot) throws Exception {
        show(robot, Map.of());
        publish(robot, keys("r-", 3));
        drag(robot, rightEdge(robot, RunColumn.KEY), 60);
        double dragged = keyColumn().getWidth();
        assertThat(dragged).isGreaterThan(RunColumn.KEY.defaultWidth());

        publish(robot, keys("rollout-0042-step-with-a-much-longer-key-", 50));

        assertThat(keyColumn().getWidth()).isEqualTo(dragged);
        assertThat(view.columnLayout().widths()).containsEntry(RunColumn.KEY.id(), dragged);
    }

    @Test
    void aColumnDraggedToItsNarrowestStillShowsTheStartOfItsValuesAndOfItsTitle(FxRobot robot) throws Exception {
        seedDraggedToItsNarrowest(robot, 3);

        String shown = onFx(() -> shownText(cell(robot, RunColumn.SEED, FIRST_SEED)));
        assertThat(shown).as("hex digits of both ends and a mark that it is cut (it showed nothing)")
                .hasSizeGreaterThan(2).startsWith(Runs.seedHex(1).substring(0, 1))
                .endsWith(Runs.seedHex(1).substring(63));
        assertThat(shown.chars().filter(c -> c == '…')).as("one mark: %s", shown).hasSize(1);
        String title = onFx(() -> ((Text) header(robot, RunColumn.SEED).lookup(".label").lookup(".text")).getText());
        assertThat(title).startsWith("S").endsWith("…");
    }

    /** Cut at its end, the abbreviated seed showed its own "…" and the cut's: "576d7ddb…dd97…". */
    @Test
    void aSeedCutShortShowsBothEndsAndOneMark(FxRobot robot) throws Exception {
        TableColumn<Integer, ?> seed = seedDraggedToItsNarrowest(robot, 3);
        robot.interact(() -> seed.setPrefWidth(seed.getWidth() + 40));
        WaitForAsyncUtils.waitForFxEvents();

        String shown = onFx(() -> shownText(cell(robot, RunColumn.SEED, FIRST_SEED)));
        assertThat(shown).as("cut").isNotEqualTo(FIRST_SEED)
                .startsWith(FIRST_SEED.substring(0, 3)).endsWith(FIRST_SEED.substring(FIRST_SEED.length() - 3));
        assertThat(shown.chars().filter(c -> c == '…')).as("one mark: %s", shown).hasSize(1);
    }

    @Test
    void aDoubleClickOnAColumnsEdgeFitsItToItsValuesAndIsRememberedAsTheUsersWidth(FxRobot robot) throws Exception {
        TableColumn<Integer, ?> seed = seedDraggedToItsNarrowest(robot, 40_000);

        robot.moveTo(rightEdge(robot, RunColumn.SEED)).doubleClickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(onFx(() -> shownText(cell(robot, RunColumn.SEED, FIRST_SEED)))).isEqualTo(FIRST_SEED);
        assertThat(seed.getWidth()).as("no wider than the seed needs").isLessThanOrEqualTo(
                RunColumn.SEED.defaultWidth());
        assertThat(view.columnLayout().widths()).containsEntry(RunColumn.SEED.id(), seed.getWidth());

        robot.moveTo(rightEdge(robot, RunColumn.KEY)).doubleClickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.columnLayout().widths()).as("the key fitted by the user: kept for the next log")
                .containsEntry(RunColumn.KEY.id(), keyColumn().getWidth());
    }

    /** A table of {@code runs} runs whose seed column the user dragged as narrow as it goes. */
    private TableColumn<Integer, ?> seedDraggedToItsNarrowest(FxRobot robot, int runs) throws Exception {
        show(robot, Map.of());
        publish(robot, keys("r-", runs));
        drag(robot, rightEdge(robot, RunColumn.SEED), -300);
        assertThat(column(RunColumn.SEED).getWidth()).isEqualTo(RunColumns.MIN_WIDTH);
        return column(RunColumn.SEED);
    }

    private void show(FxRobot robot, Map<String, Double> savedWidths) {
        robot.interact(() -> {
            view = new RunsView(viewModel, new ColumnLayout(savedWidths, List.of()), now::get);
            LightStage.show(stage, view.root(), 1400, 500);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void publish(FxRobot robot, List<Run> runs) {
        ListRolloutLog log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of());
        robot.interact(() -> log.publish(viewModel, runs.size()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** 5,000 runs whose keys fit the key column's default width but the last, {@link #LONG_KEY}. */
    private static List<Run> shortKeysThenALongOne() {
        List<Run> runs = keys("r-", 4999);
        runs.add(Runs.run(5000, LONG_KEY, "verified", 0L, "g", ""));
        return runs;
    }

    /** The log's first {@value #FIRST_ROWS} runs loaded, more to come, and the table's rows for them all built. */
    private void growToFirstRows(FxRobot robot, ListRolloutLog log) throws Exception {
        growTo(robot, log, FIRST_ROWS);
        FxWait.waitUntil(() -> onFx(() -> view.table().getMaxHeight() == Region.USE_COMPUTED_SIZE));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Announces {@code log}'s runs up to {@code upTo} as a load that goes on does. */
    private void growTo(FxRobot robot, ListRolloutLog log, int upTo) {
        robot.interact(() -> growTo(log, upTo));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void growTo(ListRolloutLog log, int upTo) {
        log.publish(new LoadListener() {
            @Override
            public void onRuns(RolloutLog loaded, int fromIndex, int toIndex) {
                viewModel.runsIndexed(loaded, toIndex, true);
            }
        }, upTo);
    }

    /** {@code count} runs keyed {@code prefix} + their number in six digits + "-ep" + its last digit. */
    private static List<Run> keys(String prefix, int count) {
        List<Run> runs = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            runs.add(Runs.run(i + 1, String.format("%s%06d-ep%d", prefix, i, i % 10), "verified", 0L, "g", ""));
        }
        return runs;
    }

    private TableColumn<Integer, ?> keyColumn() {
        return column(RunColumn.KEY);
    }

    private TableColumn<Integer, ?> column(RunColumn column) {
        return view.table().getColumns().stream().filter(each -> each.getUserData() == column).findFirst()
                .orElseThrow();
    }

    private Node header(FxRobot robot, RunColumn column) {
        return robot.from(view.table()).lookup(".column-header").queryAll().stream()
                .filter(node -> ("column-" + column.id()).equals(node.getId())).findFirst().orElseThrow();
    }

    /** On the screen: the middle of the edge between {@code column}'s header and the next one. */
    private Point2D rightEdge(FxRobot robot, RunColumn column) throws Exception {
        Bounds bounds = onFx(() -> header(robot, column).localToScreen(header(robot, column).getLayoutBounds()));
        return new Point2D(bounds.getMaxX() - 1, bounds.getCenterY());
    }

    private static void drag(FxRobot robot, Point2D edge, double by) {
        robot.drag(edge, MouseButton.PRIMARY).moveBy(by / 2, 0).moveBy(by / 2, 0).drop();
        WaitForAsyncUtils.waitForFxEvents();
    }

    private TableCell<?, ?> cell(FxRobot robot, RunColumn column, String text) {
        TableView<Integer> table = view.table();
        return robot.from(table).lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(cell -> cell.getTableColumn().getId().equals("column-" + column.id()))
                .filter(cell -> text.equals(cell.getText())).findFirst()
                .orElseThrow(() -> new AssertionError("no cell " + text));
    }

    /** The text a cell draws: its own, or cut short with "…" when the column is too narrow. */
    private static String shownText(Node cell) {
        return ((Text) cell.lookup(".text")).getText();
    }
}
