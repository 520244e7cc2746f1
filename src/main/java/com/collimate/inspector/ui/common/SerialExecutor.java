package com.collimate.inspector.ui.common;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * Runs submitted tasks one at a time, in submission order, on a shared delegate executor. A task that throws is
 * handed, stack trace and all, to the running thread's uncaught-exception handler (the app's records it in its
 * diagnostics file and shows a problem), and the tasks after it still run. An {@link Error} goes on up and ends the
 * thread, whose handler reports it; the tasks after it run in a new drain on the delegate.
 */
public final class SerialExecutor implements Executor {
    private final Executor delegate;
    private final Queue<Runnable> tasks = new ArrayDeque<>();
    private boolean running;

    public SerialExecutor(Executor delegate) {
        this.delegate = delegate;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (tasks) {
            tasks.add(task);
            if (running) {
                return;
            }
            running = true;
        }
        delegate.execute(this::drain);
    }

    private void drain() {
        Runnable next;
        while ((next = nextOrIdle()) != null) {
            try {
                next.run();
            } catch (RuntimeException e) {
                Thread thread = Thread.currentThread();
                thread.getUncaughtExceptionHandler().uncaughtException(thread, e);
            } catch (Throwable e) { // an Error: else running stays true and no task ever runs again
                drainElsewhere();
                throw e;
            }
        }
    }

    /** The next task, or null once there is none (the executor then idle: the next task starts a drain). */
    private Runnable nextOrIdle() {
        synchronized (tasks) {
            Runnable next = tasks.poll();
            running = next != null;
            return next;
        }
    }

    /** This drain ends: the tasks queued meanwhile run in a new one, or the next task starts it. */
    private void drainElsewhere() {
        synchronized (tasks) {
            if (tasks.isEmpty()) {
                running = false;
                return;
            }
        }
        try {
            delegate.execute(this::drain);
        } catch (RejectedExecutionException e) { // shut down: nothing runs any more; the Error is what to report
            synchronized (tasks) {
                running = false;
            }
        }
    }
}
