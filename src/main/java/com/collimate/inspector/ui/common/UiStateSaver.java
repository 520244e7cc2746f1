package com.collimate.inspector.ui.common;

import com.collimate.inspector.core.api.ErrorText;

import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Keeps {@code ui-state.json} current while the app runs, so a session that ends without a normal close (SIGTERM at
 * logout) keeps its recent files and layout: a change that matters at once (a file joined Open Recent) is written at
 * once, layout changes (window, split, columns) once they have settled for {@code delay}; every write happens off
 * the FX thread, one at a time, through an atomic replace, and only when the state differs from the one written
 * last. A JVM shutdown hook ({@link #saveOnShutdown()}) writes what is still pending. No JavaFX.
 */
public final class UiStateSaver implements AutoCloseable {
    /** How a state reaches the disk ({@link UiStateStore#save}). */
    @FunctionalInterface
    public interface Writer {
        void write(UiState state) throws IOException;
    }

    private final Writer writer;
    private final Executor background;
    private final ScheduledExecutorService timer;
    private final Duration delay;
    private final Consumer<String> onFailure;

    private final AtomicReference<UiState> latest = new AtomicReference<>();
    private final Object writeLock = new Object();
    private UiState written;
    private boolean failureReported;
    private ScheduledFuture<?> pending;
    private Thread shutdownHook;
    private boolean closed;

    /**
     * @param background where writes happen
     * @param timer      waits out the {@code delay} of a debounced save
     * @param onFailure  told (once until a write succeeds again) why the state could not be written; any thread
     */
    public UiStateSaver(Writer writer, Executor background, ScheduledExecutorService timer, Duration delay,
                        Consumer<String> onFailure) {
        this.writer = writer;
        this.background = background;
        this.timer = timer;
        this.delay = delay;
        this.onFailure = onFailure;
    }

    /** The state as it was read at start: written only once it changes. */
    public void startedWith(UiState state) {
        synchronized (writeLock) {
            written = state;
        }
        latest.set(state);
    }

    /** Writes {@code state} once no other change came for the delay (layout changes). */
    public synchronized void saveSoon(UiState state) {
        latest.set(Objects.requireNonNull(state));
        if (closed) {
            return; // the last state was written on close; a window hidden after it moves nothing worth a write
        }
        if (pending != null) {
            pending.cancel(false);
        }
        try {
            pending = timer.schedule(this::writeInBackground, delay.toNanos(), TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            pending = null; // shutting down: the shutdown hook or the close writes it
        }
    }

    /** Writes {@code state} in the background now (recent files). */
    public synchronized void saveNow(UiState state) {
        latest.set(Objects.requireNonNull(state));
        if (closed) {
            return;
        }
        if (pending != null) {
            pending.cancel(false);
            pending = null;
        }
        writeInBackground();
    }

    private void writeInBackground() {
        try {
            background.execute(this::writeLatest);
        } catch (RejectedExecutionException e) {
            // shutting down: the shutdown hook or the close writes it
        }
    }

    /** Writes {@code state} on the calling thread (closing); see {@link #flush()}. */
    public boolean saveHere(UiState state) {
        latest.set(Objects.requireNonNull(state));
        return flush();
    }

    /**
     * Writes the latest state on the calling thread unless it is already on disk (the close, the shutdown hook).
     * @return whether the latest state is on disk
     */
    public boolean flush() {
        synchronized (this) {
            if (pending != null) {
                pending.cancel(false);
                pending = null;
            }
        }
        return writeLatest();
    }

    private boolean writeLatest() {
        synchronized (writeLock) {
            UiState state = latest.get();
            if (state == null || state.equals(written)) {
                return true;
            }
            try {
                writer.write(state);
                written = state;
                failureReported = false;
                return true;
            } catch (IOException | RuntimeException e) {
                if (!failureReported) {
                    failureReported = true;
                    onFailure.accept(ErrorText.oneLine(e));
                }
                return false;
            }
        }
    }

    /** Also writes the pending state when the JVM shuts down (SIGTERM at logout), until {@link #close()}. */
    public synchronized void saveOnShutdown() {
        if (shutdownHook == null) {
            shutdownHook = new Thread(this::flush, "ui-state-save");
            Runtime.getRuntime().addShutdownHook(shutdownHook);
        }
    }

    /** Writes what is pending and stops: no later change is written, nor watched for at the JVM's shutdown. */
    @Override
    public void close() {
        synchronized (this) {
            closed = true;
        }
        flush();
        Thread hook;
        synchronized (this) {
            hook = shutdownHook;
            shutdownHook = null;
        }
        if (hook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is shutting down: the hook runs (or ran) anyway
            }
        }
    }
}
