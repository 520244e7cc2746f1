package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.ui.common.UiStateStore;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Damaged settings and window-state files found at start are told in dialogs, and the window opens all the same. */
@ExtendWith(ApplicationExtension.class)
class DamagedFilesAtStartUiTest {
    @TempDir
    static Path home;

    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        Path config = Files.createDirectories(home.resolve("config"));
        Files.writeString(config.resolve(SettingsStore.FILE_NAME), "{\"endpoint\": oops");
        Files.writeString(config.resolve(UiStateStore.FILE_NAME), "{\"window\": {\"width\": 900, oops");
        window.show(stage, home);
    }

    @Test
    void eachDamagedFileIsToldOnceInADialogAndTheWindowOpens(FxRobot robot) throws Exception {
        FxWait.waitUntil(() -> robot.lookup("#errorDialog").queryAll().size() == 2);

        List<String> titles = FxWait.onFx(() -> robot.lookup("#errorDialog").queryAllAs(DialogPane.class).stream()
                .map(DialogPane::getHeaderText).toList());
        String windowState = FxWait.onFx(() -> robot.lookup("#errorDialog").queryAllAs(DialogPane.class).stream()
                .filter(dialog -> dialog.getHeaderText().equals("Window state not restored")).findFirst()
                .orElseThrow().getContentText());
        assertThat(titles).containsExactlyInAnyOrder("Problem in the settings file", "Window state not restored");
        assertThat(windowState).startsWith(home.resolve("config").resolve(UiStateStore.FILE_NAME) + ": not valid JSON")
                .doesNotContain("Exception");
        assertThat(FxWait.onFx(stage::isShowing)).isTrue();
    }
}
