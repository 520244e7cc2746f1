package com.collimate.inspector.core.util;

import java.util.concurrent.CancellationException;

/** A cooperative cancel flag shared by loading, replaying and diffing. Thread-safe. */
public final class Cancellation {
    private static final Cancellation NEVER = new Cancellation();

    private volatile boolean cancelled;

    /** A token nobody can cancel, for callers that do not need cancellation. */
    public static Cancellation none() {
        return NEVER;
    }

    public void cancel() {
        if (this != NEVER) {
            cancelled = true;
        }
    }

    public boolean isCancelled() {
        return cancelled;
    }

    public void throwIfCancelled() {
        if (cancelled) {
            throw new CancellationException("cancelled");
        }
    }
}
