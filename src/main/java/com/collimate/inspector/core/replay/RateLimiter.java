package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.Sleeper;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/** Spaces request starts evenly at a maximum rate. */
final class RateLimiter {
    private final long intervalNanos;
    private final Sleeper sleeper;
    private final LongSupplier nanoTime;
    private long nextStart = Long.MIN_VALUE;

    RateLimiter(double perSecond, Sleeper sleeper, LongSupplier nanoTime) {
        this.intervalNanos = perSecond <= 0 ? 0 : Math.max(1, Math.round(1e9 / perSecond));
        this.sleeper = sleeper;
        this.nanoTime = nanoTime;
    }

    /** Waits for the next start slot; false when cancelled meanwhile. Safe to call from many threads. */
    boolean awaitSlot(BooleanSupplier cancelled) throws InterruptedException {
        if (intervalNanos == 0) {
            return true;
        }
        long wait = reserve();
        return wait <= 0 || sleeper.sleep(Duration.ofNanos(wait), cancelled);
    }

    /** Books the next free slot and returns how long until it starts. */
    private synchronized long reserve() {
        long now = nanoTime.getAsLong();
        long start = nextStart == Long.MIN_VALUE ? now : Math.max(now, nextStart);
        nextStart = start + intervalNanos;
        return start - now;
    }
}
