package com.collimate.inspector.ui.testing;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.testfx.util.WaitForAsyncUtils;

/** Waits in TestFX tests for a condition on the scene or on view models. */
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

    /** {@link #waitUntil(Callable)} for work that can take longer than the usual 30 seconds. */
    public static void waitUntil(long seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
