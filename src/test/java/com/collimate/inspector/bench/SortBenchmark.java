package com.collimate.inspector.bench;

import com.collimate.inspector.core.log.IndexedRolloutLog;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.runs.ExitFilter;
import com.collimate.inspector.ui.runs.RunColumn;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.runs.SortKey;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Sorting and filtering the runs table of a loaded log, without the GUI: a {@link RunsViewModel} whose background and
 * FX executors run each task at once, so a sort or filter change returns with the new rows in the shown list. Each
 * case (a sort order, or a filter under a sort order) is applied ROUNDS times, the cases taking turns; prints the
 * best and the median wall-clock and CPU milliseconds of each (the filter case times the filter change alone).
 * Usage: SortBenchmark LOG [ROUNDS=5]
 */
public final class SortBenchmark {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private SortBenchmark() {
    }

    private record Case(String name, ExitFilter exit, List<SortKey> sort) {
        static Case sorted(String name, SortKey... keys) {
            return new Case(name, ExitFilter.ANY, List.of(keys));
        }
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        List<Case> cases = List.of(
                Case.sorted("file order (no sort)"),
                Case.sorted("reward descending", new SortKey(RunColumn.REWARD, false)),
                Case.sorted("reward ascending", new SortKey(RunColumn.REWARD, true)),
                Case.sorted("exit code", new SortKey(RunColumn.EXIT_CODE, true)),
                Case.sorted("seed_ack", new SortKey(RunColumn.SEED_ACK, true)),
                Case.sorted("key", new SortKey(RunColumn.KEY, true)),
                Case.sorted("timestamp", new SortKey(RunColumn.TIMESTAMP, true)),
                Case.sorted("seed_ack, then reward descending", new SortKey(RunColumn.SEED_ACK, true),
                        new SortKey(RunColumn.REWARD, false)),
                new Case("exit non-zero, reward descending", ExitFilter.NON_ZERO,
                        List.of(new SortKey(RunColumn.REWARD, false))));
        try (IndexedRolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none())) {
            RunsViewModel runs = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
            runs.runsIndexed(log, log.size());
            System.out.printf(Locale.ROOT, "%s: %,d runs; %d rounds%n", file, log.size(), rounds);
            long[][] wall = new long[cases.size()][rounds];
            long[][] cpu = new long[cases.size()][rounds];
            int[] shown = new int[cases.size()];
            for (int round = 0; round < rounds; round++) {
                for (int c = 0; c < cases.size(); c++) {
                    Case next = cases.get(c);
                    boolean filtered = next.exit() != ExitFilter.ANY;
                    if (filtered) {
                        runs.sortBy(next.sort());
                    }
                    long start = System.nanoTime();
                    long cpuStart = THREADS.getCurrentThreadCpuTime();
                    if (filtered) {
                        runs.setExitFilter(next.exit());
                    } else {
                        runs.sortBy(next.sort());
                    }
                    cpu[c][round] = THREADS.getCurrentThreadCpuTime() - cpuStart;
                    wall[c][round] = System.nanoTime() - start;
                    shown[c] = runs.shownRuns().size();
                    if (filtered) {
                        runs.setExitFilter(ExitFilter.ANY);
                    }
                }
            }
            System.out.printf(Locale.ROOT, "%-34s %9s %15s %15s%n", "case", "rows", "wall best/median",
                    "CPU best/median");
            for (int c = 0; c < cases.size(); c++) {
                System.out.printf(Locale.ROOT, "%-34s %,9d %7.0f/%4.0f ms %7.0f/%4.0f ms%n", cases.get(c).name(),
                        shown[c], best(wall[c]), median(wall[c]), best(cpu[c]), median(cpu[c]));
            }
        }
    }

    private static double best(long[] nanos) {
        return Arrays.stream(nanos).min().orElseThrow() / 1e6;
    }

    private static double median(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2] / 1e6;
    }
}
