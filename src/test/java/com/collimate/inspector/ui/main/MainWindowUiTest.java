package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.replay.ReplayVerdict;
import com.collimate.inspector.ui.runs.RunColumn;
import com.collimate.inspector.ui.runs.SeedAckChip;
import com.collimate.inspector.ui.testing.FileDrops;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LogWriter;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import com.collimate.inspector.ui.testing.MenuItems;
import com.collimate.inspector.ui.testing.Runs;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.paint.Paint;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(ApplicationExtension.class)
class MainWindowUiTest {
    private static final String PYTHON = "import random\nprint(random.random())";

    @TempDir
    static Path home;

    private static int fileCounter;
    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();
    private MainViewModel main;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        // a config folder per test: the window's size and layout are saved as they change, and one test's
        // (the minimum-size test's small window) must not be the next one's
        AppDirs dirs = new AppDirs(home.resolve("config-" + fileCounter++), home.resolve("data"));
        main = window.show(stage, dirs);
    }

    /** Five runs, one per seed_ack state; run 2 fails and has "needle" in its stdout. */
    private static LogWriter fiveRuns() {
        return new LogWriter()
                .run("run-verified", "g1", 1, "python", PYTHON, Runs.seedHex(1), "verified", 0,
                        "hello \u001b[32mgreen\u001b[0m", "", 0.5, 120)
                .run("run-noack", "g1", 2, "python", PYTHON, Runs.seedHex(2), "no-ack", 1,
                        "needle in the output", "Traceback", 0.1, 80)
                .run("run-off", "g2", 1, "bash", "echo $RANDOM", Runs.seedHex(3), "off", 0, "1234\n", "", 1, 30)
                .run("run-mismatch", "g2", 2, "python", PYTHON, Runs.seedHex(4), "(mismatch)", 0, "x", "", 0, 45)
                .run("run-missing", "g3", 1, "python", PYTHON, Runs.seedHex(5), null, 0, "y", "", 0, 12);
    }

    /** {@code count} verified runs, each with 512 characters of stdout that compress poorly. */
    private static LogWriter verifiedRuns(int count) {
        LogWriter writer = new LogWriter();
        for (int i = 1; i <= count; i++) {
            writer.run("run-" + i, "g", i, "python", PYTHON, Runs.seedHex(i), "verified", 0,
                    Runs.seedHex(1000 + i).repeat(8), "", 0.5, 100);
        }
        return writer;
    }

    private static TabPane detailTabs(FxRobot robot) {
        return robot.lookup("#detailTabs").queryAs(TabPane.class);
    }

    private static Path file(LogWriter writer) {
        return writer.writeTo(home.resolve("log-" + fileCounter++ + ".jsonl"));
    }

    private static int readerRunCount(Path path) throws Exception {
        try (RolloutLog log = RolloutLogs.open(path, LoadListener.NONE, Cancellation.none())) {
            return log.size();
        }
    }

    /**
     * Find, Copy Seed, the Replay menu, Overview, Export… were enabled with no log open, and did nothing; Columns kept
     * the closed log's columns.
     */
    @Test
    void theMenuItemsThatActOnALogAreDisabledWhileNoneIsOpen(FxRobot robot) throws Exception {
        List<String> logItems = List.of("exportMenu", "reloadMenuItem", "closeTabMenuItem", "findMenuItem",
                "copySeedMenuItem", "clearFiltersMenuItem", "replaySelectedMenuItem", "replayShownMenuItem",
                "cancelReplayMenuItem", "compareMenuItem", "overviewMenuItem", "loadErrorsMenuItem", "columnsMenu");
        assertThat(menuItems(robot, logItems, false)).as("enabled with no log").isEmpty();
        assertThat(onFx(() -> MenuItems.find(robot, "openMenuItem").isDisable())).isFalse();

        open(robot, file(fiveRuns()), 5);
        assertThat(menuItems(robot, logItems, true)).as("disabled with a log open").isEmpty();

        robot.interact(() -> MenuItems.find(robot, "closeTabMenuItem").fire());
        waitUntil(robot, () -> main.workspaces().isEmpty());
        assertThat(menuItems(robot, logItems, false)).as("enabled once the log is closed").isEmpty();
    }

    /** Those of the menu items {@code ids} that are disabled, or enabled. */
    private static List<String> menuItems(FxRobot robot, List<String> ids, boolean disabled) throws Exception {
        return onFx(() -> ids.stream().filter(id -> MenuItems.find(robot, id).isDisable() == disabled).toList());
    }

    private void open(FxRobot robot, Path path, int expectedRows) throws Exception {
        robot.interact(() -> main.open(path));
        waitUntil(robot, () -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED
                && rowCount(robot) == expectedRows);
    }

    private static List<Integer> shownRows(FxRobot robot) throws Exception {
        return onFx(() -> List.copyOf(table(robot).getItems()));
    }

    private static TableView<Integer> table(FxRobot robot) {
        return robot.lookup("#runTable").queryTableView();
    }

    /**
     * Rows of the runs table, or -1 while there is no table yet. Read on the FX thread: a lookup from the test's
     * thread walked a scene graph that Follow was changing, and failed inside JavaFX.
     */
    private static int rowCount(FxRobot robot) throws Exception {
        return onFx(() -> robot.lookup("#runTable").tryQuery()
                .map(node -> ((TableView<?>) node).getItems().size()).orElse(-1));
    }

    private void waitUntil(FxRobot robot, Callable<Boolean> condition) throws Exception {
        try {
            FxWait.waitUntil(condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out; state=" + (main.activeProperty().get() == null ? null
                    : main.activeProperty().get().stateProperty().get()) + " rows=" + rowCount(robot)
                    + " problems=" + main.problems(), e);
        }
    }

    @Test
    void rowCountEqualsTheReaders(FxRobot robot) throws Exception {
        LogWriter writer = fiveRuns();
        for (int i = 0; i < 300; i++) {
            writer.run("bulk-" + i, "g" + (i % 7), i, "python", PYTHON, Runs.seedHex(100 + i),
                    i % 5 == 0 ? "off" : "verified", i % 11 == 0 ? 1 : 0, "out " + i, "", i / 300.0, i);
        }
        Path path = file(writer);
        int expected = readerRunCount(path);
        assertThat(expected).isEqualTo(305);
        open(robot, path, expected);
        assertThat(robot.lookup("#shownLabel").queryAs(Label.class).getText()).isEqualTo("305 of 305 runs shown");
    }

    @Test
    void theSeedAckCountsSayTheyAreOfAllRunsWhenTheFiltersHideSome(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        Label scope = robot.lookup("#statusAckScope").queryAs(Label.class);
        assertThat(scope.isVisible()).as("every run shown: nothing to tell apart").isFalse();

        robot.clickOn("#searchField").write("run-off");
        waitUntil(robot, () -> rowCount(robot) == 1);

        assertThat(robot.lookup("#shownLabel").queryAs(Label.class).getText()).isEqualTo("1 of 5 runs shown");
        assertThat(scope.isVisible()).isTrue();
        assertThat(scope.getText()).isEqualTo("all 5 runs:");
        assertThat(robot.lookup("#status-verified").queryAs(Label.class).getText()).endsWith(" 1");
    }

    @Test
    void inANarrowWindowTheStatusBarLeavesOutTheSeedAckCountsThatDoNotFitWholeAndKeepsOverviewInView(FxRobot robot)
            throws Exception {
        robot.interact(() -> {
            stage.setWidth(900);
            stage.setHeight(600);
        });
        open(robot, file(fiveRuns().raw("{\"run_id\": broken")), 5);
        robot.clickOn("#searchField").write("run-off");
        waitUntil(robot, () -> rowCount(robot) == 1);
        WaitForAsyncUtils.waitForFxEvents();

        // the counts, "1 record could not be read" and Overview are wider than 900 px: Overview was pushed out
        Node overview = robot.lookup("#overviewToggle").query();
        assertThat(onFx(() -> overview.localToScene(overview.getLayoutBounds()).getMaxX()))
                .isLessThanOrEqualTo(onFx(() -> stage.getScene().getWidth()));
        Hyperlink errors = robot.lookup("#loadErrorsLink").queryAs(Hyperlink.class);
        assertThat(errors.getWidth()).isGreaterThanOrEqualTo(errors.prefWidth(-1));
        WholeItemsRow counts = robot.lookup("#ackCounts").queryAs(WholeItemsRow.class);
        double shownRight = onFx(() -> ((javafx.scene.shape.Rectangle) counts.getClip()).getWidth());
        assertThat(shownRight).as("some counts left out").isLessThan(onFx(() -> counts.prefWidth(-1)));
        assertThat(onFx(() -> robot.lookup("#statusAckScope").query().getBoundsInParent().getMaxX()))
                .as("the first shown").isLessThanOrEqualTo(shownRight);
        for (Node count : onFx(() -> List.copyOf(counts.getChildrenUnmodifiable()))) {
            Bounds bounds = onFx(count::getBoundsInParent);
            assertThat(bounds.getMaxX() <= shownRight || bounds.getMinX() >= shownRight)
                    .as("%s whole or left out", count.getId()).isTrue();
        }
    }

    @Test
    void aLongNoticeIsCutWithItsWholeTextInATooltipAndLeavesTheCountsAndButtonsWhole(FxRobot robot)
            throws Exception {
        open(robot, file(fiveRuns()), 5);
        // as long as a save outcome naming a deep path: the notice is bound to the view model, which has no setter
        String longNotice = "Saved to " + "/very-long-folder-name".repeat(40) + "/stdout.txt";
        Label notice = robot.lookup("#noticeLabel").queryAs(Label.class);
        robot.interact(() -> {
            notice.textProperty().unbind();
            notice.setText(longNotice);
        });
        WaitForAsyncUtils.waitForFxEvents();

        Label shown = robot.lookup("#shownLabel").queryAs(Label.class);
        javafx.scene.control.ToggleButton overview = robot.lookup("#overviewToggle").queryAs(
                javafx.scene.control.ToggleButton.class);
        assertThat(shown.getWidth()).isGreaterThanOrEqualTo(shown.prefWidth(-1));
        assertThat(overview.getWidth()).isGreaterThanOrEqualTo(overview.prefWidth(-1));
        assertThat(notice.getWidth()).isLessThan(notice.prefWidth(-1));
        assertThat(notice.getTooltip().getText()).isEqualTo(longNotice);

        // at the bottom of the screen, where there is no room below the pointer
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getBounds();
        robot.interact(() -> stage.setY(screen.getMaxY() - stage.getHeight()));
        robot.moveTo(notice);
        Tooltip tip = notice.getTooltip();
        waitUntil(robot, tip::isShowing);
        javafx.geometry.Bounds label = onFx(() -> notice.localToScreen(notice.getBoundsInLocal()));
        assertThat(onFx(() -> tip.getY() + tip.getHeight())).as("the tooltip's bottom, above the notice")
                .isLessThanOrEqualTo(label.getMinY());
        assertThat(onFx(tip::getY)).as("on the screen").isGreaterThanOrEqualTo(screen.getMinY());
    }

    @Test
    void everySeedAckStateRendersItsChip(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        for (SeedAck ack : SeedAck.values()) {
            Label chip = shownChip(robot, SeedAckChip.styleClass(ack));
            assertThat(chip.getText()).isEqualTo(SeedAckChip.text(ack));
            assertThat(chip.getStyleClass()).contains(SeedAckChip.CHIP, SeedAckChip.styleClass(ack));
            assertThat(chip.getGraphic()).isNotNull();
        }
        // rows still being revealed move under the mouse: hover once the table is complete
        FxWait.waitUntil(() -> table(robot).getMaxHeight() == javafx.scene.layout.Region.USE_COMPUTED_SIZE);
        WaitForAsyncUtils.waitForFxEvents();
        Label verified = shownChip(robot, "ack-verified");
        Label mismatch = shownChip(robot, "ack-mismatch");
        assertThat(hoveredCellTooltip(robot, verified)).startsWith("verified: ");
        assertThat(hoveredCellTooltip(robot, mismatch)).contains("Logged value: \"(mismatch)\"");
    }

    @Test
    void anInvalidSeedIsMarkedAndCutNotShownAsASeed(FxRobot robot) throws Exception {
        String longInvalid = "f".repeat(100_000);
        open(robot, file(new LogWriter()
                .run("short", "g", 1, "python", PYTHON, "abc123", "verified", 0, "", "", 1, 10)
                .run("long", "g", 2, "python", PYTHON, longInvalid, "verified", 0, "", "", 1, 10)
                .run("valid", "g", 3, "python", PYTHON, Runs.seedHex(1), "verified", 0, "", "", 1, 10)), 3);
        List<TableCell<?, ?>> seedCells = robot.from(table(robot)).lookup(".table-cell").queryAll().stream()
                .<TableCell<?, ?>>map(node -> (TableCell<?, ?>) node)
                .filter(cell -> cell.isVisible() && !cell.isEmpty() && cell.getTableColumn() != null
                        && cell.getTableColumn().getUserData() == RunColumn.SEED)
                .toList();
        PseudoClass invalid = PseudoClass.getPseudoClass("invalid-seed");
        assertThat(seedCells).extracting(TableCell::getText).containsExactlyInAnyOrder("⚠ abc123",
                "⚠ " + "f".repeat(20) + "…", Runs.seedHex(1).substring(0, 8) + "…" + Runs.seedHex(1).substring(56));
        assertThat(seedCells).filteredOn(cell -> cell.getPseudoClassStates().contains(invalid)).hasSize(2);
    }

    private static List<TableCell<?, ?>> exitCells(FxRobot robot) {
        return robot.from(table(robot)).lookup(".table-cell").queryAll().stream()
                .<TableCell<?, ?>>map(node -> (TableCell<?, ?>) node)
                .filter(cell -> cell.isVisible() && !cell.isEmpty() && cell.getTableColumn() != null
                        && cell.getTableColumn().getUserData() == RunColumn.EXIT_CODE)
                .toList();
    }

    @Test
    void theRunsColumnsUpToTheWholeVerdictAreInViewAtTheDefaultWindowSize(FxRobot robot) throws Exception {
        open(robot, file(verifiedRuns(60)), 60);
        robot.interact(() -> main.activeProperty().get().runs().putVerdicts(Map.of(0,
                new ReplayVerdict(VerdictKind.UNEXPECTED, "why"), 1, new ReplayVerdict(VerdictKind.EXPECTED, "why"))));
        WaitForAsyncUtils.waitForFxEvents();
        double shownWidth = onFx(() -> {
            TableView<Integer> table = table(robot);
            ScrollBar rows = robot.from(table).lookup(".scroll-bar").queryAllAs(ScrollBar.class).stream()
                    .filter(bar -> bar.getOrientation() == Orientation.VERTICAL && bar.isVisible()).findFirst()
                    .orElseThrow(() -> new AssertionError("60 runs do not fit: the rows' scroll bar takes its width"));
            return table.getWidth() - rows.getWidth();
        });
        assertThat(stage.getWidth()).as("the default window").isEqualTo(1280);
        for (RunColumn column : List.of(RunColumn.LINE, RunColumn.KEY, RunColumn.SEED, RunColumn.SEED_ACK,
                RunColumn.EXIT_CODE, RunColumn.REWARD, RunColumn.VERDICT)) {
            assertThat(onFx(() -> rightEdge(table(robot), column))).as("%s's right edge within the table", column)
                    .isLessThanOrEqualTo(shownWidth);
        }
        double chipRight = onFx(() -> {
            Label chip = robot.from(table(robot)).lookup(".verdict-unexpected").queryAs(Label.class);
            return chip.localToScene(chip.getLayoutBounds()).getMaxX()
                    - table(robot).localToScene(table(robot).getLayoutBounds()).getMinX();
        });
        assertThat(chipRight).as("the whole of 'diverged — unexpected' within the table (it read 'diverged')")
                .isLessThanOrEqualTo(shownWidth);
        List<String> headersOut = onFx(() -> {
            TabPane detail = robot.lookup("#detailTabs").queryAs(TabPane.class);
            javafx.geometry.Bounds pane = detail.localToScene(detail.getLayoutBounds());
            return detail.lookupAll(".tab-header-area .tab").stream().filter(header -> !header.isVisible()
                            || header.localToScene(header.getLayoutBounds()).getMinX() < pane.getMinX()
                            || header.localToScene(header.getLayoutBounds()).getMaxX() > pane.getMaxX())
                    .map(header -> header.lookup(".tab-label") instanceof Label label ? label.getText() : "?").toList();
        });
        assertThat(headersOut).as("every detail tab's header in view beside the wider table").isEmpty();
    }

    /** Where {@code wanted}'s right edge is, from the table's left edge, the table scrolled to its left. */
    private static double rightEdge(TableView<Integer> table, RunColumn wanted) {
        double right = 0;
        for (TableColumn<Integer, ?> column : table.getVisibleLeafColumns()) {
            right += column.getWidth();
            if (column.getId().equals("column-" + wanted.id())) {
                return right;
            }
        }
        throw new AssertionError(wanted + " is not shown");
    }

    @Test
    void nonZeroExitCodesStandOut(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        waitUntil(robot, () -> exitCells(robot).size() == 5); // a new table builds its rows a few a frame
        List<TableCell<?, ?>> exitCells = exitCells(robot);
        assertThat(exitCells).extracting(TableCell::getText).containsExactlyInAnyOrder("0", "1", "0", "0", "0");
        for (TableCell<?, ?> cell : exitCells) {
            assertThat(cell.getPseudoClassStates().contains(PseudoClass.getPseudoClass("exit-non-zero")))
                    .as("exit code %s", cell.getText()).isEqualTo(!cell.getText().equals("0"));
        }
        TableCell<?, ?> failed = exitCells.stream().filter(cell -> cell.getText().equals("1")).findFirst().orElseThrow();
        TableCell<?, ?> passed = exitCells.stream().filter(cell -> cell.getText().equals("0")).findFirst().orElseThrow();
        assertThat(failed.getTextFill()).isNotEqualTo(passed.getTextFill());

        Paint standingOut = failed.getTextFill();
        robot.interact(() -> {
            table(robot).getSelectionModel().select(failed.getIndex());
            table(robot).applyCss();
        });
        assertThat(failed.getTableRow().isSelected()).isTrue();
        assertThat(failed.getTextFill()).as("in the selected row too").isEqualTo(standingOut);
    }

    @Test
    void filterChipsWrapInsteadOfWideningTheRunsPane(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        FlowPane bar = robot.lookup("#filterBar").queryAs(FlowPane.class);
        assertThat(robot.from(bar).lookup("#verdict-filter-none").tryQuery()).as("verdict chips in the bar").isPresent();
        double minWidth = WaitForAsyncUtils.asyncFx(() -> bar.minWidth(-1)).get(10, TimeUnit.SECONDS);
        // All seed_ack chips alone are about 560 px wide, the verdict chips 780: one box per group forced the split.
        assertThat(minWidth).as("the filter bar's minimum width: its widest item").isLessThan(400);
    }

    @Test
    void inASmallWindowTheFilterChipsScrollAndLeaveTheHeightToTheTableAndTabReachesEachOne(FxRobot robot)
            throws Exception {
        open(robot, file(fiveRuns()), 5);
        robot.interact(() -> {
            stage.setWidth(900);
            stage.setHeight(600);
        });
        ScrollPane scroll = robot.lookup("#filterScroll").queryAs(ScrollPane.class);
        FlowPane bar = robot.lookup("#filterBar").queryAs(FlowPane.class);
        Node runsPane = robot.lookup("#runsPane").query();
        waitUntil(robot, () -> bar.getHeight() > scroll.getViewportBounds().getHeight() + 1);
        assertThat(onFx(() -> verticalScrollBarShown(scroll))).as("a scroll bar for the chips past their share")
                .isTrue();
        assertThat(onFx(scroll::getHeight)).as("the chips take at most a quarter of the pane")
                .isLessThanOrEqualTo(onFx(() -> runsPane.getLayoutBounds().getHeight()) * 0.25 + 1);
        assertThat(onFx(() -> table(robot).getHeight())).as("the table keeps the rest")
                .isGreaterThan(onFx(() -> runsPane.getLayoutBounds().getHeight()) * 0.6);

        Node group = robot.lookup("#groupFilter").query();
        robot.interact(() -> robot.lookup("#filter-verified").query().requestFocus());
        for (int i = 0; i < 40 && !onFx(group::isFocused); i++) {
            robot.type(KeyCode.TAB);
        }
        assertThat(onFx(group::isFocused)).as("Tab reaches the last filter").isTrue();
        WaitForAsyncUtils.waitForFxEvents();
        Node clip = robot.from(scroll).lookup(".viewport").query();
        Bounds viewport = onFx(() -> clip.localToScene(clip.getLayoutBounds()));
        Bounds focused = onFx(() -> group.localToScene(group.getLayoutBounds()));
        assertThat(focused.getMinY()).as("the focused filter scrolled into view")
                .isGreaterThanOrEqualTo(viewport.getMinY() - 1);
        assertThat(focused.getMaxY()).as("the focused filter scrolled into view")
                .isLessThanOrEqualTo(viewport.getMaxY() + 1);
    }

    @Test
    void filterChipsThatFitShowWholeWithNoScrollBar(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        ScrollPane scroll = robot.lookup("#filterScroll").queryAs(ScrollPane.class);
        FlowPane bar = robot.lookup("#filterBar").queryAs(FlowPane.class);

        robot.clickOn("#searchField").write("run-o"); // the chips' counts change, the verdict caption grows
        waitUntil(robot, () -> rowCount(robot) == 1);

        assertThat(onFx(bar::getHeight)).as("fits in its share").isLessThanOrEqualTo(onFx(scroll::getMaxHeight));
        assertThat(onFx(scroll::getVbarPolicy)).as("no scroll bar may take the chips' width")
                .isEqualTo(ScrollPane.ScrollBarPolicy.NEVER);
        assertThat(onFx(() -> verticalScrollBarShown(scroll))).isFalse();
        assertThat(onFx(() -> scroll.getViewportBounds().getHeight())).as("all of the chips shown")
                .isGreaterThanOrEqualTo(onFx(bar::getHeight) - 0.5);
    }

    private static boolean verticalScrollBarShown(ScrollPane scroll) {
        return scroll.lookupAll(".scroll-bar").stream().anyMatch(node -> node instanceof ScrollBar bar
                && bar.getOrientation() == Orientation.VERTICAL && bar.isVisible());
    }

    /** The shown chip of style class {@code styleClass}: a cell keeps the chips it showed before, hidden. */
    private static Label shownChip(FxRobot robot, String styleClass) {
        return robot.from(table(robot)).lookup("." + styleClass).match(Node::isVisible).queryAs(Label.class);
    }

    /** The cells of a column share one tooltip, which takes the text of the cell under the mouse. */
    /**
     * The tooltip text of the cell holding {@code node} once the mouse enters it (the cells of a column share one
     * tooltip, given the entered cell's text). The entry is fired at the cell: where the robot's pointer is after
     * earlier tests is no part of what is tested, and a pointer already over the cell would enter nothing.
     */
    private static String hoveredCellTooltip(FxRobot robot, Node node) {
        Node cell = node;
        while (!(cell instanceof TableCell<?, ?>)) {
            cell = cell.getParent();
        }
        TableCell<?, ?> tableCell = (TableCell<?, ?>) cell;
        robot.interact(() -> tableCell.fireEvent(new MouseEvent(MouseEvent.MOUSE_ENTERED, 1, 1, 1, 1,
                MouseButton.NONE, 0, false, false, false, false, false, false, false, false, false, false, null)));
        return tableCell.getTooltip().getText();
    }

    @Test
    void aRunWithoutAnExitCodeIsMissingNotNonZero(FxRobot robot) throws Exception {
        String seed = Runs.seedHex(6);
        open(robot, file(fiveRuns().raw("{\"run_id\":\"run-no-exit\",\"request\":{\"template\":\"python\","
                + "\"code\":\"pass\",\"seed\":\"" + seed + "\"},\"response\":{\"stdout\":\"\",\"seed\":\"" + seed
                + "\",\"seed_ack\":\"verified\"}}")), 6);
        assertThat(Stream.of("#exitAnyToggle", "#exitZeroToggle", "#exitNonZeroToggle", "#exitMissingToggle")
                .map(id -> robot.lookup(id).queryAs(ToggleButton.class).getText()))
                .as("as the CLI summary's exit codes count them").containsExactly("all  6", "= 0  4", "≠ 0  1", "missing  1");
        robot.clickOn("#exitNonZeroToggle");
        FxWait.waitUntil(() -> shownRows(robot).equals(List.of(1)));
        robot.clickOn("#exitMissingToggle");
        FxWait.waitUntil(() -> shownRows(robot).equals(List.of(5)));
    }

    @Test
    void filterChipsAndSearchNarrowTheRows(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        robot.clickOn("#filter-verified");
        FxWait.waitUntil(() -> rowCount(robot) == 4);
        robot.clickOn("#exitNonZeroToggle");
        FxWait.waitUntil(() -> rowCount(robot) == 1);
        robot.clickOn("#exitAnyToggle");
        robot.clickOn("#filter-verified");
        FxWait.waitUntil(() -> rowCount(robot) == 5);

        robot.clickOn("#searchField").write("needle").type(KeyCode.ENTER);
        FxWait.waitUntil(() -> rowCount(robot) == 1);
        assertThat(robot.lookup("#runTable").queryTableView().getItems()).containsExactly(1);
        assertThat(robot.lookup("#exitAnyToggle").queryAs(ToggleButton.class).getText())
                .as("the chips count the runs the search leaves").isEqualTo("all  1");
        robot.clickOn("#searchField").type(KeyCode.ESCAPE);
        FxWait.waitUntil(() -> rowCount(robot) == 5);
        assertThat(robot.lookup("#searchField").queryAs(TextField.class).getText()).isEmpty();

        robot.clickOn("#searchField").write("run-o").type(KeyCode.ENTER);
        FxWait.waitUntil(() -> rowCount(robot) == 1);
    }

    @Test
    void escapeLeavesTheOverviewForTheRunsOpenedByKeysOrByItsButton(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        robot.clickOn("#runTable");

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.O).release(KeyCode.SHIFT, KeyCode.CONTROL);
        FxWait.waitUntil(() -> robot.lookup("#dashboardHolder").query().isVisible());
        robot.type(KeyCode.ESCAPE);
        FxWait.waitUntil(() -> robot.lookup("#mainSplit").query().isVisible());
        assertThat(robot.lookup("#dashboardHolder").query().isVisible()).isFalse();
        assertThat(table(robot).isFocused()).as("back in the runs, where the keys were").isTrue();

        robot.clickOn("#overviewToggle");
        FxWait.waitUntil(() -> robot.lookup("#dashboardHolder").query().isVisible());
        robot.type(KeyCode.ESCAPE);
        FxWait.waitUntil(() -> robot.lookup("#mainSplit").query().isVisible());
        assertThat(robot.lookup("#overviewToggle").queryAs(ToggleButton.class).isSelected()).isFalse();

        robot.clickOn("#searchField").write("needle").type(KeyCode.ENTER);
        FxWait.waitUntil(() -> rowCount(robot) == 1);
        robot.clickOn("#searchField").type(KeyCode.ESCAPE);
        FxWait.waitUntil(() -> rowCount(robot) == 5);
        assertThat(robot.lookup("#mainSplit").query().isVisible()).as("Escape in the search only clears it").isTrue();
    }

    /**
     * Escape from the Overview gives the keyboard back to what had it before the Overview opened (the run's detail),
     * not always to the runs table; Ctrl+F with the Overview shown leaves it for the search field (it did nothing: the
     * field was hidden).
     */
    @Test
    void escapeFromTheOverviewGivesTheKeyboardBackWhereItWasAndCtrlFLeavesItForTheSearch(FxRobot robot)
            throws Exception {
        open(robot, file(fiveRuns()), 5);
        robot.interact(() -> table(robot).getSelectionModel().clearAndSelect(2));
        waitUntil(robot, () -> detailTabs(robot).isVisible());
        robot.interact(() -> detailTabs(robot).requestFocus());
        assertThat(onFx(() -> detailTabs(robot).isFocused())).as("the detail has the keyboard").isTrue();

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.O).release(KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(robot, () -> robot.lookup("#dashboardHolder").query().isVisible());
        robot.type(KeyCode.ESCAPE);
        waitUntil(robot, () -> robot.lookup("#mainSplit").query().isVisible());
        assertThat(onFx(() -> detailTabs(robot).isFocused())).as("back in the run's detail, where the keys were")
                .isTrue();

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.O).release(KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(robot, () -> robot.lookup("#dashboardHolder").query().isVisible());
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        waitUntil(robot, () -> robot.lookup("#searchField").query().isFocused());
        assertThat(onFx(() -> robot.lookup("#mainSplit").query().isVisible())).isTrue();
        assertThat(robot.lookup("#overviewToggle").queryAs(ToggleButton.class).isSelected()).isFalse();
    }

    @Test
    void downOrEnterInTheSearchFieldMovesOnToTheFirstRowOfTheResults(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);

        robot.clickOn("#searchField").write("run-o").type(KeyCode.DOWN);

        FxWait.waitUntil(() -> table(robot).getSelectionModel().getSelectedItem() != null);
        assertThat(table(robot).isFocused()).isTrue();
        assertThat(table(robot).getItems()).as("the rows of the search typed a moment ago").containsExactly(2);
        assertThat(table(robot).getSelectionModel().getSelectedIndices()).containsExactly(0);

        robot.clickOn("#searchField").type(KeyCode.ESCAPE).write("needle").type(KeyCode.ENTER);

        FxWait.waitUntil(() -> Integer.valueOf(1).equals(table(robot).getSelectionModel().getSelectedItem()));
        assertThat(table(robot).isFocused()).isTrue();
        assertThat(table(robot).getItems()).containsExactly(1);
    }

    @Test
    void enterOnASelectedRunMovesTheKeyboardToItsDetail(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        robot.interact(() -> {
            table(robot).getSelectionModel().clearAndSelect(2);
            table(robot).requestFocus();
        });
        waitUntil(robot, () -> detailTabs(robot).isVisible());
        assertThat(onFx(() -> table(robot).isFocused())).as("the table has the keyboard before Enter").isTrue();

        robot.type(KeyCode.ENTER);
        assertThat(onFx(() -> detailTabs(robot).isFocused())).as("the detail's tabs have the keyboard").isTrue();
        assertThat(table(robot).getSelectionModel().getSelectedIndices()).as("the run stays selected")
                .containsExactly(2);

        robot.interact(() -> {
            table(robot).getSelectionModel().clearSelection();
            table(robot).requestFocus();
        });
        robot.type(KeyCode.ENTER);
        assertThat(onFx(() -> table(robot).isFocused())).as("no run selected: the keyboard stays").isTrue();
    }

    @Test
    void altAndAMenusUnderlinedLetterOpensThatMenu(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        MenuBar bar = robot.lookup("#menuBar").queryAs(MenuBar.class);
        robot.interact(() -> table(robot).requestFocus());
        robot.press(KeyCode.ALT).type(KeyCode.H).release(KeyCode.ALT);
        waitUntil(robot, () -> bar.getMenus().stream().anyMatch(Menu::isShowing));
        assertThat(onFx(() -> bar.getMenus().stream().filter(Menu::isShowing)
                .map(Menu::getText).toList())).containsExactly("_Help");
        robot.type(KeyCode.ESCAPE);
    }

    @Test
    void theFirstDownInATableWithoutASelectionSelectsTheFirstRow(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        robot.interact(() -> table(robot).requestFocus());
        assertThat(table(robot).getSelectionModel().isEmpty()).isTrue();

        robot.type(KeyCode.DOWN);
        assertThat(table(robot).getSelectionModel().getSelectedIndices()).containsExactly(0);
        robot.type(KeyCode.DOWN);
        assertThat(table(robot).getSelectionModel().getSelectedIndices()).containsExactly(1);
    }

    @Test
    void searchMatchesAcrossColoursAndTheRunShowsWhere(FxRobot robot) throws Exception {
        LogWriter writer = fiveRuns();
        String longOutput = "line\n".repeat(150) + "the \u001b[1mneedle\u001b[0m is here\n" + "line\n".repeat(150);
        writer.run("run-deep", "g3", 2, "python", PYTHON, Runs.seedHex(6), "verified", 0, longOutput, "", 0, 10);
        open(robot, file(writer), 6);

        robot.clickOn("#searchField").write("hello green").type(KeyCode.ENTER);
        FxWait.waitUntil(() -> rowCount(robot) == 1);
        robot.interact(() -> table(robot).getSelectionModel().select(0));
        FxWait.waitUntil(() -> detailTabs(robot).getTabs().get(2).getGraphic() instanceof Label);
        assertThat(((Label) detailTabs(robot).getTabs().get(2).getGraphic()).getText()).isEqualTo("1");
        assertThat(detailTabs(robot).getTabs().get(1).getGraphic()).as("no match in the code").isNull();
        robot.interact(() -> detailTabs(robot).getSelectionModel().select(2));
        CodeArea stdout = robot.lookup("#stdoutArea").queryAs(CodeArea.class);
        assertThat(stdout.getStyleOfChar(0)).contains("search-hit");
        assertThat(stdout.getStyleOfChar(7)).contains("search-hit", "ansi-fg-2");

        robot.doubleClickOn("#searchField").eraseText(20).write("needle is").type(KeyCode.ENTER);
        FxWait.waitUntil(() -> rowCount(robot) == 1 && table(robot).getItems().get(0) == 5);
        robot.interact(() -> table(robot).getSelectionModel().select(0));
        FxWait.waitUntil(() -> stdout.getText().startsWith("line"));
        assertThat(stdout.getCurrentParagraph()).as("the caret at the match").isEqualTo(150);
        FxWait.waitUntil(() -> stdout.firstVisibleParToAllParIndex() > 140);
        assertThat(stdout.getStyleOfChar(stdout.getCaretPosition())).contains("search-hit", "ansi-bold");
    }

    @Test
    void theTablesCornerMenuShowsAndHidesColumnsByTheirTitles(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        robot.clickOn(".show-hide-columns-button");
        FxWait.waitUntil(() -> robot.lookup(".context-menu .label").tryQuery().isPresent());
        assertThat(robot.lookup(".context-menu .label").queryAllAs(Label.class)).extracting(Label::getText)
                .contains("Key", "seed_ack", "Reward", "Verdict");
        assertThat(robot.lookup(".context-menu .label").queryAllAs(Label.class))
                .as("JavaFX's own menu read \"seed_ack\" as \"seedack\" with an underscore mnemonic")
                .noneMatch(Label::isMnemonicParsing);

        robot.clickOn("#show-column-" + RunColumn.REWARD.id());

        FxWait.waitUntil(() -> table(robot).getColumns().stream()
                .noneMatch(column -> column.getUserData() == RunColumn.REWARD && column.isVisible()));
        assertThat(table(robot).getColumns().stream().filter(column -> column.isVisible()).count())
                .isEqualTo(RunColumn.values().length - 1);
    }

    @Test
    void atNineHundredBySixHundredTheTableShowsLineKeySeedAckAndTheWholeVerdictWithoutScrollingSideways(
            FxRobot robot) throws Exception {
        robot.interact(() -> {
            stage.setWidth(900);
            stage.setHeight(600);
        });
        open(robot, file(fiveRuns()), 5);
        Node viewport = robot.from(table(robot)).lookup(".clipped-container").query();
        waitUntil(robot, () -> headerBounds(robot, RunColumn.VERDICT).getMaxX()
                <= viewport.localToScene(viewport.getLayoutBounds()).getMaxX() + 0.5);
        Bounds shown = onFx(() -> viewport.localToScene(viewport.getLayoutBounds()));
        for (RunColumn column : List.of(RunColumn.LINE, RunColumn.KEY, RunColumn.SEED_ACK, RunColumn.VERDICT)) {
            Bounds header = onFx(() -> headerBounds(robot, column));
            assertThat(header.getMinX()).as(column.title()).isGreaterThanOrEqualTo(shown.getMinX() - 0.5);
            assertThat(header.getMaxX()).as(column.title()).isLessThanOrEqualTo(shown.getMaxX() + 0.5);
        }
        assertThat(onFx(() -> headerBounds(robot, RunColumn.VERDICT).getWidth())).as("the verdict's widest chip")
                .isEqualTo(RunColumn.VERDICT.defaultWidth(), org.assertj.core.api.Assertions.within(0.5));
        assertThat(onFx(() -> headerBounds(robot, RunColumn.SEED).getWidth())).as("the seed gave way")
                .isLessThan(RunColumn.SEED.defaultWidth());
        assertThat(onFx(() -> main.uiState().columnWidths().get(RunColumn.SEED.id())))
                .as("the seed's own width is remembered, not the one it gave way to")
                .isEqualTo(RunColumn.SEED.defaultWidth());

        robot.interact(() -> stage.setWidth(1400));
        waitUntil(robot, () -> headerBounds(robot, RunColumn.SEED).getWidth() == RunColumn.SEED.defaultWidth());
    }

    private static Bounds headerBounds(FxRobot robot, RunColumn column) {
        Node header = robot.from(table(robot)).lookup(".column-header").queryAll().stream()
                .filter(node -> node.getId() != null && node.getId().equals("column-" + column.id())).findFirst()
                .orElseThrow();
        return header.localToScene(header.getLayoutBounds());
    }

    @Test
    void theRunDetailKeepsAReadableWidthWhereverTheSplitIsDragged(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        javafx.scene.control.SplitPane split = robot.lookup("#mainSplit").queryAs(javafx.scene.control.SplitPane.class);
        robot.interact(() -> split.setDividerPositions(0.98));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(split.getItems().get(1).getLayoutBounds().getWidth()).isGreaterThanOrEqualTo(300);
        assertThat(((Stage) split.getScene().getWindow()).getMinWidth()).isGreaterThanOrEqualTo(
                Math.min(900, javafx.stage.Screen.getPrimary().getVisualBounds().getWidth()));
    }

    @Test
    void clearFiltersAlsoShowsEveryVerdictChipSelected(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        robot.clickOn("#verdict-filter-none");
        FxWait.waitUntil(() -> rowCount(robot) == 0);
        robot.clickOn("#filter-verified");

        robot.clickOn("#clearFiltersButton");

        FxWait.waitUntil(() -> rowCount(robot) == 5);
        assertThat(robot.lookup("#verdict-filter-none").queryAs(javafx.scene.control.ToggleButton.class).isSelected())
                .isTrue();
        assertThat(robot.lookup("#filter-verified").queryAs(javafx.scene.control.ToggleButton.class).isSelected())
                .isTrue();
    }

    @Test
    void selectingARowFillsOverviewCodeAndStdout(FxRobot robot) throws Exception {
        open(robot, file(fiveRuns()), 5);
        robot.interact(() -> table(robot).getSelectionModel().select(0));
        FxWait.waitUntil(() -> robot.lookup("#runTitle").queryAs(Label.class).getText().startsWith("run-verified"));
        assertThat(robot.lookup("#seedValue").queryAs(Label.class).getText()).isEqualTo(Runs.seedHex(1));
        assertThat(robot.lookup("#curlArea").queryAs(TextArea.class).getText()).contains("$COLLIMATE_API_KEY");
        CodeArea code = robot.lookup("#codeArea").queryAs(CodeArea.class);
        CodeArea stdout = robot.lookup("#stdoutArea").queryAs(CodeArea.class);
        assertThat(code.getText()).as("a text tab is filled when it is shown").isEmpty();

        robot.interact(() -> detailTabs(robot).getSelectionModel().select(1));
        assertThat(code.getText()).isEqualTo(PYTHON);
        robot.interact(() -> detailTabs(robot).getSelectionModel().select(2));
        assertThat(stdout.getText()).isEqualTo("hello green");
        assertThat(stdout.getStyleOfChar(7)).contains("ansi-fg-2");

        robot.interact(() -> table(robot).getSelectionModel().clearAndSelect(2));
        FxWait.waitUntil(() -> stdout.getText().startsWith("1234"));
        robot.interact(() -> detailTabs(robot).getSelectionModel().select(1));
        assertThat(code.getText()).isEqualTo("echo $RANDOM");

        robot.clickOn("#runTable").press(KeyCode.CONTROL).type(KeyCode.C).release(KeyCode.CONTROL);
        FxWait.waitUntil(() -> notice(robot).equals("Seed copied"));
        String[] clipboard = new String[1];
        robot.interact(() -> clipboard[0] = Clipboard.getSystemClipboard().getString());
        int selectedRun = table(robot).getSelectionModel().getSelectedItem();
        assertThat(clipboard[0]).isEqualTo(Runs.seedHex(selectedRun + 1));
    }

    /** Copy Seed says what it did, and of a run without a seed copies nothing rather than an empty text. */
    @Test
    void copySeedSaysWhatItCopiedAndLeavesTheClipboardAloneForASeedlessRun(FxRobot robot) throws Exception {
        Path path = file(fiveRuns().raw("{\"run_id\": \"seedless\", \"template\": \"python\", "
                + "\"code\": \"print(1)\"}"));
        open(robot, path, 6);
        robot.interact(() -> {
            ClipboardContent before = new ClipboardContent();
            before.putString("kept");
            Clipboard.getSystemClipboard().setContent(before);
            table(robot).getSelectionModel().clearAndSelect(table(robot).getItems().indexOf(5));
        });

        robot.clickOn("#runTable").press(KeyCode.CONTROL).type(KeyCode.C).release(KeyCode.CONTROL);

        FxWait.waitUntil(() -> notice(robot).equals("This run has no seed: nothing copied"));
        String[] clipboard = new String[1];
        robot.interact(() -> clipboard[0] = Clipboard.getSystemClipboard().getString());
        assertThat(clipboard[0]).isEqualTo("kept");

        robot.interact(() -> table(robot).getSelectionModel().clearAndSelect(table(robot).getItems().indexOf(0)));
        robot.interact(() -> robot.lookup("#runTable").query().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.C).release(KeyCode.CONTROL);

        FxWait.waitUntil(() -> notice(robot).equals("Seed copied"));
        robot.interact(() -> clipboard[0] = Clipboard.getSystemClipboard().getString());
        assertThat(clipboard[0]).isEqualTo(Runs.seedHex(1));
    }

    private static String notice(FxRobot robot) {
        return robot.lookup("#noticeLabel").queryLabeled().getText();
    }

    /** {@code count} runs keyed {@code prefix-1} … {@code prefix-count}. */
    private static LogWriter numberedRuns(String prefix, int count) {
        LogWriter writer = new LogWriter();
        for (int i = 1; i <= count; i++) {
            writer.run(prefix + "-" + i, "g1", i, "python", PYTHON, Runs.seedHex(i), "verified", 0, "out " + i, "",
                    1, i);
        }
        return writer;
    }

    private static void append(Path path, LogWriter runs) throws Exception {
        Files.writeString(path, runs.text(), StandardOpenOption.APPEND);
    }

    private void startFollowing(FxRobot robot) throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.F).release(KeyCode.SHIFT, KeyCode.CONTROL);
        FxWait.waitUntil(() -> main.activeProperty().get().followingProperty().get());
    }

    /** Whether the status bar says "Following", and whether File → Follow is ticked. */
    private static List<Boolean> followShown(FxRobot robot) throws Exception {
        return onFx(() -> List.of(robot.lookup("#followLabel").query().isVisible(),
                ((CheckMenuItem) MenuItems.find(robot, "followMenuItem")).isSelected()));
    }

    private static <T> T onFx(Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }

    /** The run keys of the table's rows, with their line numbers. */
    private List<String> shownKeysAndLines(FxRobot robot) throws Exception {
        return onFx(() -> table(robot).getItems().stream().map(index -> {
            RunSummary run = main.activeProperty().get().runs().summary(index);
            return run.key() + "@" + run.line();
        }).toList());
    }

    @Test
    void followShowsRunsAppendedToTheFile(FxRobot robot) throws Exception {
        Path path = file(fiveRuns());
        open(robot, path, 5);
        startFollowing(robot);
        append(path, numberedRuns("late", 1));
        FxWait.waitUntil(() -> rowCount(robot) == 6);
        assertThat(followShown(robot)).containsExactly(true, true);
    }

    @Test
    void followGoesOnAfterReload(FxRobot robot) throws Exception {
        Path path = file(fiveRuns());
        open(robot, path, 5);
        startFollowing(robot);
        List<LoadState> states = new CopyOnWriteArrayList<>();
        robot.interact(() -> main.activeProperty().get().stateProperty().addListener((obs, old, state) ->
                states.add(state)));

        robot.type(KeyCode.F5);
        waitUntil(robot, () -> states.equals(List.of(LoadState.LOADING, LoadState.LOADED)) && rowCount(robot) == 5);
        assertThat(followShown(robot)).containsExactly(true, true);
        append(path, numberedRuns("late", 1));
        waitUntil(robot, () -> rowCount(robot) == 6);
        assertThat(followShown(robot)).containsExactly(true, true);
    }

    @Test
    void aFollowedLogRewrittenByARestartedJobIsReloadedWithExactlyItsNewRuns(FxRobot robot) throws Exception {
        Path path = file(numberedRuns("old", 9));
        open(robot, path, 9);
        startFollowing(robot);

        numberedRuns("new", 12).writeTo(path); // truncates and writes in place, as a job opening it with 'w' does
        List<String> expected = IntStream.rangeClosed(1, 12).mapToObj(i -> "new-" + i + "@" + i).toList();
        waitUntil(robot, () -> shownKeysAndLines(robot).equals(expected));
        assertThat(robot.lookup("#noticeLabel").queryLabeled().getText()).isEqualTo("The log was rewritten: reloaded");
        assertThat(robot.lookup("#loadErrorsLink").query().isVisible()).isFalse();
        assertThat(followShown(robot)).containsExactly(true, true);

        append(path, numberedRuns("next", 1));
        waitUntil(robot, () -> rowCount(robot) == 13);
        assertThat(shownKeysAndLines(robot).get(12)).isEqualTo("next-1@13");
    }

    @Test
    void aFollowedLogThatIsRemovedKeepsItsRunsAndIsReadAgainWhenItIsBack(FxRobot robot) throws Exception {
        Path path = file(fiveRuns());
        open(robot, path, 5);
        startFollowing(robot);

        Files.delete(path);
        waitUntil(robot, () -> robot.lookup("#troubleBanner").query().isVisible());
        assertThat(robot.lookup("#troubleLabel").queryLabeled().getText())
                .isEqualTo("The file is gone; F5 to retry (Follow reloads it once it is back)");
        assertThat(followShown(robot)).containsExactly(true, true);
        assertThat(rowCount(robot)).isEqualTo(5);

        numberedRuns("back", 2).writeTo(path);
        waitUntil(robot, () -> shownKeysAndLines(robot).equals(List.of("back-1@1", "back-2@2")));
        assertThat(robot.lookup("#troubleBanner").query().isVisible()).isFalse();
        assertThat(followShown(robot)).containsExactly(true, true);
    }

    @Test
    void aFollowedLogRestartedWithAHalfWrittenFirstRecordKeepsItsTabAndWaitsForTheRecord(FxRobot robot)
            throws Exception {
        Path path = numberedRuns("old", 3).writeTo(home.resolve("follow2.jsonl"));
        open(robot, path, 3);
        startFollowing(robot);

        String restarted = numberedRuns("restart", 1).text();
        int cut = restarted.indexOf("\"seed\":\"") + 8;
        Files.writeString(path, restarted.substring(0, cut));
        waitUntil(robot, () -> robot.lookup("#troubleBanner").query().isVisible());
        assertThat(robot.lookup("#troubleLabel").queryLabeled().getText()).isEqualTo(
                "The log was replaced and has no complete run yet; waiting for its first run (Follow is on)");
        assertThat(robot.lookup("#errorDialog").tryQuery()).isEmpty();
        assertThat(robot.lookup("#noticeLabel").queryLabeled().getText()).as("not \"reloaded\"").isEmpty();
        assertThat(main.workspaces()).hasSize(1);
        assertThat(main.recentFiles()).contains(main.activeProperty().get().path());
        assertThat(followShown(robot)).containsExactly(true, true);

        Files.writeString(path, restarted.substring(cut), StandardOpenOption.APPEND);
        waitUntil(robot, () -> shownKeysAndLines(robot).equals(List.of("restart-1@1")));
        assertThat(robot.lookup("#troubleBanner").query().isVisible()).isFalse();
        assertThat(followShown(robot)).containsExactly(true, true);
    }

    @Test
    void reloadOfADeletedLogKeepsTheTabItsRunsAndTheRecentFile(FxRobot robot) throws Exception {
        Path path = file(fiveRuns());
        open(robot, path, 5);
        Files.delete(path);
        robot.type(KeyCode.F5);
        waitUntil(robot, () -> robot.lookup("#troubleBanner").query().isVisible());
        assertThat(robot.lookup("#troubleLabel").queryLabeled().getText()).isEqualTo("The file is gone; F5 to retry");
        assertThat(robot.lookup("#errorDialog").tryQuery()).isEmpty();
        assertThat(rowCount(robot)).isEqualTo(5);
        assertThat(main.recentFiles()).contains(main.activeProperty().get().path());
    }

    @Test
    void followIsDisabledForAGzipLogAndTheStatusBarSaysWhy(FxRobot robot) throws Exception {
        Path path = home.resolve("log-" + fileCounter++ + ".jsonl.gz");
        try (java.io.OutputStream out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(path))) {
            out.write(fiveRuns().text().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        open(robot, path, 5);
        waitUntil(robot, () -> robot.lookup("#followUnavailableLabel").query().isVisible());
        Label why = robot.lookup("#followUnavailableLabel").queryAs(Label.class);
        assertThat(why.getTooltip().getText())
                .isEqualTo("Follow works on plain JSON Lines logs; this one is gzip-compressed");
        assertThat(onFx(() -> MenuItems.find(robot, "followMenuItem").isDisable())).isTrue();

        open(robot, file(fiveRuns()), 5);
        assertThat(onFx(() -> MenuItems.find(robot, "followMenuItem").isDisable())).isFalse();
        assertThat(onFx(() -> robot.from(robot.lookup("#logTabs").queryAs(TabPane.class).getSelectionModel()
                .getSelectedItem().getContent()).lookup("#followUnavailableLabel").query().isVisible())).isFalse();
    }

    /** No record is unreadable, but a field of a wrong type was read as absent: the link says so and lists it. */
    @Test
    void aFieldOfAWrongTypeShowsTheLinkToTheListAlone(FxRobot robot) throws Exception {
        Path path = file(fiveRuns().raw("{\"run_id\": \"typed\", \"exit_code\": \"x\"}"));
        open(robot, path, 6);
        FxWait.waitUntil(() -> robot.lookup("#loadErrorsLink").query().isVisible());
        assertThat(robot.lookup("#loadErrorsLink").queryLabeled().getText()).isEqualTo("1 field of the wrong type");
        robot.clickOn("#loadErrorsLink");
        FxWait.waitUntil(() -> robot.lookup("#loadErrorTable").tryQuery().isPresent());
        TableView<LoadError> listed = robot.lookup("#loadErrorTable").queryTableView();
        assertThat(listed.getItems()).extracting(LoadError::line).containsExactly(6L);
        assertThat(listed.getItems().get(0).message()).startsWith("field \"exit_code\": expected an integer");
        assertThat(robot.lookup("#loadErrorsHeading").queryLabeled().getText()).startsWith("Every record of ");
    }

    @Test
    void malformedLinesShowTheLoadErrorList(FxRobot robot) throws Exception {
        Path path = file(fiveRuns().raw("{\"run_id\": \"broken\", \"seed\": ").raw("not json at all")
                .raw("{\"run_id\":\"\u202Eevil\u202C\u200B\u001b[31m\", \"x\": }"));
        open(robot, path, 5);
        FxWait.waitUntil(() -> robot.lookup("#loadErrorsLink").query().isVisible());
        assertThat(robot.lookup("#loadErrorsLink").queryLabeled().getText()).isEqualTo("3 records could not be read");
        robot.clickOn("#loadErrorsLink");
        FxWait.waitUntil(() -> robot.lookup("#loadErrorTable").tryQuery().isPresent());
        TableView<LoadError> errors = robot.lookup("#loadErrorTable").queryTableView();
        assertThat(errors.getItems()).extracting(LoadError::line).containsExactly(6L, 7L, 8L);
        String shown = robot.lookup("#errorRawText").queryAs(TextArea.class).getText();
        assertThat(shown).startsWith("line 6: " + errors.getItems().get(0).message())
                .contains("\n\n{\"run_id\": \"broken\"");
        robot.interact(() -> errors.getSelectionModel().select(2));
        assertThat(robot.lookup("#errorRawText").queryAs(TextArea.class).getText())
                .endsWith("\n\n{\"run_id\":\"<U+202E>evil<U+202C><U+200B>^[[31m\", \"x\": }");
        javafx.scene.control.TableCell<?, ?> message = robot.from(errors).lookup(".table-cell")
                .queryAllAs(javafx.scene.control.TableCell.class).stream()
                .filter(cell -> cell.getTableColumn().getId().equals("errorMessageColumn"))
                .filter(cell -> errors.getItems().get(0).message().equals(cell.getText())).findFirst().orElseThrow();
        assertThat(message.getTooltip().getText()).as("a cut message can be read").isEqualTo(message.getText());
        assertThat(errors.getColumns()).allSatisfy(column -> assertThat(column.getMinWidth()).isGreaterThan(60));

        javafx.stage.Window list = errors.getScene().getWindow();
        robot.interact(list::requestFocus);
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        FxWait.waitUntil(() -> !list.isShowing());
    }

    @Test
    void aGzipLogCutInTheMiddleCountsTheCutRecordAndSaysApartThatTheDataEndsEarly(FxRobot robot) throws Exception {
        LogWriter writer = verifiedRuns(40);
        byte[] whole;
        try (java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream()) {
            try (java.io.OutputStream gzip = new java.util.zip.GZIPOutputStream(bytes)) {
                gzip.write(writer.text().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            }
            whole = bytes.toByteArray();
        }
        Path path = Files.write(home.resolve("log-" + fileCounter++ + ".jsonl.gz"),
                java.util.Arrays.copyOf(whole, whole.length / 2));
        robot.interact(() -> main.open(path));
        waitUntil(robot, () -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(rowCount(robot)).as("the runs before the cut").isBetween(1, 39);
        assertThat(robot.lookup("#loadErrorsLink").queryLabeled().getText()).as("the record the cut went through")
                .isEqualTo("1 record could not be read");
        Label dataEnd = robot.lookup("#dataEndsEarlyLabel").queryAs(Label.class);
        assertThat(dataEnd.isVisible()).isTrue();
        String note = dataEnd.getText();
        assertThat(note).matches("The file's data ends early \\(line \\d+: truncated gzip: the compressed data ends "
                + "early, the rest of the log is missing\\)");

        robot.clickOn("#overviewToggle");
        FxWait.waitUntil(() -> robot.lookup("#dashboardDataEndsEarly").tryQuery().map(Node::isVisible).orElse(false));
        assertThat(robot.lookup("#dashboardLoadErrors").queryLabeled().getText())
                .isEqualTo("1 record could not be read — show them");
        assertThat(robot.lookup("#dashboardDataEndsEarly").queryLabeled().getText()).isEqualTo(note);
        robot.clickOn("#overviewToggle");

        robot.clickOn("#loadErrorsLink");
        FxWait.waitUntil(() -> robot.lookup("#loadErrorTable").tryQuery().isPresent());
        assertThat(robot.lookup("#loadErrorTable").queryTableView().getItems()).hasSize(1);
        assertThat(robot.lookup("#loadErrorsHeading").queryLabeled().getText()).startsWith("1 record of ");
        assertThat(robot.lookup("#loadErrorsDataEndsEarly").queryLabeled().getText()).isEqualTo(note);
    }

    @Test
    void unreadableFileShowsADialogWithTheReason(FxRobot robot) throws Exception {
        Path missing = home.resolve("does-not-exist.jsonl");
        robot.interact(() -> main.open(missing));
        FxWait.waitUntil(() -> robot.lookup("#errorDialog").tryQuery().isPresent());
        DialogPane dialog = robot.lookup("#errorDialog").queryAs(DialogPane.class);
        assertThat(dialog.getContentText()).startsWith(missing.toString()).doesNotContain("\n").doesNotContain("Exception");
        assertThat(main.workspaces()).isEmpty();
    }

    @Test
    void droppingAFileOpensIt(FxRobot robot) throws Exception {
        Path dropped = file(fiveRuns());
        Node root = robot.lookup("#mainRoot").query();
        boolean[] accepted = new boolean[1];
        robot.interact(() -> accepted[0] = FileDrops.drop(root, List.of(dropped.toFile())));
        assertThat(accepted[0]).isTrue();
        FxWait.waitUntil(() -> rowCount(robot) == 5);
        assertThat(main.activeProperty().get().path()).isEqualTo(dropped.toAbsolutePath().normalize());
    }
}
