package com.collimate.inspector.ui.diff;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;

/**
 * When the {@link CompareWarmUp} may run: once a log has loaded, none is loading and the user has left the window
 * alone for a quiet period. It and the JIT compiling its code take both cores of a small machine for a couple of
 * seconds, which would make a filling table or a scrolled one stutter; so a log that starts loading or any input
 * stops a running warm-up, and the next quiet period starts a new one (what the stopped one got compiled stays
 * compiled), until one has ended by itself. Once the user compares, or the app closes, none runs again: a compare
 * warms the code itself. FX thread, except where said.
 */
public final class CompareWarmUpSchedule {
    /** Long enough that reading a table between scrolls does not count as quiet. */
    public static final Duration APP_QUIET = Duration.ofSeconds(3);

    /** Runs {@code action} on the FX thread after {@code nanos}; may throw {@link RejectedExecutionException}. */
    @FunctionalInterface
    public interface Later {
        void run(long nanos, Runnable action);
    }

    private final Supplier<CompareWarmUp> warmUps;
    private final Later later;
    private final long quietNanos;
    private CompareWarmUp current;
    private boolean loaded;
    private boolean stopped;
    private boolean checkPending;
    private long lastActivity = System.nanoTime();

    /** {@code later} runs the checks for quiet. */
    public CompareWarmUpSchedule(Supplier<CompareWarmUp> warmUps, Later later, Duration quiet) {
        this.warmUps = warmUps;
        this.later = later;
        this.quietNanos = quiet.toNanos();
    }

    /** No log is loading any more: a warm-up starts after the quiet period, unless one has run. */
    public void logsLoaded() {
        loaded = true;
        userActive();
    }

    /** A log starts loading: a running warm-up gives way until the logs have loaded. */
    public void logLoading() {
        loaded = false;
        interrupt();
    }

    /** The user clicked, typed or scrolled: a running warm-up gives way, and the quiet period starts again. */
    public void userActive() {
        lastActivity = System.nanoTime();
        interrupt();
        if (loaded) {
            checkAfter(quietNanos);
        }
    }

    /** The user compares, or the app closes: no warm-up from now on. */
    public void stop() {
        stopped = true;
        if (current != null) {
            current.cancel();
        }
    }

    private void interrupt() {
        if (current != null && !current.finished().isDone()) {
            current.cancel();
            current = null;
        }
    }

    private void checkAfter(long nanos) {
        if (checkPending || stopped || current != null) {
            return;
        }
        checkPending = true;
        try {
            later.run(nanos, this::startIfQuiet);
        } catch (RejectedExecutionException closing) {
            checkPending = false;
        }
    }

    private void startIfQuiet() {
        checkPending = false;
        if (!loaded || stopped || current != null) {
            return;
        }
        long quietFor = System.nanoTime() - lastActivity;
        if (quietFor < quietNanos) {
            checkAfter(quietNanos - quietFor);
            return;
        }
        current = warmUps.get();
        current.start();
    }
}
