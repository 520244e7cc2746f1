package com.collimate.inspector.bench;

import javafx.scene.Scene;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Where an FX frame's wall time went besides the FX thread's CPU, read on the FX thread once a frame: the CPU of the
 * pulses' CSS and layout (between a scene's pre- and post-layout pulse listeners), the time the FX thread was
 * runnable but waited for a core (its run-queue delay, {@code /proc/thread-self/schedstat}; Linux), and the JVM's
 * garbage collection and JIT compile time in the meantime. What is left of the gap the FX thread slept: waiting for
 * the renderer or for the next pulse.
 */
final class FrameCosts {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final Path SCHEDSTAT = Path.of("/proc/thread-self/schedstat");

    private long layoutCpu;
    private long layoutStart;
    private Snapshot last;

    /** Times the CSS and layout of {@code scene}'s pulses from now on. FX thread. */
    void watch(Scene scene) {
        scene.addPreLayoutPulseListener(() -> layoutStart = THREADS.getCurrentThreadCpuTime());
        scene.addPostLayoutPulseListener(() -> layoutCpu += THREADS.getCurrentThreadCpuTime() - layoutStart);
    }

    /** Takes this frame's figures and says what the frame since the last call cost. FX thread. */
    String frame() {
        Snapshot now = new Snapshot(layoutCpu, runQueueNanos(), gcMillis(),
                ManagementFactory.getCompilationMXBean().getTotalCompilationTime());
        Snapshot before = last == null ? now : last;
        last = now;
        return String.format(Locale.ROOT, "CSS+layout %.0f ms, FX waiting for a core %.0f ms, GC %d ms, "
                + "JIT compile time of all compiler threads %d ms",
                (now.layoutCpu - before.layoutCpu) / 1e6, (now.runQueue - before.runQueue) / 1e6,
                now.gcMillis - before.gcMillis, now.jitMillis - before.jitMillis);
    }

    private record Snapshot(long layoutCpu, long runQueue, long gcMillis, long jitMillis) {
    }

    private static long runQueueNanos() {
        try {
            return Long.parseLong(Files.readString(SCHEDSTAT).trim().split(" ")[1]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    private static long gcMillis() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
    }
}
