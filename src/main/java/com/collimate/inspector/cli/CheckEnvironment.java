package com.collimate.inspector.cli;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.util.Cancellation;

import java.nio.file.Path;
import java.util.Map;

/**
 * What {@code check} takes from its surroundings, injectable for tests: variables, app folders, whether stderr is
 * a terminal, and how logs are opened.
 */
record CheckEnvironment(Map<String, String> variables, AppDirs dirs, boolean terminal, LogOpener opener) {

    @FunctionalInterface
    interface LogOpener {
        RolloutLog open(Path file, Cancellation cancellation) throws UnreadableLogException;
    }

    static CheckEnvironment system() {
        return new CheckEnvironment(System.getenv(), AppDirs.forCurrentUser(), System.console() != null,
                CheckEnvironment::openLog);
    }

    static RolloutLog openLog(Path file, Cancellation cancellation) throws UnreadableLogException {
        return RolloutLogs.openOnce(file, LoadListener.NONE, cancellation);
    }
}
