package com.collimate.inspector.ui.testing;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A background executor for view-model tests that holds its tasks until the test runs them, in order: what a busy
 * pool does with a task not started yet.
 */
public final class HeldTasks extends AbstractExecutorService {
    private final Deque<Runnable> held = new ArrayDeque<>();

    /** Runs the task held longest. */
    public void runNext() {
        held.remove().run();
    }

    /** Runs the tasks held, and those they hold in turn, until none is left. */
    public void runAll() {
        while (!held.isEmpty()) {
            runNext();
        }
    }

    @Override
    public void execute(Runnable task) {
        held.add(task);
    }

    @Override
    public void shutdown() {
    }

    @Override
    public List<Runnable> shutdownNow() {
        return List.of();
    }

    @Override
    public boolean isShutdown() {
        return false;
    }

    @Override
    public boolean isTerminated() {
        return false;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return true;
    }
}
