package com.collimate.inspector.ui.diff;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * When the {@link CompareWarmUp} may run: once a log has loaded, none is loading and the user has left the window
 * alone for a short quiet period. It and the JIT compiling its code take both cores of a small machine, which would
 * make a filling table or a scrolled one stutter; so a log that starts loading or any input pauses it between (or
 * inside) its rounds, and the next quiet period lets it go on, until it has ended by itself. Once the user compares,
 * or the app closes, it is cancelled for good: a compare warms the code itself. FX thread, except where said.
 */
public final class CompareWarmUpSchedule {
    /** Short, so a user who compares within seconds of a load finds some of the code compiled; input pauses it. */
    public static final Duration APP_QUIET = Duration.ofMillis(500);

    /** Runs {@code action} on the FX thread after {@code nanos}; may throw {@link RejectedExecutionException}. */
    @FunctionalInterface
    public interface Later {
        void run(long nanos, Runnable action);
    }

    private final Supplier<CompareWarmUp> warmUps;
    private final Later later;
    private final long quietNanos;
    private final LongSupplier nanoClock;
    private CompareWarmUp current;
    private boolean loaded;
    private boolean stopped;
    private boolean checkPending;
    private long lastActivity;

    /** {@code later} runs the checks for quiet, which read the time from {@code nanoClock} (like System::nanoTime). */
    public CompareWarmUpSchedule(Supplier<CompareWarmUp> warmUps, Later later, Duration quiet, LongSupplier nanoClock) {
        this.warmUps = warmUps;
        this.later = later;
        this.quietNanos = quiet.toNanos();
        this.nanoClock = nanoClock;
        this.lastActivity = nanoClock.getAsLong();
    }

    /** No log is loading any more: the warm-up starts, or goes on, after the quiet period, unless it has ended. */
    public void logsLoaded() {
        loaded = true;
        userActive();
    }

    /** A log starts loading: a running warm-up pauses until the logs have loaded. */
    public void logLoading() {
        loaded = false;
        pause();
    }

    /** The user clicked, typed or scrolled: a running warm-up pauses, and the quiet period starts again. */
    public void userActive() {
        lastActivity = nanoClock.getAsLong();
        pause();
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

    private void pause() {
        if (current != null) {
            current.pause();
        }
    }

    private boolean ended() {
        return stopped || current != null && current.finished().isDone();
    }

    private void checkAfter(long nanos) {
        if (checkPending || ended()) {
            return;
        }
        checkPending = true;
        try {
            later.run(nanos, this::goOnIfQuiet);
        } catch (RejectedExecutionException closing) {
            checkPending = false;
        }
    }

    private void goOnIfQuiet() {
        checkPending = false;
        if (!loaded || ended()) {
            return;
        }
        long quietFor = nanoClock.getAsLong() - lastActivity;
        if (quietFor < quietNanos) {
            checkAfter(quietNanos - quietFor);
        } else if (current == null) {
            current = warmUps.get();
            current.start();
        } else {
            current.resume();
        }
    }
}
