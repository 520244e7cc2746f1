package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.log.IndexingMode;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.nio.file.Path;

/** Opens and indexes a rollout log (the reader's {@code RolloutLogs::open}); a seam for tests. */
@FunctionalInterface
public interface LogOpener {
    /** The reader in its interactive mode: one indexing thread, runs announced every few hundred kilobytes. */
    LogOpener INTERACTIVE = (path, listener, cancellation) ->
            RolloutLogs.open(path, listener, cancellation, IndexingMode.INTERACTIVE);

    RolloutLog open(Path path, LoadListener listener, Cancellation cancellation)
            throws UnreadableLogException, IOException;
}
