package com.collimate.inspector.core.util;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * Runs two independent pieces of work (typically the left and the right side), on two threads when there is
 * enough of it to pay for the hop: the second on the common pool, the first on the calling thread. What either
 * throws (a cancellation included) reaches the caller unwrapped.
 */
public final class TwoTasks {
    /** From this many lines of work (both tasks together) the tasks run in parallel. */
    public static final int PARALLEL_LINES = 16_384;

    private TwoTasks() {
    }

    public record Results<T>(T first, T second) {
    }

    public static <T> Results<T> run(boolean parallel, Supplier<T> first, Supplier<T> second) {
        if (!parallel) {
            return new Results<>(first.get(), second.get());
        }
        CompletableFuture<T> secondResult = CompletableFuture.supplyAsync(second);
        T firstResult = first.get();
        try {
            return new Results<>(firstResult, secondResult.join());
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            if (e.getCause() instanceof Error cause) {
                throw cause;
            }
            throw e;
        }
    }
}
