package com.collimate.inspector.sandbox;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Limits concurrent execs. An exec beyond the limit waits, in a bounded queue and for a bounded time; when the
 * queue is full it is refused at once with 429, when the wait runs out with 503, both with Retry-After.
 */
final class Admission {
    private static final int RETRY_AFTER_SECONDS = 1;

    private final Semaphore slots;
    private final int maxQueued;
    private final Duration maxWait;
    private final AtomicInteger queued = new AtomicInteger();

    Admission(int maxConcurrent, int maxQueued, Duration maxWait) {
        this.slots = new Semaphore(maxConcurrent, true);
        this.maxQueued = maxQueued;
        this.maxWait = maxWait;
    }

    /** A held slot; closing it lets the next exec in. */
    interface Slot extends AutoCloseable {
        @Override
        void close();
    }

    Slot enter() throws HttpProblem, InterruptedException {
        if (slots.tryAcquire()) {
            return slots::release;
        }
        if (queued.incrementAndGet() > maxQueued) {
            queued.decrementAndGet();
            throw HttpProblem.retryLater(429, "too many execs: all slots are busy and the queue is full",
                    RETRY_AFTER_SECONDS);
        }
        try {
            if (!slots.tryAcquire(maxWait.toNanos(), TimeUnit.NANOSECONDS)) {
                throw HttpProblem.retryLater(503, "no exec slot became free within " + maxWait.toSeconds() + " s",
                        RETRY_AFTER_SECONDS);
            }
            return slots::release;
        } finally {
            queued.decrementAndGet();
        }
    }
}
