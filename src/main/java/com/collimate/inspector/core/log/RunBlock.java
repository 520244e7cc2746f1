package com.collimate.inspector.core.log;

import java.util.Arrays;

/**
 * Column storage for up to {@link #CAPACITY} consecutive runs: primitives only, about 100 bytes a run.
 * Absent values use sentinels ({@link #NONE} for ids and sizes, {@link #NO_EXIT_CODE}, {@link #NO_STEP}, NaN).
 */
final class RunBlock {
    static final int SHIFT = 13;
    static final int CAPACITY = 1 << SHIFT;
    static final int NONE = -1;
    static final int NO_EXIT_CODE = Integer.MIN_VALUE;
    static final long NO_STEP = Long.MIN_VALUE;
    static final int SEED_BYTES = 32;

    final long[] offset = new long[CAPACITY];
    final int[] length = new int[CAPACITY];
    final int[] key = new int[CAPACITY];
    final int[] template = new int[CAPACITY];
    final int[] group = new int[CAPACITY];
    final int[] seedAck = new int[CAPACITY];
    final byte[] seedKind = new byte[CAPACITY];
    final byte[] seed = new byte[CAPACITY * SEED_BYTES];
    final int[] exitCode = new int[CAPACITY];
    final long[] step = new long[CAPACITY];
    final double[] reward = new double[CAPACITY];
    final double[] duration = new double[CAPACITY];
    final int[] stdoutBytes = new int[CAPACITY];
    final int[] stderrBytes = new int[CAPACITY];

    private final long firstLine;
    private final int[] lineDelta = new int[CAPACITY];
    /** Only when lines are more than 2^31 apart within the block, which takes gigabytes of non-record lines. */
    private volatile long[] wideLines;

    RunBlock(long firstLine) {
        this.firstLine = firstLine;
    }

    void setLine(int slot, long line) {
        long delta = line - firstLine;
        if (wideLines == null && delta > Integer.MAX_VALUE) {
            long[] lines = new long[CAPACITY];
            for (int i = 0; i < slot; i++) {
                lines[i] = firstLine + lineDelta[i];
            }
            wideLines = lines;
        }
        if (wideLines != null) {
            wideLines[slot] = line;
        } else {
            lineDelta[slot] = (int) delta;
        }
    }

    long line(int slot) {
        long[] lines = wideLines;
        return lines != null ? lines[slot] : firstLine + lineDelta[slot];
    }

    /** The first four seed bytes of the slot, used as an arena reference when the seed is not plain hex. */
    void setSeedRef(int slot, int ref) {
        int p = slot * SEED_BYTES;
        Arrays.fill(seed, p, p + SEED_BYTES, (byte) 0);
        seed[p] = (byte) (ref >>> 24);
        seed[p + 1] = (byte) (ref >>> 16);
        seed[p + 2] = (byte) (ref >>> 8);
        seed[p + 3] = (byte) ref;
    }

    int seedRef(int slot) {
        int p = slot * SEED_BYTES;
        return (seed[p] & 0xFF) << 24 | (seed[p + 1] & 0xFF) << 16 | (seed[p + 2] & 0xFF) << 8 | (seed[p + 3] & 0xFF);
    }
}
