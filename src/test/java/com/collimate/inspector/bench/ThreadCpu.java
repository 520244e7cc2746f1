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
 * digits dropped ("C2 CompilerThread0" and "…1" are one line).
 */
final class ThreadCpu {
    private static final long TICKS_PER_SECOND = 100;

    private final Map<String, Long> millisByTask;

    private ThreadCpu(Map<String, Long> millisByTask) {
        this.millisByTask = millisByTask;
    }

    static ThreadCpu now() {
        Map<String, Long> millis = new HashMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            tasks.forEach(task -> read(task, millis));
        } catch (IOException e) {
            return new ThreadCpu(Map.of());
        }
        return new ThreadCpu(millis);
    }

    private static void read(Path task, Map<String, Long> millis) {
        try {
            String stat = Files.readString(task.resolve("stat"));
            // the name is in parentheses and may hold spaces; utime and stime are fields 14 and 15
            String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
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
                .collect(Collectors.joining(", ", "CPU ms by thread: ", ""));
    }
}
