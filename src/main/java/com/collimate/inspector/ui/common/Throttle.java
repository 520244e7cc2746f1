package com.collimate.inspector.ui.common;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Spaces out repeated work: a task submitted sooner than {@code interval} after the previous one is delayed until
 * the interval has passed. Callers coalesce (at most one task pending), so a flood of loading callbacks becomes
 * a few updates per second instead of one FX event each. {@link #NONE} runs everything at once (unit tests).
 */
public final class Throttle {
    public static final Throttle NONE = new Throttle(null, Duration.ZERO);

    private final ScheduledExecutorService timer;
    private final long intervalNanos;
    private final AtomicLong lastRun = new AtomicLong(System.nanoTime() - Long.MAX_VALUE / 4);

    public Throttle(ScheduledExecutorService timer, Duration interval) {
        this.timer = timer;
        this.intervalNanos = interval.toNanos();
    }

    public void submit(Executor executor, Runnable task) {
        long wait = lastRun.get() + intervalNanos - System.nanoTime();
        if (timer == null || wait <= 0) {
            lastRun.set(System.nanoTime());
            executor.execute(task);
            return;
        }
        try {
            timer.schedule(() -> {
                lastRun.set(System.nanoTime());
                executor.execute(task);
            }, wait, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            executor.execute(task);
        }
    }
}
