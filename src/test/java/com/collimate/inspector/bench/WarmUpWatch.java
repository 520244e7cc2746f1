package com.collimate.inspector.bench;

import com.collimate.inspector.ui.diff.CompareWarmUp;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * When the app's compare warm-up threads ran (JVM uptime at which each was first and last seen, and its CPU), polled
 * every {@value #POLL_MILLIS} ms on a daemon thread: a bench prints it before it presses Compare.
 */
final class WarmUpWatch {
    private static final long POLL_MILLIS = 20;

    private final List<Seen> seen = new ArrayList<>();

    private static final class Seen {
        final Thread thread;
        final double firstSeconds;
        double lastSeconds;
        long cpuNanos;

        Seen(Thread thread, double firstSeconds) {
            this.thread = thread;
            this.firstSeconds = firstSeconds;
        }
    }

    static WarmUpWatch start() {
        WarmUpWatch watch = new WarmUpWatch();
        Thread poller = new Thread(watch::poll, "warm-up-watch");
        poller.setDaemon(true);
        poller.start();
        return watch;
    }

    private void poll() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] all = new Thread[256];
        while (true) {
            int count = root.enumerate(all);
            double now = ManagementFactory.getRuntimeMXBean().getUptime() / 1e3;
            synchronized (seen) {
                for (int i = 0; i < count; i++) {
                    if (all[i].getName().equals(CompareWarmUp.THREAD_NAME)) {
                        Thread thread = all[i];
                        Seen entry = seen.stream().filter(s -> s.thread == thread).findFirst().orElse(null);
                        if (entry == null) {
                            entry = new Seen(thread, now);
                            seen.add(entry);
                        }
                        entry.lastSeconds = now;
                        long cpu = threads.getThreadCpuTime(thread.getId());
                        entry.cpuNanos = cpu > 0 ? cpu : entry.cpuNanos;
                    }
                }
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Whether a warm-up thread has been seen (it may have ended since: at start-up one runs while the log loads). */
    boolean anySeen() {
        synchronized (seen) {
            return !seen.isEmpty();
        }
    }

    /** One line: each warm-up thread seen so far, with JVM uptimes. */
    String report() {
        synchronized (seen) {
            if (seen.isEmpty()) {
                return "compare warm-up: none ran before the press";
            }
            return seen.stream().map(s -> String.format(Locale.ROOT, "%.2f–%.2f s%s (CPU %,d ms)", s.firstSeconds,
                            s.lastSeconds, s.thread.isAlive() ? " still running" : "", s.cpuNanos / 1_000_000))
                    .collect(Collectors.joining(", ", "compare warm-up threads (JVM uptime): ", ""));
        }
    }
}
