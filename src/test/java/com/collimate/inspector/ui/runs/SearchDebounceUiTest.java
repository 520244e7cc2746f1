package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.application.Platform;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import static org.assertj.core.api.Assertions.assertThat;

/** A search typed just before the app shuts its executors down (the window closing within the debounce). */
@ExtendWith(ApplicationExtension.class)
class SearchDebounceUiTest {
    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final RunsViewModel viewModel = new RunsViewModel(Platform::runLater, background, Throttle.NONE);
    private final List<Throwable> uncaught = new CopyOnWriteArrayList<>();
    private Thread.UncaughtExceptionHandler fxHandler;

    @Start
    void start(Stage stage) {
        List<Run> runs = List.of(Runs.run(1, "alpha", "verified", 0L, "g", "needle"),
                Runs.run(2, "beta", "verified", 0L, "g", "hay"));
        RunsView view = new RunsView(viewModel, new ColumnLayout(Map.of(), List.of()));
        LightStage.show(stage, view.root(), 900, 400);
        new ListRolloutLog(Path.of("t.jsonl"), runs, List.of()).publish(viewModel, runs.size());
        fxHandler = Thread.currentThread().getUncaughtExceptionHandler();
        Thread.currentThread().setUncaughtExceptionHandler((thread, e) -> uncaught.add(e));
    }

    @AfterEach
    void tearDown() throws Exception {
        Platform.runLater(() -> Thread.currentThread().setUncaughtExceptionHandler(fxHandler));
        FxToolkit.cleanupStages();
        background.shutdownNow();
    }

    @Test
    void aSearchDebouncedPastTheExecutorsShutdownThrowsNothing(FxRobot robot) throws Exception {
        FxWait.waitUntil(() -> viewModel.shownRuns().size() == 2);
        robot.interact(() -> {
            robot.lookup("#searchField").queryAs(TextField.class).setText("needle");
            background.shutdownNow(); // as the app's stop() does, the debounce still running
        });

        FxWait.waitUntil(() -> viewModel.filterProperty().get().search().text().equals("needle"));
        assertThat(uncaught).isEmpty();
    }
}
