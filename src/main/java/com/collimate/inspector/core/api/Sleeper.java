package com.collimate.inspector.core.api;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits between retries. Injectable so tests can record waits instead of sleeping. */
@FunctionalInterface
public interface Sleeper {

    /** Waits {@code duration}, returning early (false) as soon as {@code cancelled} becomes true. */
    boolean sleep(Duration duration, BooleanSupplier cancelled) throws InterruptedException;

    /** Real time, checking for cancellation every 50 ms so a cancel is honoured well within a second. */
    static Sleeper system() {
        return (duration, cancelled) -> {
            long deadline = System.nanoTime() + duration.toNanos();
            long left;
            while ((left = deadline - System.nanoTime()) > 0) {
                if (cancelled.getAsBoolean()) {
                    return false;
                }
                Thread.sleep(Math.max(1, Math.min(50, left / 1_000_000)));
            }
            return !cancelled.getAsBoolean();
        };
    }
}
