package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.common.SaveDialog;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.application.Platform;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The run shown while the next one is read: dimmed and labelled when the read is slow, untouched when it is quick;
 * Show more and Save… of a big output.
 */
@ExtendWith(ApplicationExtension.class)
class RunDetailViewUiTest {
    /** A window left open would lie over the next test class's windows and take its mouse events. */
    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    private final ConcurrentLinkedQueue<Runnable> reads = new ConcurrentLinkedQueue<>();
    private final ListRolloutLog log = new ListRolloutLog(Path.of("log.jsonl"), List.of(
            Runs.run(1, "first", "verified", 0L, "g", "one\n"), Runs.run(2, "second", "verified", 0L, "g", "two\n"),
            Runs.run(3, "one-long-line", "verified", 0L, "g", "z".repeat(3_000_001))),
            List.of());
    private final List<String> asked = new CopyOnWriteArrayList<>();
    @TempDir
    Path dir;
    private RunDetailViewModel viewModel;

    @Start
    void start(Stage stage) {
        viewModel = new RunDetailViewModel(Platform::runLater, reads::add, () -> null, file -> Optional.empty());
        SaveDialog answer = (owner, title, initialName, description, patterns) -> {
            asked.add(title + " | " + initialName + " | " + description);
            return Optional.of(dir.resolve(initialName));
        };
        LightStage.show(stage, new RunDetailView(viewModel, answer).root(), 600, 400);
    }

    @Test
    void saveWritesTheShownTabsTextWholeThoughTheTabShowsItCut(FxRobot robot) throws Exception {
        showStdout(robot, 2);
        Button save = robot.lookup("#saveTextButton").queryAs(Button.class);
        FxWait.waitUntil(() -> save.isVisible() && save.getWidth() > 0
                && new BoundingBox(0, 0, save.getScene().getWidth(), save.getScene().getHeight())
                .contains(save.localToScene(save.getLayoutBounds()))); // laid out in its bar, not at its origin

        robot.clickOn(save);
        finishReads();
        FxWait.waitUntil(() -> !viewModel.saveOutcomeProperty().get().isEmpty());

        assertThat(asked).containsExactly("Save the whole stdout of the run | one-long-line.stdout.txt | Text (*.txt)");
        assertThat(Files.readString(dir.resolve("one-long-line.stdout.txt"))).isEqualTo("z".repeat(3_000_001));
        assertThat(viewModel.saveOutcomeProperty().get())
                .startsWith("Saved the stdout of run one-long-line (line 3), 3.0 MB, to ");
    }

    @Test
    void theSeedRowOfTheFieldsIsInTheMonospacedFontAsTheHeadersSeedIs(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.show(log, 0));
        finishReads();
        FxWait.waitUntil(() -> viewModel.detailProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        GridPane fields = robot.lookup("#fieldsGrid").queryAs(GridPane.class);
        String seed = Runs.seedHex(1);
        String[] families = new String[3];
        robot.interact(() -> {
            List<Label> values = fields.getChildren().stream().filter(node -> GridPane.getColumnIndex(node) == 1)
                    .map(Label.class::cast).toList();
            families[0] = values.stream().filter(value -> value.getText().equals(seed)).findFirst().orElseThrow()
                    .getFont().getFamily();
            families[1] = values.stream().filter(value -> value.getText().equals("first")).findFirst().orElseThrow()
                    .getFont().getFamily();
            families[2] = robot.lookup("#seedValue").queryAs(Label.class).getFont().getFamily();
        });
        assertThat(families[0]).as("the seed row").isEqualTo(families[2]);
        assertThat(families[1]).as("the key row, in the text font").isNotEqualTo(families[2]);
    }

