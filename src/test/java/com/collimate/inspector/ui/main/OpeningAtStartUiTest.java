package com.collimate.inspector.ui.main;

import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LogWriter;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import com.collimate.inspector.ui.testing.Runs;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The logs given at start are named as opening from the first frame, not offered to be opened. */
@ExtendWith(ApplicationExtension.class)
class OpeningAtStartUiTest {
    @TempDir
    static Path home;

    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();
    private MainViewModel main;

    @Start
    void start(Stage stage) {
        main = window.show(stage, home);
    }

    @Test
    void aLogGivenAtStartIsShownOpeningUntilItsTabIsThere(FxRobot robot) throws Exception {
        Path log = new LogWriter().run("run-1", "g", 1, "python", "print(1)", Runs.seedHex(1), "verified", 0,
                "out", "", 0.5, 10).writeTo(home.resolve("given.jsonl"));
        AtomicReference<Runnable> heldOpen = new AtomicReference<>();

        FxWait.onFx(() -> {
            main.openAtStart(List.of(log), heldOpen::set);
            return null;
        });

        assertThat(FxWait.onFx(() -> robot.lookup("#openingState").query().isVisible())).isTrue();
        assertThat(FxWait.onFx(() -> robot.lookup("#openingTitle").queryAs(Label.class).getText()))
                .isEqualTo("Opening given.jsonl…");
        assertThat(FxWait.onFx(() -> robot.lookup("#openingProgress").queryAs(ProgressBar.class)
                .isIndeterminate())).isTrue();
        assertThat(FxWait.onFx(() -> robot.lookup("#emptyState").query().isVisible())).isFalse();

        FxWait.onFx(() -> {
            heldOpen.get().run();
            return null;
        });

        FxWait.waitUntil(() -> robot.lookup("#logTabs").queryAs(TabPane.class).getTabs().size() == 1);
        assertThat(FxWait.onFx(() -> robot.lookup("#logTabs").query().isVisible())).isTrue();
        assertThat(FxWait.onFx(() -> robot.lookup("#openingState").query().isVisible())).isFalse();
    }

    @Test
    void withoutLogsTheSampleIsShownOpeningUntilItsTabIsThere(FxRobot robot) throws Exception {
        AtomicReference<Runnable> heldOpen = new AtomicReference<>();

        FxWait.onFx(() -> {
            main.openAtStart(List.of(), heldOpen::set);
            return null;
        });

        assertThat(FxWait.onFx(() -> robot.lookup("#openingTitle").queryAs(Label.class).getText()))
                .isEqualTo("Opening " + SampleLog.SHOWN_NAME + "…");
        assertThat(FxWait.onFx(() -> robot.lookup("#openingState").query().isVisible())).isTrue();
        assertThat(FxWait.onFx(() -> robot.lookup("#emptyState").query().isVisible())).isFalse();

        FxWait.onFx(() -> {
            heldOpen.get().run();
            return null;
        });

        FxWait.waitUntil(() -> robot.lookup("#logTabs").queryAs(TabPane.class).getTabs().size() == 1);
        assertThat(FxWait.onFx(() -> main.openingProperty().get())).isEmpty();
        assertThat(FxWait.onFx(() -> robot.lookup("#logTabs").queryAs(TabPane.class).getTabs().get(0).getText()))
                .isEqualTo(SampleLog.FILE_NAME);
        assertThat(FxWait.onFx(() -> robot.lookup("#logTabs").query().isVisible())).isTrue();
        assertThat(FxWait.onFx(() -> robot.lookup("#openingState").query().isVisible())).isFalse();
        assertThat(FxWait.onFx(() -> robot.lookup("#emptyState").query().isVisible())).isFalse();
    }
}
