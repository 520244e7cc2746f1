package com.collimate.inspector.core.log;

import java.io.IOException;

/** What an indexing pass reports while it runs. */
interface IndexingHooks {
    /**
     * Called after each window of input, with the source offset consumed so far (runs before it are indexed).
     * May throw {@link java.util.concurrent.CancellationException}, or an IOException that ends the pass.
     */
    void advanced(long sourceOffset) throws IOException;

    /** These hooks, then {@code next}. */
    default IndexingHooks andThen(IndexingHooks next) {
        return offset -> {
            advanced(offset);
            next.advanced(offset);
        };
    }
}
