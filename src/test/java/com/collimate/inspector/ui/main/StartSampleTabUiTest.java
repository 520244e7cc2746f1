package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.runs.RunColumn;
import com.collimate.inspector.ui.testing.FileDrops;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LogWriter;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import com.collimate.inspector.ui.testing.MenuItems;
import com.collimate.inspector.ui.testing.Runs;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static com.collimate.inspector.ui.testing.FxWait.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Started without a file, the app shows the bundled sample; the first log the user opens takes the sample's tab, with
 * its views, as long as the user did nothing in it.
 */
@ExtendWith(ApplicationExtension.class)
class StartSampleTabUiTest {
    @TempDir
    static Path home;

    private static int fileCounter;
    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();
    private MainViewModel main;

    @Start
    void start(Stage stage) {
        main = window.show(stage, home.resolve("home-" + fileCounter++));
    }

    /** Two verified runs. */
    private static Path twoRuns() {
        return new LogWriter()
                .run("mine-1", "g", 1, "python", "print(1)", Runs.seedHex(1), "verified", 0, "one", "", 0.5, 10)
                .run("mine-2", "g", 2, "python", "print(2)", Runs.seedHex(2), "verified", 0, "two", "", 0.5, 10)
                .writeTo(home.resolve("mine-" + fileCounter++ + ".jsonl"));
    }

    private static TabPane logTabs(FxRobot robot) {
        return robot.lookup("#logTabs").queryAs(TabPane.class);
    }

    /** The runs table of the selected tab (the other tabs' tables are in the scene too). */
    private static TableView<?> table(FxRobot robot) {
        return (TableView<?>) logTabs(robot).getSelectionModel().getSelectedItem().getContent().lookup("#runTable");
    }

    private static <T extends Node> T inSelectedTab(FxRobot robot, String id, Class<T> type) {
        return type.cast(logTabs(robot).getSelectionModel().getSelectedItem().getContent().lookup("#" + id));
    }

    /** Starts as the app does without a file and waits for the sample's rows; returns their count. */
    private int startOnTheSample(FxRobot robot) throws Exception {
        Assumptions.assumeTrue(SampleLog.class.getResource(SampleLog.RESOURCE) != null, "a bundled sample");
        robot.interact(() -> main.openAtStart(List.of(), Runnable::run));
        FxWait.waitUntil(() -> onFx(() -> logTabs(robot).getTabs().size() == 1
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED
                && !table(robot).getItems().isEmpty()));
        return onFx(() -> table(robot).getItems().size());
    }

    private static void drop(FxRobot robot, Path log) throws Exception {
        Node root = robot.lookup("#mainRoot").query();
        boolean[] accepted = new boolean[1];
        robot.interact(() -> accepted[0] = FileDrops.drop(root, List.of(log.toFile())));
        assertThat(accepted[0]).isTrue();
    }

    private static void waitForRows(FxRobot robot, String title, int rows) throws Exception {
        FxWait.waitUntil(() -> onFx(() -> logTabs(robot).getSelectionModel().getSelectedItem().getText().equals(title)
                && table(robot).getItems().size() == rows));
    }

    /** The seed_ack counts the status bar shows. */
    private static List<String> shownAckCounts(FxRobot robot) throws Exception {
        return onFx(() -> Arrays.stream(SeedAck.values())
                .map(ack -> inSelectedTab(robot, "status-" + ack.label(), Label.class))
                .filter(Node::isVisible).map(Label::getText).toList());
    }

    @Test
    void theFirstLogOpenedTakesTheUntouchedSampleTabAndNothingOfTheSampleIsLeft(FxRobot robot) throws Exception {
        startOnTheSample(robot);
        Tab sampleTab = onFx(() -> logTabs(robot).getTabs().get(0));
        TableView<?> sampleTable = onFx(() -> table(robot));
        assertThat(shownAckCounts(robot)).as("the sample's runs are not all verified").hasSizeGreaterThan(1);
        // what the user may look at without making the tab theirs: the Overview, a hint of the replay bar
        robot.interact(() -> inSelectedTab(robot, "overviewToggle", ToggleButton.class).setSelected(true));
        robot.interact(() -> inSelectedTab(robot, "compareButton", Button.class).fire());
        assertThat(onFx(() -> inSelectedTab(robot, "replayStatus", Label.class).getText())).isNotEmpty();
        Path mine = twoRuns();

        drop(robot, mine);
        waitForRows(robot, mine.getFileName().toString(), 2);

        assertThat(onFx(() -> logTabs(robot).getTabs())).containsExactly(sampleTab);
        assertThat(onFx(() -> table(robot))).as("the sample's table, built already").isSameAs(sampleTable);
        assertThat(onFx(() -> sampleTab.getTooltip().getText())).isEqualTo(mine.toString());
        assertThat(onFx(() -> main.activeProperty().get().stateProperty().get())).isEqualTo(LoadState.LOADED);
        assertThat(onFx(() -> inSelectedTab(robot, "shownLabel", Label.class).getText()))
                .isEqualTo("2 of 2 runs shown");
        assertThat(shownAckCounts(robot)).containsExactly("verified 2");
        assertThat(onFx(() -> inSelectedTab(robot, "loadErrorsLink", Node.class).isVisible())).isFalse();
        assertThat(onFx(() -> inSelectedTab(robot, "overviewToggle", ToggleButton.class).isSelected())).isFalse();
        assertThat(onFx(() -> inSelectedTab(robot, "mainSplit", Node.class).isVisible())).isTrue();
        assertThat(onFx(() -> inSelectedTab(robot, "replayStatus", Label.class).getText())).isEmpty();
        assertThat(onFx(() -> table(robot).getSelectionModel().getSelectedItems())).isEmpty();
        assertThat(onFx(() -> main.activeProperty().get().detail().detailProperty().get())).isNull();
        assertThat(onFx(() -> main.recentFiles())).containsExactly(mine);
        assertThat(onFx(() -> MenuItems.find(robot, "recentMenu") instanceof javafx.scene.control.Menu recent
                ? recent.getItems().get(0).getText() : null)).isEqualTo(mine.toString());
    }

