package com.collimate.inspector.core.api;

import java.time.Duration;
import java.util.Locale;

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
        long seconds = Long.parseLong(seconds(left.isNegative() ? Duration.ZERO : left));
        String clock = seconds >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
        return reason + ": retrying in " + clock + " (" + basis + ")";
    }

    static String seconds(Duration duration) {
        return Long.toString((duration.toMillis() + 999) / 1000);
    }
}
