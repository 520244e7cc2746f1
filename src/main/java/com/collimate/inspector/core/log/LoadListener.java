package com.collimate.inspector.core.log;

/** Progress of an open/index pass. Called from the loading thread(s); implementations must be thread-safe. */
public interface LoadListener {
    LoadListener NONE = new LoadListener() { };

    /** Bytes of the (decompressed) input consumed so far. {@code bytesTotal} is -1 when unknown. */
    default void onProgress(long bytesDone, long bytesTotal) {
    }

    /**
     * Runs {@code [fromIndex, toIndex)} are now indexed and readable through {@code log.summary(i)}.
     * Calls are in file order and contiguous: the first starts at 0, each next one at the previous {@code toIndex}.
     */
    default void onRuns(RolloutLog log, int fromIndex, int toIndex) {
    }
}