    @Test
    void aRunThatCannotBeReadSaysWhyInOneWrappedMessageWithinThePane(FxRobot robot) throws Exception {
        ListRolloutLog cut = new ListRolloutLog(Path.of("/tmp/a/rather/long/folder/name/for/the/log/trunc.jsonl"),
                List.of(Runs.run(1000, "run-1000", "verified", 0L, "g", "")), List.of()) {
            @Override
            public com.collimate.inspector.core.model.Run load(int index) throws java.io.IOException {
                throw new com.collimate.inspector.core.log.RunChangedOnDiskException(
                        path() + ": run 1 is no longer in the file");
            }
        };
        robot.interact(() -> viewModel.show(cut, 0));
        finishReads();
        Label placeholder = robot.lookup("#detailPlaceholder").queryAs(Label.class);
        FxWait.waitUntil(() -> placeholder.getText().contains("F5"));

        assertThat(placeholder.getText()).startsWith("Run run-1000 (line 1000) could not be read: the log changed");
        assertThat(placeholder.isWrapText()).isTrue();
        assertThat(placeholder.getWidth()).as("within the 600 px pane").isLessThanOrEqualTo(600);
        assertThat(placeholder.getHeight()).as("wrapped, not cut")
                .isGreaterThanOrEqualTo(placeholder.prefHeight(placeholder.getWidth()) - 0.5);
        assertThat(placeholder.prefHeight(placeholder.getWidth())).as("more than one line")
                .isGreaterThan(placeholder.getFont().getSize() * 2);
    }

