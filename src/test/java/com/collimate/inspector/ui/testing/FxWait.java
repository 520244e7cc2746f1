package com.collimate.inspector.ui.testing;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import org.testfx.util.WaitForAsyncUtils;

/** Waits in TestFX tests for a condition on the scene or on view models, and reads the scene, on the FX thread. */
public final class FxWait {
    private static final long SECONDS = 30;

    private FxWait() {
    }

    /**
     * Waits until {@code condition} holds, asking it on the FX thread: a lookup from the test's thread walked a scene
     * graph the FX thread was changing and failed inside JavaFX (an IndexOutOfBoundsException, under load). Then lets
     * the FX events already queued run.
     */
    public static void waitUntil(Callable<Boolean> condition) throws Exception {
        waitUntil(SECONDS, condition);
    }

    /** What {@code read} returns, asked on the FX thread: for looking up or reading nodes the FX thread may change. */
    public static <T> T onFx(Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(SECONDS, TimeUnit.SECONDS);
    }

    /** {@link #waitUntil(Callable)} for work that can take longer than the usual 30 seconds. */
    public static void waitUntil(long seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Waits until {@code pulses} more pulses have run. */
    public static void waitForPulses(int pulses) throws Exception {
        AtomicInteger seen = new AtomicInteger();
        AnimationTimer counter = new AnimationTimer() {
            @Override
            public void handle(long now) {
                seen.incrementAndGet();
            }
        };
        Platform.runLater(counter::start);
        waitUntil(10, () -> seen.get() >= pulses);
        Platform.runLater(counter::stop);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
