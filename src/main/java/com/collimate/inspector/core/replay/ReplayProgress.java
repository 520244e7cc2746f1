package com.collimate.inspector.core.replay;

/**
 * A snapshot of a running batch, counted in replays (runs × repeat); its counts are taken together, so they
 * agree with each other.
 *
 * @param done          replays finished: answered, failed or skipped (cancelled ones are not)
 * @param failures      finished replays that got no answer (never more than {@code done})
 * @param cancelled     replays cut off by a cancel or a stop while in flight
 * @param ratePerSecond replays finished per second since the batch started
 * @param notice        what the batch waits for now, e.g. "rate limited: waiting 300 s before retrying
 *                      (Retry-After)", or null
 */
public record ReplayProgress(int done, int total, int inFlight, int failures, int cancelled, double ratePerSecond,
                             String notice) {

    /** A snapshot without cancels or notice. */
    public ReplayProgress(int done, int total, int inFlight, int failures, double ratePerSecond) {
        this(done, total, inFlight, failures, 0, ratePerSecond, null);
    }

    /** Replays that reached an end, finished or cancelled: what a progress bar fills with. */
    public int settled() {
        return done + cancelled;
    }
}
