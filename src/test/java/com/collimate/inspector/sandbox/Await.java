package com.collimate.inspector.sandbox;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/** Bounded condition waits for tests, and lookups of guest processes by a unique argument. */
final class Await {
    private Await() {
    }

    static void until(Duration limit, BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + limit + ": " + what);
            }
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
        }
    }

    /** Live processes whose command line contains {@code marker} (e.g. a unique sleep duration). */
    static List<ProcessHandle> processesWith(String marker) {
        return ProcessHandle.allProcesses()
                .filter(ProcessHandle::isAlive)
                .filter(process -> process.info().commandLine().map(line -> line.contains(marker)).orElse(false))
                .toList();
    }

    /** A sleep duration no other process on the machine uses, to find a guest's sleep by its command line. */
    static String uniqueSleepSeconds() {
        return "9" + (System.nanoTime() % 100000) + "." + (1000 + (long) (Math.random() * 8999));
    }
}
