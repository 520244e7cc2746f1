package com.collimate.inspector.core.api;

import okhttp3.Call;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The in-flight calls of one batch. {@link #cancel()} cancels every call in flight and every call started later,
 * so a cancel reaches requests blocked in a socket read immediately.
 */
public final class CallScope {
    private final Set<Call> inFlight = ConcurrentHashMap.newKeySet();
    private volatile boolean cancelled;

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

    void untrack(Call call) {
        inFlight.remove(call);
    }
}