    @Test
    void aRunThatCannotBeReplayedOffersNoRequestAndSaysWhy(FxRobot robot) throws Exception {
        com.collimate.inspector.core.model.Run plain = Runs.run(1, "plain", "verified", 0L, "g", "one\n");
        com.collimate.inspector.core.model.Run bare = new com.collimate.inspector.core.model.Run("dup", 2, null, null,
                plain.seed(), plain.seedAck(), "verified", "", "", 0L, null, null, null, null, null,
                java.util.Map.of(), "{\"run_id\":\"dup\"}");
        ListRolloutLog runs = new ListRolloutLog(Path.of("bare.jsonl"), List.of(plain, bare), List.of());
        robot.interact(() -> viewModel.show(runs, 1));
        finishReads();
        FxWait.waitUntil(() -> viewModel.detailProperty().get() != null);

        assertThat(robot.lookup("#copyJsonButton").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#copyCurlButton").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#curlArea").query().isVisible()).isFalse();
        assertThat(robot.lookup("#reproductionNote").queryAs(Label.class).getText())
                .startsWith("This run cannot be replayed: the log has no template for this run.");

        robot.interact(() -> viewModel.show(runs, 0));
        finishReads();
        FxWait.waitUntil(() -> viewModel.detailProperty().get().runIndex() == 0);
        assertThat(robot.lookup("#copyCurlButton").queryAs(Button.class).isDisabled()).isFalse();
        assertThat(robot.lookup("#curlArea").query().isVisible()).isTrue();
    }

    /** The note lies over the dimmed text, not over the controls of the text tabs below it. */
    @Test
    void aSlowReadDimsTheRunShownAndSaysItIsReading(FxRobot robot) throws Exception {
        showStdout(robot, 0);
        FxWait.waitUntil(() -> viewModel.detailProperty().get() != null);
        Label reading = robot.lookup("#readingIndicator").queryAs(Label.class);
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        assertThat(reading.isVisible()).isFalse();

        robot.interact(() -> viewModel.show(log, 1)); // the read waits in the queue: a slow one
        FxWait.waitUntil(() -> reading.isVisible() && reading.getWidth() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs.getOpacity()).isLessThan(1);
        Bounds note = reading.localToScene(reading.getLayoutBounds());
        for (String control : List.of("#ansiToggle", "#saveTextButton")) {
            Node covered = robot.lookup(control).query();
            assertThat(covered.isVisible()).isTrue();
            assertThat(note.intersects(covered.localToScene(covered.getLayoutBounds()))).as(control).isFalse();
        }

        finishReads();
        FxWait.waitUntil(() -> !reading.isVisible());
        assertThat(tabs.getOpacity()).isEqualTo(1);
        assertThat(viewModel.detailProperty().get().run().key()).isEqualTo("second");
    }

    @Test
    void showMoreStaysWhollyVisibleInANarrowPaneAndShowsMoreOfACutLine(FxRobot robot) throws Exception {
        showStdout(robot, 2);
        HBox bar = robot.lookup("#stdoutMoreBar").queryAs(HBox.class);
        Label notice = robot.lookup("#stdoutMoreLabel").queryAs(Label.class);
        Button more = robot.lookup("#stdoutMoreButton").queryAs(Button.class);
        CodeArea area = robot.lookup("#stdoutArea").queryAs(CodeArea.class);
        FxWait.waitUntil(() -> bar.isVisible() && bar.getWidth() > 0);

        assertThat(notice.getText()).isEqualTo("10,000 of 3,000,001 characters shown: 1 line is cut after its"
                + " first 10,000 characters.");
        assertThat(more.isVisible()).isTrue();
        assertThat(more.getWidth()).as("not cut to \"…\"").isGreaterThanOrEqualTo(more.prefWidth(-1) - 0.5);
        assertThat(more.getBoundsInParent().getMaxX()).isLessThanOrEqualTo(bar.getWidth());
        assertThat(notice.getHeight()).as("the notice wraps").isGreaterThanOrEqualTo(notice.prefHeight(notice.getWidth()) - 0.5);
        assertThat(area.getParagraphs()).as("no marker line numbered as output").hasSize(1);
        assertThat(area.getParagraph(0).getText()).startsWith("z".repeat(10_000) + " … [2,990,001 more");

        robot.clickOn(more);
        finishReads();
        FxWait.waitUntil(() -> area.getParagraph(0).length() > 80_000);
        assertThat(area.getParagraph(0).getText()).contains("z".repeat(80_000) + " … [2,920,001 more");
    }

    /** A tqdm bar redrawn 3,000 times is one line of 120,000 characters: the tab shows where it ended. */
    @Test
    void aProgressBarShowsItsLastStateAndANSIColoursOffShowsEveryDraw(FxRobot robot) throws Exception {
        StringBuilder bar = new StringBuilder("training\n");
        for (int step = 0; step <= 3_000; step++) {
            bar.append(String.format("\r%3d%%| %d/3000 [00:%02d<00:00, %5dit/s]", step / 30, step, step % 60, step));
        }
        ListRolloutLog log = new ListRolloutLog(Path.of("bar.jsonl"), List.of(Runs.run(1, "bar", "verified", 0L, "g",
                bar + "\ndone\n")), List.of());
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        CodeArea area = robot.lookup("#stdoutArea").queryAs(CodeArea.class);
        Label notice = robot.lookup("#stdoutMoreLabel").queryAs(Label.class);
        robot.interact(() -> {
            viewModel.show(log, 0);
            tabs.getSelectionModel().select(2);
        });
        finishReads();
        FxWait.waitUntil(() -> area.getParagraphs().size() == 3);

        assertThat(area.getParagraph(1).getText()).isEqualTo("100%| 3000/3000 [00:00<00:00,  3000it/s]");
        assertThat(notice.getText()).isEqualTo("1 line drawn over (a progress bar, a spinner) shows what"
                + " a terminal leaves of it: turn ANSI colours off to see every draw.");
        assertThat(robot.lookup("#stdoutMoreBar").query().isVisible()).isTrue();

        robot.interact(() -> robot.lookup("#ansiToggle").queryAs(ToggleButton.class).fire());
        finishReads();
        FxWait.waitUntil(() -> area.getParagraph(1).getText().startsWith("^M  0%| 0/3000"));
        assertThat(area.getParagraph(1).getText()).contains("^M  0%| 1/3000").contains(" more characters on this line]");
        assertThat(notice.getText()).contains("1 line is cut after its first 10,000 characters");
    }

    @Test
    void aMatchBeyondThePartShownHasItsBadgeAndTheNoticeSaysSaveReadsIt(FxRobot robot) throws Exception {
        ListRolloutLog wide = new ListRolloutLog(Path.of("wide.jsonl"), List.of(Runs.run(3, "wide", "verified", 0L,
                "g", "x".repeat(2_000_000) + "NEEDLE" + "x".repeat(3_000_000))), List.of());
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        robot.interact(() -> {
            viewModel.show(wide, 0);
            viewModel.setSearch(Pattern.compile("needle", Pattern.CASE_INSENSITIVE));
            tabs.getSelectionModel().select(2);
        });
        finishReads();
        FxWait.waitUntil(() -> tabs.getTabs().get(2).getGraphic() != null);

        assertThat(((Label) tabs.getTabs().get(2).getGraphic()).getText()).isEqualTo("1");
        assertThat(robot.lookup("#stdoutMoreLabel").queryAs(Label.class).getText())
                .endsWith("1 match of the search is in the part not shown: Save… writes the whole output.");
    }

    @Test
    void tabLeavesTheTextAreaForTheNextControlAndShiftTabForThePreviousOne(FxRobot robot) throws Exception {
        showStdout(robot, 0);
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        CodeArea area = robot.lookup("#stdoutArea").queryAs(CodeArea.class);
        FxWait.waitUntil(() -> area.getLength() > 0);
        robot.interact(area::requestFocus);

        robot.type(KeyCode.TAB);
        assertThat(robot.lookup("#wrapToggle").query().isFocused()).as("the first control of the bar").isTrue();
        assertThat(area.getText()).isEqualTo("one");

        robot.interact(area::requestFocus);
        robot.press(KeyCode.SHIFT).type(KeyCode.TAB).release(KeyCode.SHIFT);
        assertThat(tabs.isFocused()).as("the tab headers, above the text").isTrue();
    }

    @Test
    void aHugeKeySeedOrSeedAckIsShownCutAndCopySeedStillCopiesTheWholeSeed(FxRobot robot) throws Exception {
        String key = "k".repeat(1_000_000) + "-attempt-2";
        String seed = "s".repeat(1_000_000);
        String ack = "mismatch: " + "m".repeat(1_000_000);
        Run plain = Runs.run(1, "plain", "verified", 0L, "g", "");
        Run huge = new Run(key, 7, "python", "print(1)", Seed.ofString(seed), SeedAck.parse(ack), ack, "", "", 0L,
                null, null, null, null, null, java.util.Map.of(), "{}");
        ListRolloutLog hugeLog = new ListRolloutLog(Path.of("huge.jsonl"), List.of(plain, huge), List.of());
        robot.interact(() -> viewModel.show(hugeLog, 1));
        finishReads();
        FxWait.waitUntil(() -> viewModel.detailProperty().get() != null);

        // a wrapped label lays out all its text: a 20 MB key froze the window for minutes
        // cut in its middle, as the table cuts it: its end shows too
        Label title = robot.lookup("#runTitle").queryAs(Label.class);
        assertThat(title.getText()).startsWith("kkk").contains("…").endsWith("kkk-attempt-2").hasSizeLessThan(300);
        assertThat(title.getTooltip().getText()).startsWith("kkk").contains("…").endsWith("-attempt-2")
                .hasSizeLessThan(1_100);
        assertThat(robot.lookup("#runLine").queryAs(Label.class).getText()).isEqualTo("·  line\u00a07");
        assertThat(robot.lookup("#seedValue").queryAs(Label.class).getText()).startsWith("sss").hasSizeLessThan(2_100);
        assertThat(robot.lookup("#ackExplanation").queryAs(Label.class).getText())
                .contains("Logged value: \"mismatch: mmm").hasSizeLessThan(1_000);

        String[] copied = new String[1];
        robot.interact(() -> {
            robot.lookup("#copySeedButton").queryAs(Button.class).fire(); // scrolled out of the 400 px pane
            copied[0] = Clipboard.getSystemClipboard().getString();
        });
        assertThat(copied[0]).isEqualTo(seed);
    }

    @Test
    void aLongKeyIsOneTitleLineCutInTheMiddleWithTheWholeKeyInItsTooltipAndCopyKey(FxRobot robot) throws Exception {
        String key = "grpo-qwen2.5-7b-math-shuffle-deck-step000123-worker17-rollout-0003-attempt-2";
        ListRolloutLog longKeys = new ListRolloutLog(Path.of("long.jsonl"),
                List.of(Runs.run(4, key, "verified", 0L, "g", "")), List.of());
        robot.interact(() -> viewModel.show(longKeys, 0));
        finishReads();
        FxWait.waitUntil(() -> viewModel.detailProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        Label title = robot.lookup("#runTitle").queryAs(Label.class);
        Label line = robot.lookup("#runLine").queryAs(Label.class);
        String[] shown = new String[1];
        robot.interact(() -> shown[0] = ((Text) title.lookup(".text")).getText());
        // it wrapped mid-word before ("…math-shuffl" / "e-deck…"), the line number on a line of its own
        assertThat(title.isWrapText()).isFalse();
        assertThat(shown[0]).as("what the 600 px pane shows").startsWith("grpo-").contains("…")
                .endsWith("attempt-2").hasSizeLessThan(key.length());
        assertThat(line.getText()).isEqualTo("·  line\u00a04");
        assertThat(line.getLayoutY()).as("beside the key").isEqualTo(title.getLayoutY());
        assertThat(line.getWidth()).as("not cut").isGreaterThanOrEqualTo(line.prefWidth(-1) - 0.5);
        assertThat(title.getTooltip().getText()).isEqualTo(key);

        String[] copied = new String[1];
        robot.interact(() -> {
            title.getContextMenu().getItems().get(0).fire();
            copied[0] = Clipboard.getSystemClipboard().getString();
        });
        assertThat(title.getContextMenu().getItems().get(0).getText()).isEqualTo("Copy Key");
        assertThat(copied[0]).isEqualTo(key);
    }

    @Test
    void theCurlCommandOfHugeCodeIsShownCutAndCopiedWhole(FxRobot robot) throws Exception {
        Run huge = Runs.withCode(Runs.run(1, "big-code", "verified", 0L, "g", ""), "#" + "c".repeat(1_000_000));
        ListRolloutLog hugeLog = new ListRolloutLog(Path.of("huge.jsonl"), List.of(huge), List.of());
        robot.interact(() -> viewModel.show(hugeLog, 0));
        finishReads();
        FxWait.waitUntil(() -> viewModel.detailProperty().get() != null);

        // a text area measures all its text: 20 MB of code froze the window for seconds at each selection
        String whole = viewModel.detailProperty().get().curlCommand();
        assertThat(robot.lookup("#curlArea").queryAs(TextArea.class).getText()).hasSizeLessThan(10_100)
                .startsWith(whole.substring(0, 9_000)).endsWith(" more characters: Copy curl command copies the"
                        + " whole command]");
        String[] copied = new String[1];
        robot.interact(() -> {
            robot.lookup("#copyCurlButton").queryAs(Button.class).fire();
            copied[0] = Clipboard.getSystemClipboard().getString();
        });
        assertThat(copied[0]).isEqualTo(whole).hasSizeGreaterThan(1_000_000);
    }

    @Test
    void theCodeAndRawTabsSayWhatTheyDoNotShowAndOfferShowMore(FxRobot robot) throws Exception {
        String code = "#" + "c".repeat(300_000) + "\nprint(1)\n";
        Run plain = Runs.run(1, "big-code", "verified", 0L, "g", "");
        Run big = new Run(plain.key(), plain.line(), plain.template(), code, plain.seed(), plain.seedAck(),
                plain.seedAckRaw(), plain.stdout(), plain.stderr(), plain.exitCode(), plain.group(), plain.step(),
                plain.reward(), plain.durationMs(), plain.timestamp(), plain.extras(),
                "{\"run_id\": \"big-code\", \"code\": \"" + "c".repeat(300_000) + "\", \"exit_code\": 0}");
        ListRolloutLog bigLog = new ListRolloutLog(Path.of("big.jsonl"), List.of(big), List.of());
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        robot.interact(() -> {
            viewModel.show(bigLog, 0);
            tabs.getSelectionModel().select(1);
        });
        finishReads();
        HBox codeBar = robot.lookup("#codeMoreBar").queryAs(HBox.class);
        FxWait.waitUntil(codeBar::isVisible);

        // the cut line said "… [290,001 more characters on this line]", and nothing said that print(1) was not shown
        assertThat(robot.lookup("#codeMoreLabel").queryAs(Label.class).getText())
                .endsWith(" characters shown: none after the first 262,144, and 1 line is cut after its first"
                        + " 10,000 characters.");
        assertThat(robot.lookup("#codeMoreButton").query().isVisible()).isTrue();

        robot.interact(() -> tabs.getSelectionModel().select(4));
        FxWait.waitUntil(() -> robot.lookup("#rawMoreBar").query().isVisible());
        assertThat(robot.lookup("#rawMoreLabel").queryAs(Label.class).getText())
                .contains(" characters shown: ").contains("1 line is cut after its first 10,000 characters.");

        robot.interact(() -> viewModel.show(log, 0));
        finishReads();
        FxWait.waitUntil(() -> !robot.lookup("#rawMoreBar").query().isVisible());
    }

    @Test
    void aFieldsNameStaysOnTheFirstLineOfItsLongValue(FxRobot robot) throws Exception {
        Run plain = Runs.run(1, "long-extra", "verified", 0L, "g", "");
        Run run = new Run(plain.key(), plain.line(), plain.template(), plain.code(), plain.seed(), plain.seedAck(),
                plain.seedAckRaw(), plain.stdout(), plain.stderr(), plain.exitCode(), plain.group(), plain.step(),
                plain.reward(), plain.durationMs(), plain.timestamp(), java.util.Map.of("blob", "words ".repeat(333)),
                plain.rawJson());
        robot.interact(() -> viewModel.show(new ListRolloutLog(Path.of("long.jsonl"), List.of(run), List.of()), 0));
        finishReads();
        FxWait.waitUntil(() -> robot.lookup(".field-name").queryAllAs(Label.class).stream()
                .anyMatch(label -> label.getText().equals("blob") && label.getHeight() > 0));

        Label name = robot.lookup(".field-name").queryAllAs(Label.class).stream()
                .filter(label -> label.getText().equals("blob")).findFirst().orElseThrow();
        Label value = robot.lookup(".field-value").queryAllAs(Label.class).stream()
                .filter(label -> label.getText().startsWith("words")).findFirst().orElseThrow();
        FxWait.waitUntil(() -> value.getHeight() > 10 * name.getHeight()); // wrapped over many lines
        assertThat(name.getBoundsInParent().getMinY()).as("beside the value's first line, not its middle")
                .isLessThan(value.getBoundsInParent().getMinY() + name.getHeight());
    }

    @Test
    void aNarrowPaneShowsEachTabHeaderWholeOrNotAtAll(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.show(log, 0));
        finishReads();
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        for (double width : new double[] {600, 330, 290, 250, 210}) {
            robot.interact(() -> tabs.getScene().getWindow().setWidth(width));
            WaitForAsyncUtils.waitForFxEvents();
            Node region = tabs.lookup(".headers-region");
            Bounds shown = region.localToScene(region.getClip().getBoundsInLocal());
            List<Node> headers = List.copyOf(region.lookupAll(".tab"));
            assertThat(headers).as("at %s px", width).allSatisfy(header -> {
                Bounds bounds = header.localToScene(header.getLayoutBounds());
                boolean whole = bounds.getMinX() >= shown.getMinX() - 0.5 && bounds.getMaxX() <= shown.getMaxX() + 0.5;
                assertThat(header.getOpacity()).isEqualTo(whole ? 1.0 : 0.0);
            });
            if (width < 400) {
                assertThat(headers).as("at %s px some tab is cut", width).anyMatch(header -> header.getOpacity() == 0);
            }
        }
    }

    @Test
    void anEmptyOutputSaysSoInsteadOfShowingLineOne(FxRobot robot) throws Exception {
        robot.interact(() -> {
            viewModel.show(log, 0);
            robot.lookup("#detailTabs").queryAs(TabPane.class).getSelectionModel().select(3);
        });
        finishReads();
        Label noStderr = robot.lookup("#stderrEmpty").queryAs(Label.class);
        FxWait.waitUntil(noStderr::isVisible);
        assertThat(noStderr.getText()).isEqualTo("No stderr");
        assertThat(noStderr.getStyleClass()).as("styled as Compare's \"Both sides are empty\"").contains("placeholder");
        assertThat(robot.lookup("#stderrArea").query().getParent().isVisible()).as("no area numbering line 1")
                .isFalse();

        robot.interact(() -> robot.lookup("#detailTabs").queryAs(TabPane.class).getSelectionModel().select(2));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#stdoutEmpty").query().isVisible()).as("\"one\" written").isFalse();
        assertThat(robot.lookup("#stdoutArea").query().getParent().isVisible()).isTrue();
    }

    @Test
    void ansiColoursIsOfferedOnTheOutputTabsOnly(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.show(log, 0));
        finishReads();
        FxWait.waitUntil(() -> viewModel.detailProperty().get() != null);
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        Node ansi = robot.lookup("#ansiToggle").query();
        List<String> offered = new CopyOnWriteArrayList<>();
        for (int tab = 1; tab <= 4; tab++) {
            int index = tab;
            robot.interact(() -> tabs.getSelectionModel().select(index));
            WaitForAsyncUtils.waitForFxEvents();
            if (ansi.isVisible() && ansi.isManaged()) {
                offered.add(tabs.getTabs().get(index).getText());
            }
        }
        assertThat(offered).containsExactly("Stdout", "Stderr");
        assertThat(robot.lookup("#wrapToggle").query().isVisible()).as("Wrap still on Raw").isTrue();
    }