    /** A Load errors window opened from the sample is the tab's: once the tab took a log, it names that log. */
    @Test
    void aLoadErrorsWindowOpenedFromTheSampleNamesTheLogItsTabTook(FxRobot robot) throws Exception {
        startOnTheSample(robot);
        robot.interact(() -> MenuItems.find(robot, "loadErrorsMenuItem").fire());
        assertThat(onFx(() -> robot.lookup("#loadErrorsHeading").queryAs(Label.class).getText()))
                .isEqualTo("Every record of " + SampleLog.FILE_NAME + " was read");
        Path mine = twoRuns();
        String name = mine.getFileName().toString();

        drop(robot, mine);
        waitForRows(robot, name, 2);

        FxWait.waitUntil(() -> onFx(() -> main.activeProperty().get().stateProperty().get() == LoadState.LOADED));
        assertThat(onFx(() -> robot.lookup("#loadErrorsHeading").queryAs(Label.class).getText()))
                .isEqualTo("Every record of " + name + " was read");
        assertThat(onFx(() -> ((Stage) robot.lookup("#loadErrorsHeading").query().getScene().getWindow()).getTitle()))
                .isEqualTo("Load errors — " + name);
    }

    /**
     * The key column widened to the sample's long keys ("step2-object-identity-c0") is fitted to the keys of the log
     * the tab took, as a new tab's would be: they are short.
     */
    @Test
    void theTextColumnsAreFittedToTheLogTheTabTookNotLeftAtTheSamplesWidths(FxRobot robot) throws Exception {
        startOnTheSample(robot);
        TableColumn<?, ?> key = onFx(() -> table(robot).getColumns().stream()
                .filter(column -> column.getUserData() == RunColumn.KEY).findFirst().orElseThrow());
        FxWait.waitUntil(() -> onFx(() -> key.getPrefWidth() > RunColumn.KEY.defaultWidth()));
        Path mine = twoRuns();

        drop(robot, mine);
        waitForRows(robot, mine.getFileName().toString(), 2);

        FxWait.waitUntil(() -> onFx(() -> main.activeProperty().get().stateProperty().get() == LoadState.LOADED));
        assertThat(onFx(key::getPrefWidth)).isEqualTo(RunColumn.KEY.defaultWidth());
    }

    @Test
    void aSampleTabWithASelectedRunIsKeptAndTheLogOpensInATabOfItsOwn(FxRobot robot) throws Exception {
        int sampleRows = startOnTheSample(robot);
        robot.interact(() -> table(robot).getSelectionModel().select(0));
        Path mine = twoRuns();

        drop(robot, mine);
        waitForRows(robot, mine.getFileName().toString(), 2);

        assertThat(onFx(() -> logTabs(robot).getTabs().stream().map(Tab::getText).toList()))
                .containsExactly(SampleLog.FILE_NAME, mine.getFileName().toString());
        robot.interact(() -> logTabs(robot).getSelectionModel().select(0));
        assertThat(onFx(() -> table(robot).getItems().size())).isEqualTo(sampleRows);
        assertThat(onFx(() -> table(robot).getSelectionModel().getSelectedIndex())).isZero();
    }

    @Test
    void theSampleOpensAgainFromTheFileMenuAfterItsTabTookALog(FxRobot robot) throws Exception {
        int sampleRows = startOnTheSample(robot);
        Path mine = twoRuns();
        drop(robot, mine);
        waitForRows(robot, mine.getFileName().toString(), 2);

        robot.interact(() -> MenuItems.find(robot, "openSampleMenuItem").fire());

        waitForRows(robot, SampleLog.FILE_NAME, sampleRows);
        assertThat(onFx(() -> logTabs(robot).getTabs().stream().map(Tab::getText).toList()))
                .containsExactly(mine.getFileName().toString(), SampleLog.FILE_NAME);
        assertThat(onFx(() -> logTabs(robot).getTabs().get(1).getTooltip().getText()))
                .isEqualTo(SampleLog.SHOWN_NAME);
    }
}
