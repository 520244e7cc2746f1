package com.collimate.inspector.bench;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;
import com.sun.management.OperatingSystemMXBean;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Benchmark of the in-process diff: generates log-like files of N lines with 1% of the lines changed (edited,
 * inserted or deleted), writes them to a folder (for the GNU diff and CLI comparison in bench/diff.sh) and
 * prints the best of several in-process runs and the peak heap.
 * Usage: DiffBenchmark OUT_DIR LINES...
 */
public final class DiffBenchmark {
    private static final int RUNS = 5;

    private DiffBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        Files.createDirectories(out);
        for (int i = 1; i < args.length; i++) {
            int lines = Integer.parseInt(args[i]);
            Path a = out.resolve(lines + "-a.txt");
            Path b = out.resolve(lines + "-b.txt");
            write(lines, a, b);
            byte[] left = Files.readAllBytes(a);
            byte[] right = Files.readAllBytes(b);
            measure(lines, left, right, DiffOptions.defaults(), "masks on ");
            measure(lines, left, right, DiffOptions.defaults().withMasksEnabled(false), "masks off");
        }
    }

    private static void write(int lines, Path a, Path b) throws IOException {
        String[] pair = generate(lines, new Random(42 + lines));
        Files.writeString(a, pair[0], StandardCharsets.UTF_8);
        Files.writeString(b, pair[1], StandardCharsets.UTF_8);
    }

    private static void measure(int lines, byte[] a, byte[] b, DiffOptions options, String label) {
        TextDiffer differ = new TextDiffer(options);
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long best = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        TextDiff diff = null;
        for (int run = 0; run < RUNS; run++) {
            diff = null;
            System.gc();
            resetPeaks();
            long start = System.nanoTime();
            long startCpu = os.getProcessCpuTime();
            diff = differ.diff(a, b, Cancellation.none());
            best = Math.min(best, System.nanoTime() - start);
            bestCpu = Math.min(bestCpu, os.getProcessCpuTime() - startCpu);
        }
        System.out.printf("in-process %s %,9d lines: best wall %7.1f ms, best process cpu %7.1f ms (of %d runs), peak heap %4d MB,"
                        + " hunks %d, lines in hunks (GNU-style < and > count) %d%n",
                label, lines, best / 1e6, bestCpu / 1e6, RUNS, peakHeapMb(), diff.hunks().size(),
                diff.hunks().stream().mapToInt(hunk -> hunk.leftCount() + hunk.rightCount()).sum());
    }

    /** Lines like a training log: step, loss, timestamps, ids; 1% edited/inserted/deleted. */
    static String[] generate(int lines, Random random) {
        StringBuilder left = new StringBuilder(lines * 70);
        StringBuilder right = new StringBuilder(lines * 70);
        for (int i = 0; i < lines; i++) {
            String line = "step " + i + " loss=" + (random.nextInt(100000) / 1e5) + " lr=3e-4 worker="
                    + random.nextInt(8) + " tokens=" + random.nextInt(1 << 20) + "\n";
            int dice = random.nextInt(300);
            if (dice == 0) {
                left.append(line);
            } else if (dice == 1) {
                right.append(line);
            } else if (dice == 2) {
                left.append(line);
                right.append("step ").append(i).append(" loss=nan lr=3e-4 worker=0 tokens=0\n");
            } else {
                left.append(line);
                right.append(line);
            }
        }
        return new String[] {left.toString(), right.toString()};
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            pool.resetPeakUsage();
        }
    }

    private static long peakHeapMb() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak >> 20;
    }
}
