package com.collimate.inspector.core.replay;

/**
 * How a batch runs.
 *
 * @param repeat         replays per run, 1 to {@link #MAX_REPEAT}
 * @param concurrency    requests in flight at most
 * @param ratePerSecond  requests started per second at most; 0 for no limit
 */
public record ReplayOptions(int repeat, int concurrency, double ratePerSecond) {
    public static final int DEFAULT_REPEAT = 1;
    /** Bounds the journal's attempt numbers: each batch reserves {@code repeat} of them per run. */
    public static final int MAX_REPEAT = 1000;
    public static final int DEFAULT_CONCURRENCY = com.collimate.inspector.core.config.Settings.DEFAULT_CONCURRENCY;

    public ReplayOptions {
        if (repeat < 1 || repeat > MAX_REPEAT) {
            throw new IllegalArgumentException("repeat must be between 1 and " + MAX_REPEAT + ", not " + repeat);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be at least 1, not " + concurrency);
        }
        if (ratePerSecond < 0 || Double.isNaN(ratePerSecond) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("rate must be a positive number of requests per second, not "
                    + ratePerSecond);
        }
    }

    public static ReplayOptions defaults() {
        return new ReplayOptions(DEFAULT_REPEAT, DEFAULT_CONCURRENCY, 0);
    }
}
