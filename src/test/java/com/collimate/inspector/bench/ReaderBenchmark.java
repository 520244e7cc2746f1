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
 * index loaded, minus before). {@code repeat FILE N}: opens the log N times and prints MB/s each time (JIT warm),
 * with MB per CPU-second, which a loaded machine distorts less. {@code jackson FILE N}: the same for a plain
 * Jackson streaming pass over every token, single-threaded, as the yardstick the target was set against.
 */
public final class ReaderBenchmark {
    private ReaderBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[1]);
        switch (args[0]) {
            case "heap" -> heap(file);
            case "jackson" -> jackson(file, Integer.parseInt(args[2]));
            default -> repeat(file, Integer.parseInt(args[2]));
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
            long cpuStart = processCpuNanos();
            try (IndexedRolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none())) {
                report("reader open " + (i + 1) + ": " + log.size() + " runs", size, start, cpuStart);
            }
        }
    }

    private static void jackson(Path file, int times) throws Exception {
        long size = Files.size(file);
        com.fasterxml.jackson.core.JsonFactory factory = new com.fasterxml.jackson.core.JsonFactory();
        for (int i = 0; i < times; i++) {
            long start = System.nanoTime();
            long cpuStart = processCpuNanos();
            long records = 0;
            try (com.fasterxml.jackson.core.JsonParser parser = factory.createParser(file.toFile())) {
                for (com.fasterxml.jackson.core.JsonToken token = parser.nextToken(); token != null;
                     token = parser.nextToken()) {
                    if (token == com.fasterxml.jackson.core.JsonToken.START_OBJECT && parser.getParsingContext()
                            .getParent().inRoot()) {
                        records++;
                    }
                }
            }
            report("jackson pass " + (i + 1) + ": " + records + " records", size, start, cpuStart);
        }
    }

    private static void report(String what, long size, long start, long cpuStart) {
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpu = (processCpuNanos() - cpuStart) / 1e9;
        System.out.printf("%s in %.3f s: %.0f MB/s, %.0f MB per CPU-second%n", what, seconds, size / 1e6 / seconds,
                size / 1e6 / cpu);
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
