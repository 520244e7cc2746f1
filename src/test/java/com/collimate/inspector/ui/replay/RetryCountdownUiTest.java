package com.collimate.inspector.ui.replay;

import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import javafx.scene.control.ButtonBar;
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

import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static com.collimate.inspector.ui.replay.CloseWhileReplayingUiTest.answer;
import static com.collimate.inspector.ui.replay.CloseWhileReplayingUiTest.askedToStop;
import static com.collimate.inspector.ui.replay.CloseWhileReplayingUiTest.replayAllOf;
import static com.collimate.inspector.ui.replay.CloseWhileReplayingUiTest.replayOn;
import static com.collimate.inspector.ui.replay.CloseWhileReplayingUiTest.shortcut;
import static com.collimate.inspector.ui.testing.FxWait.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A batch waiting out a {@code Retry-After} shows the time left, every second of it, and nothing of it goes on after a
 * cancel or the tab's closing.
 */
@ExtendWith(ApplicationExtension.class)
class RetryCountdownUiTest {
    private static final Pattern LEFT = Pattern.compile("rate limited: retrying in 0:(\\d\\d) \\(Retry-After\\)$");

    @TempDir
    Path home;

    private final MockWebServer server = new MockWebServer();
    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();
    private MainViewModel main;

    @Start
    void start(Stage stage) {
        main = window.show(stage, home);
    }

    @BeforeEach
    void rateLimitedEndpoint(FxRobot robot) throws IOException {
        for (int i = 0; i < 8; i++) {
            server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "40")
                    .body("{\"error\": \"slow down\"}").build());
        }
        replayOn(server, main, robot);
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        server.close();
    }

    /** Starts replaying a log of 4 runs against the endpoint, and waits until the wait before the retry shows. */
    private int waitingToRetry(FxRobot robot) throws Exception {
        replayAllOf("limited.jsonl", home, main, robot);
        waitUntil(() -> secondsLeft(robot) >= 0);
        return secondsLeft(robot);
    }

    /** The seconds left that the progress line shows, or -1 when it shows no countdown. */
    private static int secondsLeft(FxRobot robot) {
        Matcher left = LEFT.matcher(robot.lookup("#replayProgressLabel").queryLabeled().getText());
        return left.find() ? Integer.parseInt(left.group(1)) : -1;
    }

    /** The engine's threads still alive: its run loop, which takes the progress once a second, ends with them. */
    private static long replayThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.isAlive() && thread.getName().startsWith("replay-worker-")).count();
    }

    @Test
    void theWaitCountsDownOnceASecondAndStopsWithACancel(FxRobot robot) throws Exception {
        int first = waitingToRetry(robot);
        assertThat(first).isBetween(35, 40);

        waitUntil(() -> secondsLeft(robot) == first - 1);
        waitUntil(() -> secondsLeft(robot) == first - 2);

        robot.clickOn("#cancelReplayButton");
        waitUntil(() -> !robot.lookup("#replayProgress").query().isVisible());
        waitUntil(() -> replayThreads() == 0);
        assertThat(robot.lookup("#replayStatus").queryLabeled().getText()).contains("cancelled");
    }

    @Test
    void closingTheTabWhileTheBatchWaitsStopsTheCountdown(FxRobot robot) throws Exception {
        waitingToRetry(robot);

        shortcut(robot, KeyCode.W);
        answer(robot, askedToStop(robot), ButtonBar.ButtonData.OK_DONE);

        waitUntil(() -> main.workspaces().isEmpty());
        waitUntil(() -> replayThreads() == 0);
    }
}
