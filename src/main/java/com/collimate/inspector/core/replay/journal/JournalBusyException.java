package com.collimate.inspector.core.replay.journal;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/** Another process held the journal's OS lock longer than this one waits: the lines waiting were not written. */
public final class JournalBusyException extends IOException {
    JournalBusyException(Path file, Duration waited) {
        super(file + ": held by another process for over " + said(waited) + " (a second app or check of this log,"
                + " stopped or hung?): replays ending now are not journaled");
    }

    private static String said(Duration waited) {
        return waited.toMillis() % 1000 == 0 ? waited.toSeconds() + " s" : waited.toMillis() + " ms";
    }
}
