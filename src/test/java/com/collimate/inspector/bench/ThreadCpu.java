package com.collimate.inspector.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * CPU time of every native thread of this process (JIT compilers, GC and renderer included, which
 * {@code ThreadMXBean} does not see), from {@code /proc/self/task}; Linux only. Threads are grouped by name with
 * digits dropped ("C2 CompilerThread0" and "…1" are one line). Also the process's kernel CPU and minor page faults
 * ({@code /proc/self/stat}): heap memory touched for the first time costs kernel time on the touching thread.
 */
final class ThreadCpu {
    private static final long TICKS_PER_SECOND = 100;

    private final Map<String, Long> millisByTask;
    private final long[] process;

    private ThreadCpu(Map<String, Long> millisByTask, long[] process) {
        this.millisByTask = millisByTask;
        this.process = process;
    }

    static ThreadCpu now() {
        Map<String, Long> millis = new HashMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            tasks.forEach(task -> read(task, millis));
        } catch (IOException e) {
            return new ThreadCpu(Map.of(), new long[2]);
        }
        return new ThreadCpu(millis, kernelMillisAndMinorFaults());
    }

    private static long[] kernelMillisAndMinorFaults() {
        try {
            String[] fields = fields(Files.readString(Path.of("/proc/self/stat")));
            return new long[] {Long.parseLong(fields[12]) * 1000 / TICKS_PER_SECOND, Long.parseLong(fields[7])};
        } catch (IOException | RuntimeException e) {
            return new long[2];
        }
    }

    /** The fields after the name of a {@code stat} line: field n of proc(5) is element n - 3. */
    private static String[] fields(String stat) {
        return stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    }

    private static void read(Path task, Map<String, Long> millis) {
        try {
            String stat = Files.readString(task.resolve("stat"));
            // the name is in parentheses and may hold spaces; utime and stime are fields 14 and 15
            String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
            String[] fields = fields(stat);
            long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
            millis.put(task.getFileName() + " " + name, ticks * 1000 / TICKS_PER_SECOND);
        } catch (IOException | RuntimeException e) {
            // the thread ended while listed
        }
    }

    /** The CPU spent since {@code before}, per thread group, largest first, at least 20 ms. */
    String since(ThreadCpu before) {
        Map<String, Long> byGroup = new TreeMap<>();
        millisByTask.forEach((task, millis) -> {
            long spent = millis - before.millisByTask.getOrDefault(task, 0L);
            String group = task.substring(task.indexOf(' ') + 1).replaceAll("[0-9]+", "#");
            byGroup.merge(group, spent, Long::sum);
        });
        return byGroup.entrySet().stream().filter(entry -> entry.getValue() >= 20)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .map(entry -> String.format(Locale.ROOT, "%s %,d", entry.getKey(), entry.getValue()))
                .collect(Collectors.joining(", ", "CPU ms by thread: ", String.format(Locale.ROOT,
                        "; process: kernel %,d ms, minor page faults %,d", process[0] - before.process[0],
                        process[1] - before.process[1])));
    }
}