    @Test
    void anOutputOfEscapesOnlyIsNotCalledEmptyAndTheAreaComesBackForTheNextRun(FxRobot robot) throws Exception {
        ListRolloutLog outputs = new ListRolloutLog(Path.of("outputs.jsonl"), List.of(
                Runs.run(1, "reset-only", "verified", 0L, "g", "\u001b[0m"),
                Runs.run(2, "silent", "verified", 0L, "g", "")), List.of());
        Label noStdout = robot.lookup("#stdoutEmpty").queryAs(Label.class);
        Node stdoutPane = robot.lookup("#stdoutArea").query().getParent();
        showRead(robot, outputs, 1, 2);
        FxWait.waitUntil(noStdout::isVisible);

        robot.interact(() -> viewModel.show(outputs, 0));
        finishReads();
        FxWait.waitUntil(stdoutPane::isVisible);
        assertThat(noStdout.isVisible()).as("the Overview says 4 B, 1 line; Save… writes the escape").isFalse();
    }

    /** The Code tab of a run without code says so, as an empty output's tab does, and shows the next run's code. */
    @Test
    void anEmptyCodeSaysSoInsteadOfShowingLineOne(FxRobot robot) throws Exception {
        ListRolloutLog codes = new ListRolloutLog(Path.of("codes.jsonl"), List.of(
                Runs.withCode(Runs.run(1, "no-code", "verified", 0L, "g", "one\n"), ""),
                Runs.withCode(Runs.run(2, "some-code", "verified", 0L, "g", "two\n"), "print(2)")), List.of());
        Label noCode = robot.lookup("#codeEmpty").queryAs(Label.class);
        Node codePane = robot.lookup("#codeArea").query().getParent();
        showRead(robot, codes, 0, 1);
        FxWait.waitUntil(noCode::isVisible);
        assertThat(noCode.getText()).isEqualTo("No code");
        assertThat(noCode.getStyleClass()).contains("placeholder");
        assertThat(codePane.isVisible()).as("no area numbering line 1").isFalse();

        robot.interact(() -> viewModel.show(codes, 1));
        finishReads();
        FxWait.waitUntil(codePane::isVisible);
        assertThat(noCode.isVisible()).isFalse();
        assertThat(robot.lookup("#codeArea").queryAs(CodeArea.class).getText()).isEqualTo("print(2)");
    }

    /** Shows run {@code index} of the log on the Stdout tab, read. */
    private void showStdout(FxRobot robot, int index) {
        showRead(robot, log, index, 2);
    }

    /** Shows run {@code index} of {@code runs} on the tab at {@code tab}, read. */
    private void showRead(FxRobot robot, ListRolloutLog runs, int index, int tab) {
        robot.interact(() -> {
            viewModel.show(runs, index);
            robot.lookup("#detailTabs").queryAs(TabPane.class).getSelectionModel().select(tab);
        });
        finishReads();
    }

    private void finishReads() {
        for (Runnable read = reads.poll(); read != null; read = reads.poll()) {
            read.run();
        }
    }
}
