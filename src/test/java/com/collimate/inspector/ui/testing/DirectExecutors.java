package com.collimate.inspector.ui.testing;

import com.collimate.inspector.ui.common.UiExecutors;

import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.List;

/** Executors for view-model tests: everything runs at once on the calling thread, except the Follow timer. */
public final class DirectExecutors {
    private DirectExecutors() {
    }

    public static UiExecutors create() {
        return new UiExecutors(Runnable::run, new Direct(), Executors.newSingleThreadScheduledExecutor());
    }

    private static final class Direct extends AbstractExecutorService {
        private volatile boolean shutdown;

        @Override
        public void execute(Runnable command) {
            command.run();
        }

        @Override
        public void shutdown() {
            shutdown = true;
        }

        @Override
        public List<Runnable> shutdownNow() {
            shutdown = true;
            return List.of();
        }

        @Override
        public boolean isShutdown() {
            return shutdown;
        }

        @Override
        public boolean isTerminated() {
            return shutdown;
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) {
            return true;
        }
    }
}
