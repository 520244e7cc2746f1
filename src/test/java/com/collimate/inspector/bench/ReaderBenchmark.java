package com.collimate.inspector.bench;

import com.collimate.inspector.core.log.IndexedRolloutLog;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.util.Cancellation;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Measures the reader in-process. {@code heap FILE}: heap bytes per indexed run (used heap after GC with the
 * index loaded, minus before). {@code repeat FILE N}: opens the log N times and prints MB/s each time (JIT warm).
 */
public final class ReaderBenchmark {
    private ReaderBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[1]);
        if (args[0].equals("heap")) {
            heap(file);
        } else {
            repeat(file, Integer.parseInt(args[2]));
        }
    }

    private static void heap(Path file) throws Exception {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long before = usedAfterGc(memory);
        try (IndexedRolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none())) {
            long after = usedAfterGc(memory);
            System.out.printf("heap: %,d runs, %,d bytes of index, %.1f bytes per run%n",
                    log.size(), after - before, (after - before) / (double) log.size());
        }
    }

    private static long usedAfterGc(MemoryMXBean memory) throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(100);
            used = Math.min(used, memory.getHeapMemoryUsage().getUsed());
        }
        return used;
    }

    private static void repeat(Path file, int times) throws Exception {
        long size = Files.size(file);
        for (int i = 0; i < times; i++) {
            long start = System.nanoTime();
            try (IndexedRolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none())) {
                double seconds = (System.nanoTime() - start) / 1e9;
                System.out.printf("open %d: %,d runs in %.3f s, %.0f MB/s%n", i + 1, log.size(), seconds,
                        size / 1e6 / seconds);
            }
        }
    }
}
