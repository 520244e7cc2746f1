package com.collimate.inspector.bench;

import javafx.application.Platform;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** What the GUI benchmarks share: running on the FX thread and waiting for a condition from the bench thread. */
final class FxBench {
    private FxBench() {
    }

    /** Runs {@code action} on the FX thread and waits for it (at most 60 s). */
    static void onFx(Runnable action) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                action.run();
            } finally {
                done.countDown();
            }
        });
        if (!done.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("FX thread did not answer within 60 s");
        }
    }

    /** A condition polled from the bench thread (5 ms apart) until it holds. */
    interface Check {
        boolean get() throws Exception;
    }

    static void await(Check condition, int seconds) throws Exception {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (!condition.get()) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("condition not met within " + seconds + " s");
            }
            TimeUnit.MILLISECONDS.sleep(5);
        }
    }
}
