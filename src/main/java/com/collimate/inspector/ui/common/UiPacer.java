package com.collimate.inspector.ui.common;

import java.time.Duration;
import java.util.concurrent.Executor;

/**
 * Makes a background producer (the log indexer) step aside while the FX thread lags, so the two do not compete for
 * the CPU when the screen needs it. Thread priorities do nothing on Linux, and on a busy machine an indexer that
 * never pauses leaves the FX thread a small share of a core: a new tab's first layout then takes seconds.
 *
 * <p>The producer calls {@link #pace()} between small chunks of work. A probe posted to the FX thread measures
 * its lag; while the probe is younger than {@code tolerance} the producer goes on at full speed, once it is older
 * the producer waits until the FX thread has run it (at most {@code maxWait}, so a hung FX thread cannot stop the
 * producer for good).
 */
public final class UiPacer {
    private final Executor fx;
    private final long toleranceNanos;
    private final long maxWaitNanos;
    private final Object lock = new Object();
    private boolean probeOutstanding;
    private long probeSentAt;
    private long waitedNanos;

    public UiPacer(Executor fx, Duration tolerance, Duration maxWait) {
        this.fx = fx;
        this.toleranceNanos = tolerance.toNanos();
        this.maxWaitNanos = maxWait.toNanos();
    }

    /** Returns at once while the FX thread keeps up; otherwise waits for it. Producer thread. */
    public void pace() {
        synchronized (lock) {
            if (probeOutstanding && !awaitProbe()) {
                return;
            }
            probeOutstanding = true;
            probeSentAt = System.nanoTime();
        }
        fx.execute(this::probeRan);
    }

    /** Total time {@link #pace()} has waited for the FX thread. */
    public Duration waited() {
        synchronized (lock) {
            return Duration.ofNanos(waitedNanos);
        }
    }

    /** True once the outstanding probe has run; false while it is young or after waiting the longest allowed. */
    private boolean awaitProbe() {
        long start = System.nanoTime();
        if (start - probeSentAt < toleranceNanos) {
            return false;
        }
        long deadline = start + maxWaitNanos;
        try {
            while (probeOutstanding) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                lock.wait(Math.max(1, left / 1_000_000));
            }
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            waitedNanos += System.nanoTime() - start;
        }
    }

    private void probeRan() {
        synchronized (lock) {
            probeOutstanding = false;
            lock.notifyAll();
        }
    }
}
