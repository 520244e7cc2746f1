package com.collimate.inspector.sandbox;

import java.time.Duration;

/** Counts the requests being handled, so a shutdown can wait for them to be answered. */
final class InFlight {
    private int count;

    synchronized void enter() {
        count++;
    }

    synchronized void exit() {
        count--;
        if (count == 0) {
            notifyAll();
        }
    }

    /** Waits until no request is being handled, or {@code limit} passed; true when none is. */
    synchronized boolean awaitNone(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        for (long left = limit.toNanos(); count > 0 && left > 0; left = deadline - System.nanoTime()) {
            wait(Math.max(1, left / 1_000_000));
        }
        return count == 0;
    }
}
