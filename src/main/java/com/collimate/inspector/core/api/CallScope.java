package com.collimate.inspector.core.api;

import okhttp3.Call;

import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The in-flight calls of one batch. {@link #cancel()} cancels every call in flight and every call started later,
 * so a cancel reaches requests blocked in a socket read immediately, and waits between retries end at once.
 * Each wait before a retry is announced to the scope's listener.
 */
public final class CallScope {
    private final Set<Call> inFlight = ConcurrentHashMap.newKeySet();
    private final Consumer<RetryWait> retryWaits;
    private volatile boolean cancelled;

    public CallScope() {
        this(wait -> { });
    }

    /** @param retryWaits told of every wait before a retry as it starts, from the calling threads */
    public CallScope(Consumer<RetryWait> retryWaits) {
        this.retryWaits = Objects.requireNonNull(retryWaits);
    }

    public void cancel() {
        cancelled = true;
        inFlight.forEach(Call::cancel);
    }

    public boolean isCancelled() {
        return cancelled;
    }

    void track(Call call) {
        inFlight.add(call);
        if (cancelled) {
            call.cancel();
        }
    }

    void waiting(RetryWait wait) {
        retryWaits.accept(wait);
    }

    void untrack(Call call) {
        inFlight.remove(call);
    }
}
