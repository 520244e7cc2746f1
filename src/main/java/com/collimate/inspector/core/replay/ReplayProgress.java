package com.collimate.inspector.core.replay;

import java.util.Locale;

/**
 * A snapshot of a running batch, counted in replays (runs × repeat); its counts are taken together, so they
 * agree with each other.
 *
 * @param done          replays finished: answered, failed or skipped (cancelled ones are not)
 * @param failures      finished replays that got no answer (never more than {@code done})
 * @param cancelled     replays cut off by a cancel or a stop while in flight
 * @param ratePerSecond requests answered or failed per second since the batch started (runs skipped without a
 *                      request do not count: they take no time and would promise a rate no request reaches)
 * @param notice        what the batch waits for now, e.g. "rate limited: waiting 300 s before retrying
 *                      (Retry-After)", or null
 */
public record ReplayProgress(int done, int total, int inFlight, int failures, int cancelled, double ratePerSecond,
                             String notice) {

    /** A snapshot without cancels or notice. */
    public ReplayProgress(int done, int total, int inFlight, int failures, double ratePerSecond) {
        this(done, total, inFlight, failures, 0, ratePerSecond, null);
    }

    /** "3.2/s", or "1.5/min" below one a second (where "0.0/s" would say nothing). */
    public String rateText() {
        return ratePerSecond >= 1 || ratePerSecond == 0 ? String.format(Locale.ROOT, "%.1f/s", ratePerSecond)
                : String.format(Locale.ROOT, "%.1f/min", ratePerSecond * 60);
    }

    /** Replays that reached an end, finished or cancelled: what a progress bar fills with. */
    public int settled() {
        return done + cancelled;
    }
}
