package com.collimate.inspector.core.api;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * Exponential backoff with jitter: retry {@code n} waits a random time between half and all of
 * {@code min(max, base * 2^(n-1))}, so a crowd of clients does not retry in lockstep.
 */
public record Backoff(Duration base, Duration max, DoubleSupplier random) {

    public static Backoff standard() {
        return new Backoff(Duration.ofMillis(500), Duration.ofSeconds(30), () -> ThreadLocalRandom.current().nextDouble());
    }

    public Duration delay(int retry) {
        long ceiling = max.toMillis();
        long exponential = base.toMillis() << Math.min(retry - 1, 30);
        long full = exponential <= 0 ? ceiling : Math.min(ceiling, exponential);
        return Duration.ofMillis(full / 2 + Math.round(random.getAsDouble() * (full - full / 2)));
    }
}
