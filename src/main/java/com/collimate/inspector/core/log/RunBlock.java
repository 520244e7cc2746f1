package com.collimate.inspector.core.log;

import java.util.Arrays;

/**
 * Column storage for up to {@link #CAPACITY} consecutive runs (fewer in a segment's trimmed last block):
 * primitives only, about 100 bytes a run.
 * Absent values use sentinels ({@link #NONE} for ids and sizes, {@link #NO_EXIT_CODE}, {@link #NO_STEP}, NaN).
 */
final class RunBlock {
    static final int SHIFT = 13;
    static final int CAPACITY = 1 << SHIFT;
    static final int NONE = -1;
    static final int NO_EXIT_CODE = Integer.MIN_VALUE;
    static final long NO_STEP = Long.MIN_VALUE;
    static final int SEED_BYTES = 32;

    final long[] offset;
    final int[] length;
    final int[] key;
    final int[] template;
    final int[] group;
    final int[] seedAck;
    final byte[] seedKind;
    final byte[] seed;
    final int[] exitCode;
    final long[] step;
    final double[] reward;
    final double[] duration;
    final int[] stdoutBytes;
    final int[] stderrBytes;

    private final long firstLine;
    private final int[] lineDelta;
    /** Only when lines are more than 2^31 apart within the block, which takes gigabytes of non-record lines. */
    private volatile long[] wideLines;

    RunBlock(long firstLine) {
        this(firstLine, CAPACITY);
    }

    private RunBlock(long firstLine, int capacity) {
        this.firstLine = firstLine;
        offset = new long[capacity];
        length = new int[capacity];
        key = new int[capacity];
        template = new int[capacity];
        group = new int[capacity];
        seedAck = new int[capacity];
        seedKind = new byte[capacity];
        seed = new byte[capacity * SEED_BYTES];
        exitCode = new int[capacity];
        step = new long[capacity];
        reward = new double[capacity];
        duration = new double[capacity];
        stdoutBytes = new int[capacity];
        stderrBytes = new int[capacity];
        lineDelta = new int[capacity];
    }

    int capacity() {
        return offset.length;
    }

    /** A copy of the first {@code used} runs with room for {@code capacity}: trims a segment's last block. */
    RunBlock copy(int used, int capacity) {
        RunBlock copy = new RunBlock(firstLine, capacity);
        System.arraycopy(offset, 0, copy.offset, 0, used);
        System.arraycopy(length, 0, copy.length, 0, used);
        System.arraycopy(key, 0, copy.key, 0, used);
        System.arraycopy(template, 0, copy.template, 0, used);
        System.arraycopy(group, 0, copy.group, 0, used);
        System.arraycopy(seedAck, 0, copy.seedAck, 0, used);
        System.arraycopy(seedKind, 0, copy.seedKind, 0, used);
        System.arraycopy(seed, 0, copy.seed, 0, used * SEED_BYTES);
        System.arraycopy(exitCode, 0, copy.exitCode, 0, used);
        System.arraycopy(step, 0, copy.step, 0, used);
        System.arraycopy(reward, 0, copy.reward, 0, used);
        System.arraycopy(duration, 0, copy.duration, 0, used);
        System.arraycopy(stdoutBytes, 0, copy.stdoutBytes, 0, used);
        System.arraycopy(stderrBytes, 0, copy.stderrBytes, 0, used);
        System.arraycopy(lineDelta, 0, copy.lineDelta, 0, used);
        long[] lines = wideLines;
        if (lines != null) {
            copy.wideLines = Arrays.copyOf(lines, capacity);
        }
        return copy;
    }

    void setLine(int slot, long line) {
        long delta = line - firstLine;
        if (wideLines == null && delta > Integer.MAX_VALUE) {
            long[] lines = new long[capacity()];
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
