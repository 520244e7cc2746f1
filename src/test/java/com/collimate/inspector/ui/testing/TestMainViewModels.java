package com.collimate.inspector.ui.testing;

import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.common.UiStateStore;
import com.collimate.inspector.ui.main.LogOpener;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.main.SampleLog;
import com.collimate.inspector.ui.settings.SettingsViewModel;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Main view models for view-model tests: config and data under {@code home}, and logs that open at once with one
 * run, except files named {@code *.bin}, which are not rollout logs.
 */
public final class TestMainViewModels {
    private TestMainViewModels() {
    }

    public static final LogOpener ONE_RUN_LOGS = (path, listener, cancellation) -> {
        if (path.toString().endsWith(".bin")) {
            throw new UnreadableLogException(path, "not a rollout log");
        }
        ListRolloutLog log = new ListRolloutLog(path, List.of(Runs.run(1, "a", "verified", 0L, "g", "")), List.of());
        log.publish(listener, 1);
        return log;
    };

    public static MainViewModel create(UiExecutors executors, Path home) {
        return new MainViewModel(executors, ONE_RUN_LOGS, new UiStateStore(home.resolve("config")),
                new SettingsViewModel(new SettingsStore(home.resolve("config")), Map.of()), new SampleLog(home.resolve("data")), home.resolve("data"),
                Duration.ofSeconds(1), Duration.ZERO);
    }
}
