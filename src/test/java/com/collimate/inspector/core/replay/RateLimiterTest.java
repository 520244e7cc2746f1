package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.Sleeper;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RateLimiterTest {
    private long now = 1_000_000_000L;
    private final List<Duration> waits = new ArrayList<>();
    private final Sleeper advancingSleeper = (duration, cancelled) -> {
        waits.add(duration);
        now += duration.toNanos();
        return !cancelled.getAsBoolean();
    };

    @Test
    void spacesStartsAtTheRate() throws Exception {
        RateLimiter limiter = new RateLimiter(4, advancingSleeper, () -> now);
        for (int i = 0; i < 5; i++) {
            assertThat(limiter.awaitSlot(() -> false)).isTrue();
        }
        assertThat(waits).containsExactly(Duration.ofMillis(250), Duration.ofMillis(250), Duration.ofMillis(250),
                Duration.ofMillis(250));
    }

    @Test
    void idleTimeIsNotSavedUpIntoABurst() throws Exception {
        RateLimiter limiter = new RateLimiter(4, advancingSleeper, () -> now);
        limiter.awaitSlot(() -> false);
        now += Duration.ofSeconds(10).toNanos();
        limiter.awaitSlot(() -> false);
        limiter.awaitSlot(() -> false);
        assertThat(waits).containsExactly(Duration.ofMillis(250));
    }

    @Test
    void noLimitNeverWaitsAndCancelStopsAWait() throws Exception {
        RateLimiter unlimited = new RateLimiter(0, advancingSleeper, () -> now);
        for (int i = 0; i < 100; i++) {
            unlimited.awaitSlot(() -> false);
        }
        assertThat(waits).isEmpty();
        RateLimiter limited = new RateLimiter(1, advancingSleeper, () -> now);
        limited.awaitSlot(() -> true);
        assertThat(limited.awaitSlot(() -> true)).isFalse();
    }
}
