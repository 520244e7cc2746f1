package com.collimate.inspector.core.log;

/** How {@link RolloutLogs#open} spends the machine: a command wants the index soonest, a window stays responsive. */
public enum IndexingMode {
    /** Every core (a big plain JSON Lines log is indexed in two halves at once) and large read windows. */
    THROUGHPUT(true, InputWindow.CHUNK),
    /**
     * One indexing thread, leaving a core to the screen, and small read windows: runs are announced, and the
     * listener gets a say (it may pause the pass), every few hundred kilobytes instead of every few megabytes.
     */
    INTERACTIVE(false, 256 << 10);

    private final boolean parallel;
    private final int windowBytes;

    IndexingMode(boolean parallel, int windowBytes) {
        this.parallel = parallel;
        this.windowBytes = windowBytes;
    }

    boolean parallel() {
        return parallel;
    }

    int windowBytes() {
        return windowBytes;
    }
}
