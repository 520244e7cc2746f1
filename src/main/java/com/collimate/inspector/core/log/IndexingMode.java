package com.collimate.inspector.core.log;

/** How {@link RolloutLogs#open} spends the machine: a command wants the index soonest, a window stays responsive. */
public enum IndexingMode {
    /** One indexing thread per core. */
    THROUGHPUT,
    /** One indexing thread, so the other cores are left to the screen (the desktop app while a log loads). */
    INTERACTIVE;

    int threads() {
        return this == INTERACTIVE ? 1 : Runtime.getRuntime().availableProcessors();
    }
}
