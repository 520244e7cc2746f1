package com.collimate.inspector.ui;

import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.util.Diagnostics;
import com.collimate.inspector.ui.common.AfterFirstFrames;
import com.collimate.inspector.ui.common.ClassPathJavaFxNotice;
import com.collimate.inspector.ui.common.SaveDialog;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.common.UiStateStore;
import com.collimate.inspector.ui.diff.CompareWarmUp;
import com.collimate.inspector.ui.diff.CompareWarmUpSchedule;
import com.collimate.inspector.ui.main.LogOpener;
import com.collimate.inspector.ui.main.MainView;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.main.Problem;
import com.collimate.inspector.ui.main.SampleLog;
import com.collimate.inspector.ui.replay.ReplayFeature;
import com.collimate.inspector.ui.replay.ReplayServices;
import com.collimate.inspector.ui.settings.SettingsViewModel;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.event.EventType;
import javafx.scene.input.InputEvent;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The desktop app: opens the logs named on the command line, or the bundled sample log. */
public final class InspectorApp extends Application {
    private UiExecutors executors;

    public static void launchWith(String[] files) {
        ClassPathJavaFxNotice.silence();
        Application.launch(InspectorApp.class, files);
    }

    @Override
    public void start(Stage stage) {
        executors = UiExecutors.forApp(Platform::runLater);
        AppDirs dirs = AppDirs.forCurrentUser();
        Map<String, String> environment = System.getenv();
        SettingsViewModel settings = new SettingsViewModel(new SettingsStore(dirs.config()), environment);
        // one for the whole app: two would append to and rotate the same file
        Diagnostics diagnostics = appDiagnostics(environment, dirs, settings);
        MainViewModel main = showMainWindow(stage, dirs, LogOpener.INTERACTIVE, executors, SaveDialog.fileChooser(),
                settings, diagnostics);
        main.saveUiStateOnShutdown(); // a SIGTERM (logout) keeps the recent files and the layout
        Thread.setDefaultUncaughtExceptionHandler((thread, error) -> {
            String line = unexpected(diagnostics, thread, error);
            System.err.println("replay-inspector: unexpected error: " + line);
            Platform.runLater(() -> main.report(new Problem("Unexpected error", line)));
        });
        main.openAtStart(getParameters().getRaw().stream().map(Path::of).toList(), AfterFirstFrames::run);
    }

    /** The diagnostics file in the data folder, masking the key of the environment and the one in Settings. */
    static Diagnostics appDiagnostics(Map<String, String> environment, AppDirs dirs, SettingsViewModel settings) {
        return Diagnostics.forApp(environment, dirs.data(), () -> {
            List<String> keys = new ArrayList<>();
            keys.add(environment.get(EndpointResolver.KEY_VARIABLE));
            keys.add(settings.settingsProperty().get().apiKey());
            return keys;
        });
    }

    /**
     * The one line a user sees of an unexpected error, naming the diagnostics file its stack trace went to (the
     * trace itself is for engineers: on stderr too with REPLAY_INSPECTOR_DEBUG=1).
     */
    static String unexpected(Diagnostics diagnostics, Thread thread, Throwable error) {
        String line = ErrorText.oneLine(error);
        String where = diagnostics.record("unexpected error in thread " + thread.getName(), error);
        return diagnostics.mask(line) + where;
    }

    /** Builds the main window on {@code stage} and shows it; also used by the UI tests. */
    public static MainViewModel showMainWindow(Stage stage, AppDirs dirs, LogOpener opener, UiExecutors executors) {
        return showMainWindow(stage, dirs, opener, executors, SaveDialog.fileChooser());
    }

    /** Like {@link #showMainWindow(Stage, AppDirs, LogOpener, UiExecutors)}, asking for export files with {@code saveDialog}. */
    public static MainViewModel showMainWindow(Stage stage, AppDirs dirs, LogOpener opener, UiExecutors executors,
                                               SaveDialog saveDialog) {
        SettingsViewModel settings = new SettingsViewModel(new SettingsStore(dirs.config()), System.getenv());
        return showMainWindow(stage, dirs, opener, executors, saveDialog, settings,
                appDiagnostics(System.getenv(), dirs, settings));
    }

    private static MainViewModel showMainWindow(Stage stage, AppDirs dirs, LogOpener opener, UiExecutors executors,
                                                SaveDialog saveDialog, SettingsViewModel settings,
                                                Diagnostics diagnostics) {
        Map<String, String> environment = System.getenv();
        MainViewModel main = new MainViewModel(executors, opener, new UiStateStore(dirs.config()), settings,
                new SampleLog(dirs.data()), dirs.data(), MainViewModel.FOLLOW_INTERVAL, MainViewModel.REFRESH_INTERVAL);
        CompareWarmUpSchedule warmUp = new CompareWarmUpSchedule(CompareWarmUp::forApp, (nanos, action) ->
                executors.timer().schedule(() -> executors.fx().execute(action), nanos, TimeUnit.NANOSECONDS),
                CompareWarmUpSchedule.APP_QUIET);
        ReplayFeature replays = new ReplayFeature(main, executors,
                ReplayServices.forApp(() -> settings.settingsProperty().get(), environment, dirs.data(), diagnostics),
                saveDialog,
                warmUp);
        for (EventType<? extends InputEvent> input : List.of(MouseEvent.MOUSE_PRESSED, ScrollEvent.ANY,
                KeyEvent.KEY_PRESSED)) {
            stage.addEventFilter(input, event -> warmUp.userActive());
        }
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, event -> replays.close());
        new MainView(main, replays, stage).show();
        return main;
    }

    @Override
    public void stop() {
        if (executors != null) {
            executors.shutdown();
        }
    }
}
