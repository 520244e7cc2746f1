package com.collimate.inspector.cli;

import com.collimate.inspector.core.util.Cancellation;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The shutdown hook of {@code check}: Ctrl+C or SIGTERM cancels the check, and the JVM waits until the check has
 * stopped (the replays in flight cancelled, the sandbox stopped, the summary printed, the report written), at most
 * {@code grace} (then {@code sayNotStopped} may wait as long again for a summary being printed: {@link CheckStdout}):
 * a sandbox or endpoint that does not stop must not leave the user waiting, as a second Ctrl+C does nothing once the
 * JVM is shutting down. Every answered replay is already in the journal (written through as it
 * arrives); what a check still stopping after the grace may lose is its summary and report, which is then said.
 */
final class CancelOnShutdown implements Runnable {
    private final Cancellation cancellation;
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final Duration grace;
    private final Consumer<String> sayNotStopped;

    /** @param sayNotStopped told that the check did not stop, when the grace ran out; the JVM halts once it returns */
    CancelOnShutdown(Cancellation cancellation, Duration grace, Consumer<String> sayNotStopped) {
        this.cancellation = cancellation;
        this.grace = grace;
        this.sayNotStopped = sayNotStopped;
    }

    /**
     * Runs {@code command} with a shutdown hook (a thread named {@code hookName}) that cancels it, removed once the
     * command returns.
     */
    static <T> T around(String hookName, Cancellation cancellation, Duration grace, Consumer<String> sayNotStopped,
                        Callable<T> command) throws Exception {
        CancelOnShutdown onShutdown = new CancelOnShutdown(cancellation, grace, sayNotStopped);
        Thread hook = new Thread(onShutdown, hookName);
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return command.call();
        } finally {
            onShutdown.stopped();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running and has just been released
            }
        }
    }

    /** The check has stopped: a shutdown waits no longer. */
    void stopped() {
        stopped.countDown();
    }

    @Override
    public void run() {
        cancellation.cancel();
        try {
            if (!stopped.await(grace.toNanos(), TimeUnit.NANOSECONDS)) {
                sayNotStopped.accept("did not stop within " + grace.toSeconds() + " s of the interrupt");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
