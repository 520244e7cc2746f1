package com.collimate.inspector.core.api;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;

/** A sleeper that records the waits asked for and returns at once. */
public final class RecordingSleeper implements Sleeper {
    private final List<Duration> waits = new CopyOnWriteArrayList<>();

    @Override
    public boolean sleep(Duration duration, BooleanSupplier cancelled) {
        waits.add(duration);
        return !cancelled.getAsBoolean();
    }

    public List<Duration> waits() {
        return List.copyOf(waits);
    }
}
