package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.RetryWait;
import com.collimate.inspector.core.util.Sizes;

import java.time.Duration;
import java.time.Instant;

/**
 * The retries of a batch since its last answer. Waits too short to announce one by one (a server that answers 429
 * with {@code Retry-After: 1} for minutes) are said together once they have gone on for a while: a batch that only
 * retries would otherwise look stuck. Not thread-safe: the engine holds its lock.
 */
final class RetrySpell {
    static final Duration SAID_AFTER = Duration.ofSeconds(10);

    private int retries;
    private Instant since;
    private String reason;

    void retrying(RetryWait wait, Instant now) {
        if (retries == 0) {
            since = now;
        }
        retries++;
        reason = wait.reason();
    }

    void answered() {
        retries = 0;
        since = null;
        reason = null;
    }

    /** "rate limited: retrying (37 retries so far)", or null before the retries have gone on for a while. */
    String notice(Instant now) {
        if (retries == 0 || Duration.between(since, now).compareTo(SAID_AFTER) < 0) {
            return null;
        }
        return reason + ": retrying (" + (retries == 1 ? "1 retry" : Sizes.count(retries) + " retries") + " so far)";
    }
}
