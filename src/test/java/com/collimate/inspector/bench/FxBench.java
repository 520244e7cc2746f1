package com.collimate.inspector.bench;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.ui.InspectorApp;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.main.LogOpener;
import com.collimate.inspector.ui.main.MainViewModel;
import javafx.application.Platform;
import javafx.stage.Stage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * What the GUI benchmarks share: the app's main window on a started toolkit, running on the FX thread and waiting
 * for a condition from the bench thread.
 */
final class FxBench {
    private FxBench() {
    }

    /** The real main window, as the app shows it, with its settings in a fresh temporary folder. */
    record MainWindow(Stage stage, MainViewModel main, UiExecutors executors) {
    }

    /** Starts the toolkit and shows the main window; {@code then} runs right after, on the FX thread. */
    static MainWindow showMainWindow(String tempPrefix, Consumer<MainViewModel> then)
            throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        Path home = Files.createTempDirectory(tempPrefix);
        UiExecutors executors = UiExecutors.forApp(Platform::runLater);
        MainWindow[] shown = new MainWindow[1];
        onFx(() -> {
            Stage stage = new Stage();
            MainViewModel main = InspectorApp.showMainWindow(stage,
                    new AppDirs(home.resolve("config"), home.resolve("data")), LogOpener.INTERACTIVE, executors);
            shown[0] = new MainWindow(stage, main, executors);
            then.accept(main);
        });
        return shown[0];
    }

    /** Runs {@code action} on the FX thread and waits for it (at most 60 s). */
    static void onFx(Runnable action) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                action.run();
            } finally {
                done.countDown();
            }
        });
        if (!done.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("FX thread did not answer within 60 s");
        }
    }

    /** A condition polled from the bench thread (5 ms apart) until it holds. */
    interface Check {
        boolean get() throws Exception;
    }

    static void await(Check condition, int seconds) throws Exception {
        await(condition, seconds, "condition not met within " + seconds + " s");
    }

    /** @throws IllegalStateException saying {@code failure} when {@code condition} is not met in time */
    static void await(Check condition, int seconds, String failure) throws Exception {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (!condition.get()) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException(failure);
            }
            TimeUnit.MILLISECONDS.sleep(5);
        }
    }
}
