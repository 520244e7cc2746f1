package com.collimate.inspector.ui.replay;

import com.collimate.inspector.ui.diff.DiffStyles;
import com.collimate.inspector.ui.main.LoadState;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.settings.SettingsForm;
import com.collimate.inspector.ui.testing.LogWriter;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import com.collimate.inspector.ui.testing.Runs;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import javafx.stage.Window;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static com.collimate.inspector.ui.testing.FxWait.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

/** The replay and Compare features against real views, a real log on disk and the local sandbox (python3). */
@ExtendWith(ApplicationExtension.class)
class ReplayCompareUiTest {
    static final String DETERMINISTIC = "print('hello')";
    static final String TIME_BASED = "import datetime, time\nprint(datetime.datetime.now().isoformat())\n"
            + "print('token ' + str(time.time_ns()).translate(str.maketrans('0123456789', 'abcdefghij')))";
    static final String SLOW = "import time\ntime.sleep(60)\nprint('done')";

    @TempDir
    Path home;

    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();
    private MainViewModel main;
    private Stage stage;
    private static int files;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        main = window.show(stage, home);
    }

    static LogWriter sampleRuns() {
        return new LogWriter()
                .run("det", "g", 1, "python", DETERMINISTIC, Runs.seedHex(1), "verified", 0, "hello\n", "", 1, 10)
                .run("clock", "g", 2, "python", TIME_BASED, Runs.seedHex(2), "verified", 0,
                        "2026-11-28T10:00:00.123456\ntoken abc\n", "", 1, 10)
                .run("three-changes", "g", 3, "bash", "true", Runs.seedHex(3), "off", 0, lines(100, 10, 50, 90, "a"),
                        "", 1, 10)
                .run("three-changes-b", "g", 4, "bash", "true", Runs.seedHex(4), "off", 0,
                        lines(100, 10, 50, 90, "b"), "", 1, 10);
    }

    /** {@code count} lines "line N"; lines at {@code changed} read "line N side". */
    static String lines(int count, int first, int second, int third, String side) {
        return IntStream.rangeClosed(1, count)
                .mapToObj(n -> n == first || n == second || n == third ? "line " + n + " " + side : "line " + n)
                .collect(Collectors.joining("\n", "", "\n"));
    }

    private void open(FxRobot robot, LogWriter writer, int rows) throws Exception {
        Path log = writer.writeTo(home.resolve("log-" + files++ + ".jsonl"));
        robot.interact(() -> main.open(log));
        waitUntil(() -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED
                && table(robot).getItems().size() == rows);
    }

    private static TableView<Integer> table(FxRobot robot) {
        return robot.lookup("#runTable").queryTableView();
    }

    private static void select(FxRobot robot, int... rows) {
        robot.interact(() -> {
            table(robot).getSelectionModel().clearSelection();
            for (int row : rows) {
                table(robot).getSelectionModel().select(row);
            }
        });
    }

    /** Clicks Replay, then the confirm button of the "run this log's code locally?" question. */
    private void replayLocally(FxRobot robot) throws Exception {
        robot.clickOn("#replayButton");
        waitUntil(() -> robot.lookup("#localRunDialog").tryQuery().isPresent());
        DialogPane dialog = robot.lookup("#localRunDialog").queryAs(DialogPane.class);
        assertThat(dialog.getContentText()).contains("on this computer").contains("isolation");
        assertThat(dialog.getScene().fillProperty().isBound()).as("takes the main window's fill: no white flash in dark")
                .isTrue();
        assertThat(WaitForAsyncUtils.asyncFx(() -> robot.lookup("#replayProgress").query().isVisible()).get())
                .as("nothing replays while the question waits for its answer").isFalse();
        assertThat(WaitForAsyncUtils.asyncFx(() -> robot.lookup("#replayStatus").queryLabeled().getText()).get())
                .startsWith("Waiting for your answer");
        robot.clickOn(dialog.lookupButton(dialog.getButtonTypes().stream()
                .filter(type -> type.getButtonData() == ButtonBar.ButtonData.OK_DONE).findFirst().orElseThrow()));
    }

    /**
     * The shown chip of style class {@code styleClass} (a cell keeps the chips it showed before, hidden). Looked up on
     * the FX thread: the table's cells change under a lookup from the test thread while verdicts arrive.
     */
    private static Label verdictChip(FxRobot robot, String styleClass) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> robot.from(table(robot)).lookup("." + styleClass)
                .match(javafx.scene.Node::isVisible).tryQuery()
                .map(node -> (Label) node).orElse(null)).get(10, TimeUnit.SECONDS);
    }

    @Test
    void deterministicRunIsReproducedAndTheJournalKeepsIt(FxRobot robot) throws Exception {
        open(robot, sampleRuns(), 4);
        assertThat(robot.lookup("#verdict-filter-verdict-reproduced").queryLabeled().getText())
                .isEqualTo("reproduced  0");
        assertThat(robot.lookup("#verdict-filter-none").queryLabeled().getText()).isEqualTo("not replayed  4");
        select(robot, 0);
        replayLocally(robot);
        waitUntil(() -> verdictChip(robot, "verdict-reproduced") != null);
        Label chip = verdictChip(robot, "verdict-reproduced");
        assertThat(chip.getText()).isEqualTo("reproduced");
        assertThat(chip.getGraphic()).isNotNull();
        waitUntil(() -> robot.lookup("#verdict-filter-verdict-reproduced").queryLabeled().getText()
                .equals("reproduced  1"));
        assertThat(robot.lookup("#verdict-filter-none").queryLabeled().getText()).isEqualTo("not replayed  3");
        robot.interact(() -> main.activeProperty().get().runs().search("clock"));
        waitUntil(() -> robot.lookup("#verdict-filter-none").queryLabeled().getText().equals("not replayed  1"));
        assertThat(robot.lookup("#verdict-filter-verdict-reproduced").queryLabeled().getText())
                .as("counts the runs the search leaves, as the seed_ack chips do").isEqualTo("reproduced  0");
        robot.interact(() -> main.activeProperty().get().runs().search(""));
        waitUntil(() -> table(robot).getItems().size() == 4);
        select(robot, 0); // the search hid it, which unselected it
        assertThat(table(robot).getScene().getFocusOwner()).as("the arrows still move in the runs table, not in the"
                + " repeat box the disabled Replay button would hand its focus to").isSameAs(table(robot));

        // In a narrow window the long status gives way, not the buttons.
        robot.interact(() -> stage.setWidth(700));
        WaitForAsyncUtils.waitForFxEvents();
        for (String button : List.of("#replayButton", "#replayShownButton", "#compareButton")) {
            Button shown = robot.lookup(button).queryButton();
            assertThat(shown.getWidth()).as(button).isGreaterThanOrEqualTo(shown.prefWidth(-1) - 0.5);
        }

        // Replays tab: the attempt with its seed_ack and exit code.
        waitUntil(() -> !robot.lookup("#replaysTable").queryTableView().getItems().isEmpty());
        ReplayAttempt attempt = (ReplayAttempt) robot.lookup("#replaysTable").queryTableView().getItems().get(0);
        assertThat(attempt.attempt()).isEqualTo(1);
        assertThat(attempt.seedAck()).isEqualTo("verified");
        assertThat(attempt.identical()).isEqualTo("identical");

        // Reopening the log reads the verdict back from the journal.
        Path log = main.activeProperty().get().path();
        robot.interact(() -> main.close(main.activeProperty().get()));
        robot.interact(() -> main.open(log));
        waitUntil(() -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED
                && verdictChip(robot, "verdict-reproduced") != null);
    }

    /** Shows the Replays tab and gives its first row the focus, as a keyboard user would. */
    /** Replays the first of the sample runs locally; its Replays table once the replay is in it. */
    private TableView<?> replayFirstRun(FxRobot robot) throws Exception {
        open(robot, sampleRuns(), 4);
        select(robot, 0);
        replayLocally(robot);
        TableView<?> replays = robot.lookup("#replaysTable").queryTableView();
        waitUntil(() -> !replays.getItems().isEmpty());
        return replays;
    }

    private static void focusFirstReplay(FxRobot robot, TableView<?> replays) {
        robot.interact(() -> {
            TabPane detailTabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
            detailTabs.getSelectionModel().select(detailTabs.getTabs().stream()
                    .filter(tab -> "replaysTab".equals(tab.getId())).findFirst().orElseThrow());
            replays.requestFocus();
            replays.getSelectionModel().select(0);
        });
    }

    @Test
    void enterOnAReplayRowComparesItWithTheOriginalAsADoubleClickDoes(FxRobot robot) throws Exception {
        TableView<?> replays = replayFirstRun(robot);
        focusFirstReplay(robot, replays);

        robot.type(KeyCode.ENTER);

        waitUntil(() -> robot.lookup("#rightLink").tryQuery().isPresent());
        assertThat(robot.lookup("#rightLink").queryAs(Hyperlink.class).getText()).startsWith("det replay #1");
        waitUntil(() -> robot.lookup("#divergenceLabel").queryLabeled().getText().contains("identical"));
        assertThat(robot.lookup("#inputsLabel").query().isVisible()).as("a replay is given the run's inputs").isFalse();
    }

    @Test
    void theReplaysTablesTitlesAreNeverCut(FxRobot robot) throws Exception {
        TableView<?> replays = replayFirstRun(robot);
        robot.interact(() -> replays.getColumns().forEach(column -> column.setPrefWidth(1))); // squeezed by hand
        WaitForAsyncUtils.waitForFxEvents();

        List<String> titles = robot.from(replays).lookup(".column-header .label").queryAllAs(Label.class).stream()
                .map(title -> ((javafx.scene.text.Text) title.lookup(".text")).getText()).toList();
        assertThat(titles).containsExactlyInAnyOrder("#", "Identical?", "seed_ack", "Exit", "Duration");
    }

    @Test
    void theReplaysTableFitsItsPaneAtTheDefaultWindowSizeEveryCellReadableOnAtMostTwoLines(FxRobot robot)
            throws Exception {
        TableView<?> replays = replayFirstRun(robot);
        focusFirstReplay(robot, replays);
        // the audit's rows: a slow round trip, a long error from a remote backend
        robot.interact(() -> ((TableView<ReplayAttempt>) replays).setItems(FXCollections.observableArrayList(
                (ReplayAttempt) replays.getItems().get(0),
                new ReplayAttempt(2, "2026-11-30 14:36:10", "verified", "0", "224 ms", "224 ms (round trip 583 ms)",
                        "differs: stdout at line 1, column 10", true, "http://127.0.0.1:9/"),
                new ReplayAttempt(3, "2026-11-30 14:37:02", "—", "—", "31,020 ms", "31,020 ms",
                        "no result: cannot reach http://127.0.0.1:9/: connection refused (tried 3 times in 30 s)",
                        false, "http://127.0.0.1:9/"),
                // a repeat of 1000: its numbers showed as "…" from #10 on, and so did a killed run's exit code
                new ReplayAttempt(1000, "2026-11-30 14:38:12", "verified", "-9", "91 ms", "91 ms",
                        "identical", true, "http://127.0.0.1:9/"))));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(stage.getWidth()).as("the default window").isEqualTo(1280);
        double columns = WaitForAsyncUtils.asyncFx(() -> replays.getColumns().stream()
                .mapToDouble(TableColumn::getWidth).sum()).get();
        assertThat(columns).as("every column within the pane").isLessThanOrEqualTo(replays.getWidth());
        assertThat(WaitForAsyncUtils.asyncFx(() -> robot.from(replays).lookup(".scroll-bar").queryAllAs(ScrollBar.class)
                .stream().noneMatch(bar -> bar.getOrientation() == Orientation.HORIZONTAL && bar.isVisible())).get())
                .as("no horizontal scrollbar").isTrue();
        List<String> unreadable = WaitForAsyncUtils.asyncFx(() -> unreadableCells(replays)).get();
        assertThat(unreadable).as("cells cut, broken inside a word, or on more than two lines (Duration, Time and"
                + " Backend wrapped over four, '2026-11-3 / 0', 'http://127 / .0.0.1:9/')").isEmpty();
        assertThat(WaitForAsyncUtils.asyncFx(() -> shownCells(replays, "Duration")).get())
                .contains("whole: [224 ms]");
        javafx.scene.control.TableCell<?, ?> error = WaitForAsyncUtils.asyncFx(() -> replays.lookupAll(".table-cell")
                .stream().map(node -> (javafx.scene.control.TableCell<?, ?>) node)
                .filter(cell -> String.valueOf(cell.getItem()).startsWith("no result")).findFirst().orElseThrow()).get();
        assertThat(error.getTooltip().getText()).as("the whole error, when and where the replay ran")
                .isEqualTo("no result: cannot reach http://127.0.0.1:9/: connection refused (tried 3 times in 30 s)"
                        + "\nTime: 2026-11-30 14:37:02\nBackend: http://127.0.0.1:9/");
        javafx.scene.control.TableCell<?, ?> slow = WaitForAsyncUtils.asyncFx(() -> replays.lookupAll(".table-cell")
                .stream().map(node -> (javafx.scene.control.TableCell<?, ?>) node)
                .filter(cell -> "224 ms".equals(cell.getItem())).findFirst().orElseThrow()).get();
        assertThat(slow.getTooltip().getText()).isEqualTo("224 ms (round trip 583 ms)");
    }

    /**
     * The cells of {@code table} whose shown text is not readable: cut other than by their short form or at the end
     * of their second line, a word wider than the cell (broken inside it), more than two lines, or not as tall as
     * the lines they show (cut at top and bottom).
     */
    private static List<String> unreadableCells(TableView<?> table) {
        return table.lookupAll(".table-cell").stream().map(node -> (javafx.scene.control.TableCell<?, ?>) node)
                .filter(cell -> cell.getTableColumn() != null && cell.getItem() != null && !cell.isEmpty())
                .flatMap(cell -> {
                    javafx.scene.text.Text shown = (javafx.scene.text.Text) cell.lookup(".text");
                    javafx.scene.text.Text line = new javafx.scene.text.Text("X");
                    line.setFont(shown.getFont());
                    double lineHeight = line.getLayoutBounds().getHeight();
                    double width = cell.getWidth() - cell.snappedLeftInset() - cell.snappedRightInset();
                    double lines = Math.round(shown.getLayoutBounds().getHeight() / lineHeight);
                    boolean wordTooWide = java.util.Arrays.stream(shown.getText().split(" ")).anyMatch(word -> {
                        javafx.scene.text.Text measured = new javafx.scene.text.Text(word);
                        measured.setFont(shown.getFont());
                        return measured.getLayoutBounds().getWidth() > width;
                    });
                    boolean cut = !shown.getText().equals(cell.getText()) && !(lines == 2
                            && shown.getText().endsWith("…"));
                    boolean clipped = shown.getLayoutBounds().getHeight()
                            > cell.getHeight() - cell.snappedTopInset() - cell.snappedBottomInset() + 1;
                    return cut || wordTooWide || lines > 2 || clipped ? java.util.stream.Stream.of(
                            cell.getTableColumn().getText() + " '" + shown.getText() + "' of '" + cell.getItem()
                                    + "': " + lines + " lines, " + width + " px wide, " + cell.getHeight() + " high")
                            : java.util.stream.Stream.empty();
                }).toList();
    }

    /** The cells of {@code title} with a value: "whole: value" when one of their texts shows all of it, else "cut: …". */
    private static List<String> shownCells(TableView<?> table, String title) {
        return table.lookupAll(".table-cell").stream().map(node -> (javafx.scene.control.TableCell<?, ?>) node)
                .filter(cell -> cell.getTableColumn() != null && title.equals(cell.getTableColumn().getText())
                        && cell.getItem() != null && !cell.isEmpty())
                .map(cell -> {
                    List<String> texts = cell.lookupAll("*").stream().filter(javafx.scene.text.Text.class::isInstance)
                            .map(text -> ((javafx.scene.text.Text) text).getText()).toList();
                    return (texts.contains(cell.getItem().toString()) ? "whole: " : "cut: ") + texts;
                }).toList();
    }

    @Test
    void timeBasedRunDivergesUnexpectedlyAndCompareShowsWhy(FxRobot robot) throws Exception {
        open(robot, sampleRuns(), 4);
        select(robot, 1);
        replayLocally(robot);
        waitUntil(() -> verdictChip(robot, "verdict-unexpected") != null);
        assertThat(verdictChip(robot, "verdict-unexpected").getText()).isEqualTo("diverged — unexpected");
        // The Replays tab says why: a masked time, and the token that is real content.
        waitUntil(() -> robot.lookup("#replaysSummary").queryLabeled().getText().contains("classes:"));
        assertThat(robot.lookup("#replaysSummary").queryLabeled().getText()).startsWith("1 replay · ")
                .endsWith(" · classes: timestamp, content");

        // The dashboard says it first, in the alert colour.
        robot.clickOn("#overviewToggle");
        waitUntil(() -> robot.lookup("#dashboardReplays").tryQuery().map(Node::isVisible).orElse(false));
        Label replays = robot.lookup("#dashboardReplays").queryAs(Label.class);
        assertThat(replays.getText()).isEqualTo("Replayed 1 of 4 runs: 1 diverged — unexpected");
        assertThat(replays.getPseudoClassStates()).extracting(Object::toString).contains("unexpected-found");
        robot.clickOn("#overviewToggle");

        robot.clickOn("#compareButton");
        waitUntil(() -> robot.lookup("#classChips").tryQuery().isPresent()
                && !robot.lookup("#classChips").queryAs(FlowPane.class).getChildren().isEmpty());
        List<String> classes = robot.lookup("#classChips").queryAs(FlowPane.class).getChildren().stream()
                .map(node -> ((Label) node).getText()).toList();
        assertThat(classes).contains("timestamp", "content");
        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        CodeArea right = robot.lookup("#diffRight").queryAs(CodeArea.class);
        int changed = left.getCurrentParagraph();
        assertThat(left.getParagraph(changed).getText()).isEqualTo("token abc");
        assertThat(left.getParagraph(changed).getParagraphStyle()).contains(DiffStyles.CHANGED);
        assertThat(right.getParagraph(changed).getParagraphStyle()).contains(DiffStyles.CHANGED);
        assertThat(right.getStyleOfChar(changed, "token ".length() + 1)).contains(DiffStyles.INLINE);
        assertThat(robot.lookup("#divergenceLabel").queryLabeled().getText()).as("the token, not the masked time")
                .isEqualTo("first divergence: line 2, column 7");
        assertThat(robot.lookup("#rightLink").queryAs(Hyperlink.class).getText()).startsWith("clock replay #1");

        // Masks off: the timestamp line is a change of its own too.
        robot.clickOn("#maskToggle");
        waitUntil(() -> robot.lookup("#diffLeft").queryAs(CodeArea.class).getParagraph(0).getParagraphStyle()
                .contains(DiffStyles.CHANGED));
    }

    @Test
    void aRunThatDiffersOnlyInItsTimeSaysItIsEqualAfterMasksInTheReplaysTab(FxRobot robot) throws Exception {
        open(robot, new LogWriter().run("now", "g", 1, "python", "import datetime\nprint(datetime.datetime.now())",
                Runs.seedHex(1), "verified", 0, "2026-11-28 10:00:00.123456\n", "", 1, 10), 1);
        select(robot, 0);
        replayLocally(robot);
        waitUntil(() -> robot.lookup("#replaysSummary").queryLabeled().getText().contains("classes:"));

        assertThat(robot.lookup("#replaysSummary").queryLabeled().getText())
                .endsWith(" · classes: timestamp, equal after masks");
        assertThat(verdictChip(robot, "verdict-unexpected").getText()).as("the verdict still compares bytes")
                .isEqualTo("diverged — unexpected");
    }

    @Test
    void twoRowsCompareAndNavigationVisitsEachChange(FxRobot robot) throws Exception {
        open(robot, sampleRuns(), 4);
        select(robot, 2, 3);
        robot.clickOn("#compareButton");
        CodeArea[] left = new CodeArea[1];
        waitUntil(() -> {
            left[0] = robot.lookup("#diffLeft").tryQuery().map(node -> (CodeArea) node).orElse(null);
            return left[0] != null && left[0].getParagraphs().size() > 1;
        });
        assertThat(robot.lookup("#leftLink").queryAs(Hyperlink.class).getText()).startsWith("three-changes");
        assertThat(robot.lookup("#rightLink").queryAs(Hyperlink.class).getText()).startsWith("three-changes-b");
        Label inputs = robot.lookup("#inputsLabel").queryAs(Label.class);
        assertThat(inputs.getText()).isEqualTo("inputs differ: seed — output differences are expected");
        assertThat(inputs.isVisible()).isTrue();
        assertThat(currentLine(left[0])).isEqualTo("line 10 a");
        robot.clickOn("#nextChangeButton");
        waitUntil(() -> currentLine(left[0]).equals("line 50 a"));
        robot.clickOn("#nextChangeButton");
        waitUntil(() -> currentLine(left[0]).equals("line 90 a"));
        robot.clickOn("#nextChangeButton");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(currentLine(left[0])).isEqualTo("line 90 a");
        assertThat(robot.lookup("#changePositionLabel").queryAs(Label.class).getText())
                .isEqualTo("change 3 of 3, the last");

        // In a narrow window the header wraps instead of cutting the run names and the stats.
        Window narrow = left[0].getScene().getWindow();
        robot.interact(() -> narrow.setWidth(640));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : List.of("#leftLink", "#rightLink", "#statsLabel")) {
            javafx.scene.control.Labeled shown = robot.lookup(id).queryAs(javafx.scene.control.Labeled.class);
            assertThat(shown.getWidth()).as(id).isGreaterThanOrEqualTo(shown.prefWidth(-1) - 1);
        }
        robot.clickOn("#prevChangeButton");
        waitUntil(() -> currentLine(left[0]).equals("line 50 a"));

        // A folded region opens on a click.
        int fold = IntStream.range(0, left[0].getParagraphs().size())
                .filter(p -> left[0].getParagraph(p).getParagraphStyle().contains(DiffStyles.FOLD)).findFirst()
                .orElseThrow();
        assertThat(left[0].getParagraph(fold).getText()).startsWith("▶ ").contains("unchanged lines");
        int before = left[0].getParagraphs().size();
        robot.interact(() -> {
            left[0].moveTo(fold, 0);
            left[0].getOnMouseClicked().handle(null);
        });
        // The opened document is shown in new areas, scrolled to where the fold was.
        waitUntil(() -> robot.lookup("#diffLeft").queryAs(CodeArea.class).getParagraphs().size() > before);
        CodeArea opened = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        waitUntil(() -> opened.firstVisibleParToAllParIndex() <= fold && fold <= opened.lastVisibleParToAllParIndex());

        // Escape closes the Compare window, and only it.
        Window compare = robot.lookup("#diffLeft").queryAs(CodeArea.class).getScene().getWindow();
        assertThat(compare.getScene().fillProperty().isBound()).as("takes the main window's fill: no white flash in dark")
                .isTrue();
        robot.interact(compare::requestFocus);
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        waitUntil(() -> !compare.isShowing());
        assertThat(Window.getWindows().stream().filter(Window::isShowing).count()).isEqualTo(1);
    }

    @Test
    void theCompareWindowFindsEveryThemeColourItsAreasLookUp(FxRobot robot) throws Exception {
        List<String> cssWarnings = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.logging.Logger css = java.util.logging.Logger.getLogger("javafx.css");
        java.util.logging.Handler capture = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
                cssWarnings.add(record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        css.addHandler(capture);
        try {
            open(robot, sampleRuns(), 4);
            select(robot, 2, 3);
            robot.clickOn("#compareButton");
            waitUntil(() -> robot.lookup("#diffLeft").tryQuery()
                    .map(node -> ((CodeArea) node).getParagraphs().size() > 1).orElse(false));
        } finally {
            css.removeHandler(capture);
        }
        assertThat(cssWarnings).noneMatch(message -> message.contains("Could not resolve"));
    }

    @Test
    void ctrlQInTheCompareWindowQuitsAsInTheMainWindow(FxRobot robot) throws Exception {
        Platform.setImplicitExit(false); // the test's toolkit outlives the windows it closes
        open(robot, sampleRuns(), 4);
        select(robot, 2, 3);
        robot.clickOn("#compareButton");
        waitUntil(() -> robot.lookup("#diffLeft").tryQuery()
                .map(node -> ((CodeArea) node).getParagraphs().size() > 1).orElse(false));
        Window compare = robot.lookup("#diffToolbar").query().getScene().getWindow();
        robot.interact(() -> robot.lookup("#diffLeft").query().requestFocus());
        assertThat(compare.isFocused()).as("the Compare window has the keys").isTrue();

        robot.press(KeyCode.CONTROL).type(KeyCode.Q).release(KeyCode.CONTROL);

        waitUntil(() -> !stage.isShowing());
        assertThat(compare.isShowing()).as("the Compare window went with it").isFalse();
    }

    @Test
    void clickingTheOverviewRulerJumpsToTheChangeThere(FxRobot robot) throws Exception {
        open(robot, sampleRuns(), 4);
        select(robot, 2, 3);
        robot.clickOn("#compareButton");
        waitUntil(() -> robot.lookup("#overviewRuler").tryQuery().isPresent()
                && robot.from(robot.lookup("#overviewRuler").queryAs(Pane.class)).lookup("." + DiffStyles.RULER_MARK)
                .queryAll().size() == 3);
        CodeArea left = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        assertThat(currentLine(left)).isEqualTo("line 10 a");
        List<Node> marks = robot.from(robot.lookup("#overviewRuler").queryAs(Pane.class))
                .lookup("." + DiffStyles.RULER_MARK).queryAll().stream()
                .sorted(Comparator.comparingDouble(Node::getLayoutY)).toList();

        robot.clickOn(marks.get(2));
        waitUntil(() -> currentLine(left).equals("line 90 a"));
        robot.clickOn(marks.get(1));
        waitUntil(() -> currentLine(left).equals("line 50 a"));
    }

    @Test
    void firstDivergenceInAMaskedFoldOpensItAndShowsTheLine(FxRobot robot) throws Exception {
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int line = 1; line <= 400; line++) {
            left.append("2026-11-29T10:00:00.123Z step ").append(line).append('\n');
            // Equal after masks: the first divergence is the raw one, the timestamp of line 51 (with a change left by
            // the masks, that change would be it).
            right.append(line == 51 ? "2026-11-29T11:11:11.999Z" : "2026-11-29T10:00:00.123Z").append(" step ")
                    .append(line).append('\n');
        }
        open(robot, new LogWriter()
                .run("a", "g", 1, "bash", "true", Runs.seedHex(1), "off", 0, left.toString(), "", 1, 10)
                .run("b", "g", 2, "bash", "true", Runs.seedHex(2), "off", 0, right.toString(), "", 1, 10), 2);
        select(robot, 0, 1);
        robot.clickOn("#compareButton");
        waitUntil(() -> robot.lookup("#diffLeft").tryQuery().map(node -> ((CodeArea) node).getParagraphs().size() > 1)
                .orElse(false));
        int shownRows = robot.lookup("#diffLeft").queryAs(CodeArea.class).getParagraphs().size();

        robot.clickOn("#firstDivergenceButton");

        waitUntil(() -> robot.lookup("#diffLeft").queryAs(CodeArea.class).getParagraphs().size() > shownRows);
        CodeArea opened = robot.lookup("#diffLeft").queryAs(CodeArea.class);
        waitUntil(() -> currentLine(opened).endsWith(" step 51"));
        int row = opened.getCurrentParagraph();
        // the view scrolls there at the next layout; without the fix it stays at the top whatever the wait
        waitUntil(() -> opened.firstVisibleParToAllParIndex() <= row && row <= opened.lastVisibleParToAllParIndex());
    }

    private static String currentLine(CodeArea area) {
        return area.getParagraph(area.getCurrentParagraph()).getText();
    }

    @Test
    void cancellingALongReplayStopsIt(FxRobot robot) throws Exception {
        LogWriter writer = new LogWriter();
        for (int i = 0; i < 4; i++) {
            writer.run("slow-" + i, "g", i, "python", SLOW, Runs.seedHex(10 + i), "verified", 0, "done\n", "", 1, 10);
        }
        open(robot, writer, 4);
        select(robot, 0, 1, 2, 3);
        replayLocally(robot);
        waitUntil(() -> robot.lookup("#replayProgress").query().isVisible());
        // Nothing finishes for a minute: the replays under way show as in flight meanwhile.
        waitUntil(() -> robot.lookup("#replayProgressLabel").queryLabeled().getText()
                .matches("0 / 4 replays · [1-4] in flight · 0 failed · .*"));
        long started = System.nanoTime();
        robot.clickOn("#cancelReplayButton");
        waitUntil(() -> !robot.lookup("#replayProgress").query().isVisible());
        assertThat((System.nanoTime() - started) / 1e9).isLessThan(20);
        assertThat(robot.lookup("#replayStatus").queryLabeled().getText()).contains("cancelled");
        assertThat(table(robot).getScene().getFocusOwner()).as("not lost with the hidden Cancel")
                .isSameAs(table(robot));
        assertThat(verdictChip(robot, "verdict-reproduced")).isNull();
    }

    @Test
    void unauthorizedEndpointShowsOneBannerWithSetApiKey(FxRobot robot) throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            for (int i = 0; i < 8; i++) {
                server.enqueue(new MockResponse.Builder().code(401).body("{\"error\": \"bad key\"}").build());
            }
            server.start();
            SettingsForm form = main.settings().form();
            SettingsForm remote = new SettingsForm(false, server.url("/").toString(), "wrong-key", false,
                    form.concurrency(), form.connectTimeoutSeconds(), form.readTimeoutSeconds(),
                    form.callTimeoutSeconds(), form.sandboxMaxOutput(), form.masks(), form.theme());
            robot.interact(() -> assertThat(main.settings().apply(remote)).isEmpty());
            open(robot, sampleRuns(), 4);
            select(robot, 0, 1, 2, 3);
            robot.clickOn("#replayButton");
            waitUntil(() -> robot.lookup("#authBanner").query().isVisible());
            assertThat(robot.lookup("#authBannerLabel").queryLabeled().getText()).contains("401")
                    .doesNotContain("wrong-key");
            assertThat(robot.lookup("#setApiKeyButton").queryButton().getText()).isEqualTo("Set API key");
            assertThat(robot.lookup("#localRunDialog").tryQuery()).isEmpty();
            assertThat(Window.getWindows().stream().filter(Window::isShowing).count()).isEqualTo(1);
            waitUntil(() -> verdictChip(robot, "verdict-failed") != null);
            assertThat(server.getRequestCount()).isBetween(1, 4);

            robot.clickOn("#setApiKeyButton");
            waitUntil(() -> robot.lookup("#settingsDialog").tryQuery().isPresent()
                    && robot.lookup("#apiKeyField").query().isFocused());
            assertThat(robot.lookup("#apiKeyField").query().isFocused()).isTrue();
        }
    }

    /** Screen readers name the spinner by its label, and Alt+P reaches it. */
    @Test
    void theRepeatLabelIsTheSpinnersLabel(FxRobot robot) throws Exception {
        open(robot, sampleRuns(), 4);
        javafx.scene.control.Label label = robot.lookup("#repeatLabel").queryAs(javafx.scene.control.Label.class);

        assertThat(label.getLabelFor()).isSameAs(robot.lookup("#repeatSpinner").query());
        assertThat(label.isMnemonicParsing()).isTrue();
        assertThat(label.getText()).isEqualTo("re_peat");
    }

    @Test
    void theRepeatBoxTakesOnlyDigitsAndKeepsTheLastValidValue(FxRobot robot) throws Exception {
        List<Throwable> uncaught = new java.util.concurrent.CopyOnWriteArrayList<>();
        Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, error) -> uncaught.add(error));
        try {
            open(robot, sampleRuns(), 4);
            javafx.scene.control.Spinner<?> spinner = robot.lookup("#repeatSpinner").queryAs(javafx.scene.control.Spinner.class);
            robot.clickOn(spinner.getEditor());
            robot.interact(() -> spinner.getEditor().selectAll());
            robot.write("abc");
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(spinner.getEditor().getText()).isEqualTo("1");
            robot.interact(() -> spinner.getEditor().selectAll());
            robot.write("3");
            robot.press(KeyCode.TAB).release(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(spinner.getValue()).isEqualTo(3);

            robot.clickOn(spinner.getEditor());
            robot.interact(() -> spinner.getEditor().selectAll());
            robot.press(KeyCode.BACK_SPACE).release(KeyCode.BACK_SPACE);
            robot.press(KeyCode.TAB).release(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(spinner.getValue()).isEqualTo(3);
            assertThat(spinner.getEditor().getText()).as("an empty box shows the value kept").isEqualTo("3");
            assertThat(uncaught).isEmpty();
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(before);
        }
    }

    @Test
    void compareOnARunWithoutAReplayOpensNoWindowAndSaysWhatToDo(FxRobot robot) throws Exception {
        open(robot, sampleRuns(), 4);
        select(robot, 0);
        robot.clickOn("#compareButton");
        waitUntil(() -> robot.lookup("#replayStatus").queryLabeled().getText().contains("no answered replay"));
        assertThat(robot.lookup("#replayStatus").queryLabeled().getText())
                .isEqualTo("det has no answered replay yet: replay it first (Ctrl+R)");
        assertThat(Window.getWindows().stream().filter(Window::isShowing).count()).isEqualTo(1);
    }

    /** Points the app at a local port nothing listens on; returns the port. */
    private int useUnreachableEndpoint(FxRobot robot) throws Exception {
        int closedPort;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        SettingsForm form = main.settings().form();
        SettingsForm remote = new SettingsForm(false, "http://127.0.0.1:" + closedPort, "", false,
                form.concurrency(), form.connectTimeoutSeconds(), form.readTimeoutSeconds(),
                form.callTimeoutSeconds(), form.sandboxMaxOutput(), form.masks(), form.theme());
        robot.interact(() -> assertThat(main.settings().apply(remote)).isEmpty());
        return closedPort;
    }

    @Test
    void anAttemptWithoutAnswerSaysWhyAndOpensNoCompare(FxRobot robot) throws Exception {
        useUnreachableEndpoint(robot);
        open(robot, sampleRuns(), 4);
        select(robot, 0);
        robot.clickOn("#replayButton");
        TableView<?> replays = robot.lookup("#replaysTable").queryTableView();
        waitUntil(() -> !replays.getItems().isEmpty() && !robot.lookup("#replayProgress").query().isVisible());

        ReplayAttempt attempt = (ReplayAttempt) replays.getItems().get(0);
        assertThat(attempt.identical()).startsWith("no result: cannot reach").contains("connection refused");
        assertThat(robot.lookup("#replaysSummary").queryLabeled().getText())
                .isEqualTo("1 replay (1 failed: no exec result) · no answered replay to compare · flake rate n/a");
        assertThat(robot.lookup("#compareReplayButton").queryButton().isDisabled()).isTrue();

        focusFirstReplay(robot, replays);
        robot.type(KeyCode.ENTER);

        waitUntil(() -> robot.lookup("#replayStatus").queryLabeled().getText().startsWith("Replay #1 of det"));
        assertThat(robot.lookup("#replayStatus").queryLabeled().getText())
                .startsWith("Replay #1 of det failed, so there is nothing to compare: cannot reach")
                .contains("connection refused");
        assertThat(Window.getWindows().stream().filter(Window::isShowing).count()).isEqualTo(1);
    }

    @Test
    void anUnreachableEndpointStopsAtOnceWithABannerToTheSettings(FxRobot robot) throws Exception {
        int closedPort = useUnreachableEndpoint(robot);
        LogWriter writer = sampleRuns();
        for (int i = 0; i < 12; i++) {
            writer.run("more-" + i, "g", 10 + i, "python", DETERMINISTIC, Runs.seedHex(20 + i), "verified", 0,
                    "hello\n", "", 1, 10);
        }
        open(robot, writer, 16);
        robot.clickOn("#replayShownButton");
        waitUntil(() -> robot.lookup("#authBanner").query().isVisible()
                && !robot.lookup("#replayProgress").query().isVisible());
        assertThat(robot.lookup("#authBannerLabel").queryLabeled().getText())
                .isEqualTo("Cannot reach http://127.0.0.1:" + closedPort + "/: connection refused. The replay stopped; "
                        + "the endpoint is set in Settings.");
        assertThat(robot.lookup("#setApiKeyButton").queryButton().getText()).isEqualTo("Open Settings");
        Label statusLabel = robot.lookup("#replayStatus").queryAs(Label.class);
        String status = statusLabel.getText();
        assertThat(status).startsWith("0 of 16 runs answered; ").contains(" failed (no exec result)")
                .contains(" not replayed — stopped: cannot reach");
        assertThat(WaitForAsyncUtils.asyncFx(() -> ((javafx.scene.text.Text) statusLabel.lookup(".text")).getText())
                .get()).as("the toolbar shows the whole status at the default window size").isEqualTo(status);
        assertThat(statusLabel.getTooltip().isWrapText()).as("a long status' tooltip wraps, on screen").isTrue();
        assertThat(statusLabel.getTooltip().getMaxWidth()).isLessThanOrEqualTo(600);
        assertThat(robot.lookup("#verdict-filter-none").queryLabeled().getText()).isNotEqualTo("not replayed  0");

        SettingsForm form = main.settings().form();
        SettingsForm local = new SettingsForm(true, "", "", false, form.concurrency(), form.connectTimeoutSeconds(),
                form.readTimeoutSeconds(), form.callTimeoutSeconds(), form.sandboxMaxOutput(), form.masks(),
                form.theme());
        robot.interact(() -> assertThat(main.settings().apply(local)).isEmpty());
        assertThat(robot.lookup("#authBanner").query().isVisible()).as("the banner spoke of the old backend").isFalse();
    }
}
