package com.collimate.inspector.core.log;

/** What an indexing pass reports while it runs. */
interface IndexingHooks {
    /**
     * Called after each window of input, with the source offset consumed so far (runs before it are indexed).
     * May throw {@link java.util.concurrent.CancellationException}.
     */
    void advanced(long sourceOffset);
}
