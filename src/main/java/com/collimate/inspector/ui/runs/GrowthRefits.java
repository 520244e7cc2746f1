package com.collimate.inspector.ui.runs;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * Spaces out the refits of the text columns that a growing count of runs asks for. A refit decodes and measures a
 * sample of up to 1,000 runs on the FX thread, and while a big log loads the count changes about ten times a second
 * (a quarter of the fit's FX time in a profile of a 1 GB load). A count that changes within {@link #INTERVAL} of the
 * last refit is fitted at the first change after the interval, or when the load ends: the final count always is.
 * FX thread.
 */
final class GrowthRefits {
    static final Duration INTERVAL = Duration.ofSeconds(1);

    private final LongSupplier clock;
    private final Runnable refit;
    private boolean refitted;
    private long lastRefit;
    /** A count came within the interval and is not fitted yet. */
    private boolean pending;

    /** @param clock nanoseconds, as {@link System#nanoTime()} */
    GrowthRefits(LongSupplier clock, Runnable refit) {
        this.clock = clock;
        this.refit = refit;
    }

    /** The count of runs changed; {@code moreComing} while the log loads. */
    void countChanged(boolean moreComing) {
        long now = clock.getAsLong();
        if (!moreComing || !refitted || now - lastRefit >= INTERVAL.toNanos()) {
            refit(now);
        } else {
            pending = true;
        }
    }

    /** The load ended: the last count is fitted if it is not yet. */
    void loadEnded() {
        if (pending) {
            refit(clock.getAsLong());
        }
    }

    private void refit(long now) {
        pending = false;
        refitted = true;
        lastRefit = now;
        refit.run();
    }
}
