package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.ui.main.LoadState;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.settings.SettingsForm;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import com.fasterxml.jackson.databind.ObjectMapper;
import javafx.application.Platform;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.DialogPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static com.collimate.inspector.ui.testing.FxWait.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

/** Closing a tab or quitting while a batch replays against an endpoint that takes its time to answer. */
@ExtendWith(ApplicationExtension.class)
class CloseWhileReplayingUiTest {
    @TempDir
    Path home;

    private final MockWebServer server = new MockWebServer();
    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();
    private MainViewModel main;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        main = window.show(stage, home);
    }

    @BeforeEach
    void slowEndpoint(FxRobot robot) throws IOException {
        server.enqueue(new MockResponse.Builder().code(200).body("{\"stdout\":\"hello\\n\",\"exit_code\":0}").build());
        for (int i = 0; i < 40; i++) {
            server.enqueue(new MockResponse.Builder().code(200).body("{}").headersDelay(60, TimeUnit.SECONDS).build());
        }
        replayOn(server, main, robot);
    }

    /** Starts {@code server} and makes it the endpoint replays go to. */
    static void replayOn(MockWebServer server, MainViewModel main, FxRobot robot) throws IOException {
        server.start();
        SettingsForm form = main.settings().form();
        SettingsForm remote = new SettingsForm(false, server.url("/").toString(), "", false, form.concurrency(),
                form.connectTimeoutSeconds(), form.readTimeoutSeconds(), form.callTimeoutSeconds(),
                form.sandboxMaxOutput(), form.masks(), form.theme());
        robot.interact(() -> assertThat(main.settings().apply(remote)).isEmpty());
    }

    /** Opens the log of 4 sample runs as {@code name} and replays all of them. */
    static Path replayAllOf(String name, Path home, MainViewModel main, FxRobot robot) throws Exception {
        Path log = ReplayCompareUiTest.sampleRuns().writeTo(home.resolve(name));
        robot.interact(() -> main.open(log));
        waitUntil(() -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED
                && robot.lookup("#runTable").queryTableView().getItems().size() == 4);
        robot.clickOn("#replayShownButton");
        return log;
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        server.close();
    }

    private Path replayingLog(FxRobot robot) throws Exception {
        Path log = replayAllOf("busy.jsonl", home, main, robot);
        // one replay answered and journaled, the others waiting for their answers
        waitUntil(() -> robot.lookup("#replayProgress").query().isVisible() && server.getRequestCount() == 4
                && Files.exists(JournalLocation.sidecar(log)) && Files.size(JournalLocation.sidecar(log)) > 0);
        return log;
    }

    static DialogPane askedToStop(FxRobot robot) throws Exception {
        waitUntil(() -> robot.lookup("#stopReplaysDialog").tryQuery().isPresent());
        return robot.lookup("#stopReplaysDialog").queryAs(DialogPane.class);
    }

    /** Clicks the button of {@code dialog} that gives the answer {@code answer} (its button data). */
    static void answer(FxRobot robot, DialogPane dialog, ButtonBar.ButtonData answer) throws Exception {
        robot.clickOn(dialog.lookupButton(dialog.getButtonTypes().stream()
                .filter(type -> type.getButtonData() == answer).findFirst().orElseThrow()));
        waitUntil(() -> robot.lookup("#stopReplaysDialog").tryQuery().isEmpty());
    }

    /** Every line of the log's journal is a whole JSON record (nothing cut off by the closing); one at least. */
    private static void assertJournalComplete(Path log) throws IOException {
        String journal = Files.readString(JournalLocation.sidecar(log));
        assertThat(journal).isNotEmpty().endsWith("\n");
        ObjectMapper json = new ObjectMapper();
        for (String line : journal.lines().toList()) {
            assertThat(json.readTree(line).isObject()).as(line).isTrue();
        }
    }

    static void shortcut(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.CONTROL).type(key).release(KeyCode.CONTROL);
    }

    @Test
    void closingATabWhileItReplaysAsksAndStopsTheBatchBeforeClosing(FxRobot robot) throws Exception {
        Path log = replayingLog(robot);

        shortcut(robot, KeyCode.W);
        DialogPane dialog = askedToStop(robot);
        assertThat(dialog.getHeaderText()).isEqualTo("Replays are running in busy.jsonl: stop them and close?");
        answer(robot, dialog, ButtonBar.ButtonData.CANCEL_CLOSE);
        assertThat(main.workspaces()).hasSize(1);
        assertThat(robot.lookup("#replayProgress").query().isVisible()).as("still replaying").isTrue();

        shortcut(robot, KeyCode.W);
        answer(robot, askedToStop(robot), ButtonBar.ButtonData.OK_DONE);
        waitUntil(() -> main.workspaces().isEmpty());
        assertJournalComplete(log);
        assertThat(stage.isShowing()).isTrue();
    }

    @Test
    void quittingWhileReplaysRunAsksAndStopsThemBeforeTheWindowCloses(FxRobot robot) throws Exception {
        Platform.setImplicitExit(false); // the test's toolkit outlives the window it closes
        Path log = replayingLog(robot);

        shortcut(robot, KeyCode.Q);
        DialogPane dialog = askedToStop(robot);
        assertThat(dialog.getHeaderText()).isEqualTo("Replays are running in busy.jsonl: stop them and close?");
        answer(robot, dialog, ButtonBar.ButtonData.CANCEL_CLOSE);
        assertThat(stage.isShowing()).isTrue();

        shortcut(robot, KeyCode.Q);
        answer(robot, askedToStop(robot), ButtonBar.ButtonData.OK_DONE);
        waitUntil(() -> !stage.isShowing());
        assertJournalComplete(log);
        assertThat(List.copyOf(main.workspaces())).isEmpty();
    }
}
