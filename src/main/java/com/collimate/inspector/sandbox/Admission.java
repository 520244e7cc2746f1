package com.collimate.inspector.sandbox;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * Limits concurrent execs. An exec beyond the limit waits, in a bounded queue and for a bounded time; when the
 * queue is full it is refused at once with 429, when the wait runs out with 503, both with a Retry-After of about
 * the time the execs waiting now take to get a slot (from how long recent execs held theirs), so that a crowd of
 * clients comes back when there is room rather than every second.
 */
final class Admission {
    static final int MAX_RETRY_AFTER_SECONDS = 60;
    /** Weight of the newest exec in the running average of slot hold times. */
    private static final double AVERAGE_WEIGHT = 0.2;

    private final Semaphore slots;
    private final int maxConcurrent;
    private final int maxQueued;
    private final Duration maxWait;
    private final LongSupplier nanoTime;
    private final AtomicInteger queued = new AtomicInteger();
    private double averageHoldNanos = -1;

    Admission(int maxConcurrent, int maxQueued, Duration maxWait) {
        this(maxConcurrent, maxQueued, maxWait, System::nanoTime);
    }

    Admission(int maxConcurrent, int maxQueued, Duration maxWait, LongSupplier nanoTime) {
        this.slots = new Semaphore(maxConcurrent, true);
        this.maxConcurrent = maxConcurrent;
        this.maxQueued = maxQueued;
        this.maxWait = maxWait;
        this.nanoTime = nanoTime;
    }

    /** A held slot; closing it lets the next exec in. */
    interface Slot extends AutoCloseable {
        @Override
        void close();
    }

    Slot enter() throws HttpProblem, InterruptedException {
        if (slots.tryAcquire()) {
            return held();
        }
        if (queued.incrementAndGet() > maxQueued) {
            queued.decrementAndGet();
            throw HttpProblem.retryLater(429, "too many execs: all slots are busy and the queue is full",
                    retryAfterSeconds());
        }
        try {
            if (!slots.tryAcquire(maxWait.toNanos(), TimeUnit.NANOSECONDS)) {
                throw HttpProblem.retryLater(503, "no exec slot became free within " + maxWait.toSeconds() + " s",
                        retryAfterSeconds());
            }
            return held();
        } finally {
            queued.decrementAndGet();
        }
    }

    /** Execs waiting for a slot now. */
    int queued() {
        return queued.get();
    }

    private Slot held() {
        long since = nanoTime.getAsLong();
        return () -> {
            record(nanoTime.getAsLong() - since);
            slots.release();
        };
    }

    private synchronized void record(long heldNanos) {
        averageHoldNanos = averageHoldNanos < 0 ? heldNanos
                : averageHoldNanos + AVERAGE_WEIGHT * (heldNanos - averageHoldNanos);
    }

    /** Seconds until the execs queued now (and this one) have had their slots: 1 before any exec finished. */
    private int retryAfterSeconds() {
        double hold;
        synchronized (this) {
            hold = averageHoldNanos;
        }
        double drain = hold < 0 ? 1 : (queued.get() + 1.0) / maxConcurrent * hold / 1e9;
        return (int) Math.max(1, Math.min(MAX_RETRY_AFTER_SECONDS, Math.ceil(drain)));
    }
}
