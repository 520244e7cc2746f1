package com.collimate.inspector.core.api;

import com.collimate.inspector.core.util.ClockText;

import java.time.Duration;

/**
 * A wait before a retry, announced as it starts so that a long one is not silent.
 *
 * @param reason what went wrong, e.g. "rate limited" or "server error (HTTP 503)"
 * @param delay  how long the client waits
 * @param basis  where the wait comes from, e.g. "Retry-After" or "backoff, retry 2 of 4"
 */
public record RetryWait(String reason, Duration delay, String basis) {

    /** "rate limited: waiting 300 s before retrying (Retry-After 3600 s, capped at 300 s)". */
    public String describe() {
        return reason + ": waiting " + seconds(delay) + " s before retrying (" + basis + ")";
    }

    /**
     * "rate limited: retrying in 4:58 (Retry-After 3600 s, capped at 300 s)", {@code left} before the retry (rounded
     * up to a second, as {@link #describe()} rounds the wait): for a view that counts the wait down.
     */
    public String describeLeft(Duration left) {
        return reason + ": retrying in " + ClockText.of(secondsUp(left.isNegative() ? Duration.ZERO : left)) + " ("
                + basis + ")";
    }

    static String seconds(Duration duration) {
        return Long.toString(secondsUp(duration));
    }

    private static long secondsUp(Duration duration) {
        return (duration.toMillis() + 999) / 1000;
    }
}
