package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.RetryWait;

import java.time.Duration;
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
 * @param countdown     when the notice is a wait before a retry: that wait and how much of it is left when the
 *                      snapshot was taken (the engine takes several a second meanwhile), so a view
 *                      shows it counting down; null otherwise
 */
public record ReplayProgress(int done, int total, int inFlight, int failures, int cancelled, double ratePerSecond,
                             String notice, Countdown countdown) {

    /** A snapshot without cancels or notice. */
    public ReplayProgress(int done, int total, int inFlight, int failures, double ratePerSecond) {
        this(done, total, inFlight, failures, 0, ratePerSecond, null);
    }

    /** A snapshot whose notice, if any, is no wait to count down. */
    public ReplayProgress(int done, int total, int inFlight, int failures, int cancelled, double ratePerSecond,
                          String notice) {
        this(done, total, inFlight, failures, cancelled, ratePerSecond, notice, null);
    }

    /** A wait before a retry, {@code left} of it to go. */
    public record Countdown(RetryWait retryWait, Duration left) {
        /** "rate limited: retrying in 4:58 (Retry-After)". */
        public String describe() {
            return retryWait.describeLeft(left);
        }
    }

    /** The notice as a view shows it: a wait before a retry as the time left of it. */
    public String shownNotice() {
        return countdown != null ? countdown.describe() : notice;
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
