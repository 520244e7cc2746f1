package com.collimate.inspector.core.api;

import okhttp3.Call;

import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The in-flight calls of one batch. {@link #cancel()} cancels every call in flight and every call started later,
 * so a cancel reaches requests blocked in a socket read immediately, and waits between retries end at once.
 * Each wait before a retry is announced to the scope's listeners as it starts and when it is over.
 */
public final class CallScope {
    private final Set<Call> inFlight = ConcurrentHashMap.newKeySet();
    private final Consumer<RetryWait> retryWaits;
    private final Consumer<RetryWait> retryWaitsOver;
    private volatile boolean cancelled;

    public CallScope() {
        this(wait -> { });
    }

    /** @param retryWaits told of every wait before a retry as it starts, from the calling threads */
    public CallScope(Consumer<RetryWait> retryWaits) {
        this(retryWaits, wait -> { });
    }

    /**
     * @param retryWaits     told of every wait before a retry as it starts, from the calling threads
     * @param retryWaitsOver told of the same wait when it is over (elapsed or cut short by a cancel)
     */
    public CallScope(Consumer<RetryWait> retryWaits, Consumer<RetryWait> retryWaitsOver) {
        this.retryWaits = Objects.requireNonNull(retryWaits);
        this.retryWaitsOver = Objects.requireNonNull(retryWaitsOver);
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

    void waited(RetryWait wait) {
        retryWaitsOver.accept(wait);
    }

    void untrack(Call call) {
        inFlight.remove(call);
    }
}
