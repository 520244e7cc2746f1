package com.collimate.inspector.ui.common;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/**
 * The threads view models work with: {@code fx} runs on the FX application thread (a direct executor in unit
 * tests), {@code background} does file reading and rendering, {@code timer} drives Follow mode.
 */
public record UiExecutors(Executor fx, ExecutorService background, ScheduledExecutorService timer) {

    public static UiExecutors forApp(Executor fx) {
        return new UiExecutors(fx, Executors.newCachedThreadPool(daemon("inspector-worker")),
                Executors.newSingleThreadScheduledExecutor(daemon("inspector-follow")));
    }

    public void shutdown() {
        background.shutdownNow();
        timer.shutdownNow();
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
