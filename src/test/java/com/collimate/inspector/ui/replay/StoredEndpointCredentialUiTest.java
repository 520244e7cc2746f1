package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import javafx.stage.Stage;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static com.collimate.inspector.ui.replay.CloseWhileReplayingUiTest.replayAllOf;
import static com.collimate.inspector.ui.testing.FxWait.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An endpoint that Settings would refuse (a key in its path), saved by an older version or edited in the file: the
 * app replays nothing against it, says why in the banner without the key, and the button opens Settings at the field.
 */
@ExtendWith(ApplicationExtension.class)
class StoredEndpointCredentialUiTest {
    private static final String KEY = "sk-live-4f9aQ27bX81cD0e5Zk1234";

    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();
    /** The endpoint whose URL, with the key in its path, is saved in the settings file. */
    private final MockWebServer server = new MockWebServer();
    @TempDir
    Path home;
    private MainViewModel main;

    @Start
    void start(Stage stage) throws IOException {
        server.start();
        new SettingsStore(home.resolve("config")).save(Settings.defaults()
                .withEndpoint(server.url("/v1/" + KEY + "/").toString()));
        main = window.show(stage, home);
    }

    @AfterEach
    void tearDown() throws Exception {
        window.close();
        server.close();
    }

    @Test
    void nothingIsReplayedAgainstItAndTheBannerNamesThePartNotTheKey(FxRobot robot) throws Exception {
        Path log = replayAllOf("runs.jsonl", home, main, robot);

        waitUntil(() -> robot.lookup("#authBanner").query().isVisible()
                && !robot.lookup("#replayProgress").query().isVisible());
        assertThat(robot.lookup("#authBannerLabel").queryLabeled().getText()).isEqualTo("Cannot replay: endpoint from"
                + " the settings file holds what looks like a key in its path (segment 2): give only the exec API's URL"
                + " there; the key goes in COLLIMATE_API_KEY or Settings.");
        assertThat(robot.lookup("#setApiKeyButton").queryButton().getText()).isEqualTo("Open Settings");
        assertThat(robot.lookup("#replayStatus").queryLabeled().getText())
                .isEqualTo("Nothing replayed: the endpoint in Settings cannot be used");
        assertThat(server.getRequestCount()).isZero();
        assertThat(filesHoldingTheKey()).as("no journal, report or log line has it").isEmpty();
        assertThat(JournalLocation.sidecar(log)).as("no journal is started").doesNotExist();

        robot.clickOn("#setApiKeyButton");
        waitUntil(() -> robot.lookup("#settingsDialog").tryQuery().isPresent()
                && robot.lookup("#endpointField").query().isFocused());
        assertThat(robot.lookup("#settingsErrors").queryLabeled().getText()).isEqualTo("Endpoint URL: holds what looks"
                + " like a key in its path (segment 2): give only the exec API's URL; the key goes in API key");
    }

    /** The files under the app's home, but for the settings file that was written with the key. */
    private List<Path> filesHoldingTheKey() throws IOException {
        Path settings = home.resolve("config").resolve(SettingsStore.FILE_NAME);
        try (Stream<Path> files = Files.walk(home)) {
            return files.filter(Files::isRegularFile).filter(file -> !file.equals(settings))
                    .filter(file -> {
                        try {
                            return new String(Files.readAllBytes(file)).contains(KEY);
                        } catch (IOException e) {
                            throw new IllegalStateException(e);
                        }
                    }).toList();
        }
    }
}
