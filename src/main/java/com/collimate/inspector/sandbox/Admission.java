package com.collimate.inspector.sandbox;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * Limits concurrent execs. An exec beyond the limit waits, in a bounded queue and for a bounded time; when the
 * queue is full it is refused at once with 429, when the wait runs out with 503, both with a Retry-After of about
 * the time the execs waiting now take to get a slot (from how long recent execs that ran their course held theirs),
 * so that a crowd of clients comes back when there is room rather than every second.
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
        /**
         * Counts this hold in the average Retry-After comes from: for an exec that ran its course, not one refused,
         * failed or stopped by its client, whose short holds say nothing of how long the queue takes.
         */
        void ranItsCourse();

        @Override
        void close();
    }

    Slot enter() throws HttpProblem, InterruptedException {
        if (slots.tryAcquire()) {
            return new HeldSlot();
        }
        if (queued.incrementAndGet() > maxQueued) {
            queued.decrementAndGet();
            throw HttpProblem.retryLater(429, "too many execs: all slots are busy and the queue is full",
                    retryAfterSeconds());
        }
        boolean admitted;
        try {
            admitted = slots.tryAcquire(maxWait.toNanos(), TimeUnit.NANOSECONDS);
        } finally {
            queued.decrementAndGet();
        }
        if (!admitted) {
            throw HttpProblem.retryLater(503, "no exec slot became free within " + maxWait.toSeconds() + " s",
                    retryAfterSeconds());
        }
        return new HeldSlot();
    }

    private final class HeldSlot implements Slot {
        private final long since = nanoTime.getAsLong();
        private boolean counted;

        @Override
        public void ranItsCourse() {
            counted = true;
        }

        @Override
        public void close() {
            if (counted) {
                record(nanoTime.getAsLong() - since);
            }
            slots.release();
        }
    }

    private synchronized void record(long heldNanos) {
        averageHoldNanos = averageHoldNanos < 0 ? heldNanos
                : averageHoldNanos + AVERAGE_WEIGHT * (heldNanos - averageHoldNanos);
    }

    /**
     * Seconds until the execs queued now and the one refused (no longer counted among them) have had their slots:
     * 1 before any exec ran its course.
     */
    private int retryAfterSeconds() {
        double hold;
        synchronized (this) {
            hold = averageHoldNanos;
        }
        double drain = hold < 0 ? 1 : (queued.get() + 1.0) / maxConcurrent * hold / 1e9;
        return (int) Math.max(1, Math.min(MAX_RETRY_AFTER_SECONDS, Math.ceil(drain)));
    }
}
