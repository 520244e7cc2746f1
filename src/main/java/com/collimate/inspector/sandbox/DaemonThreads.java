package com.collimate.inspector.sandbox;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Names the sandbox's threads and keeps them from holding the JVM open. */
final class DaemonThreads implements ThreadFactory {
    private final String prefix;
    private final AtomicInteger count = new AtomicInteger();

    DaemonThreads(String prefix) {
        this.prefix = prefix;
    }

    @Override
    public Thread newThread(Runnable task) {
        Thread thread = new Thread(task, prefix + "-" + count.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    }
}
