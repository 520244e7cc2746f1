package com.collimate.inspector.core.log;

import java.util.Arrays;

/**
 * Column storage for up to {@link #CAPACITY} consecutive runs (fewer in a segment's trimmed last block):
 * primitives only, about 100 bytes a run.
 * Absent values use sentinels ({@link #NONE} for ids and sizes, {@link #NO_EXIT_CODE}, {@link #NO_STEP},
 * {@link #NO_NUMBER}).
 * An exit code the int column cannot hold is marked {@link #WIDE_EXIT_CODE} there and kept in {@link WideExitCodes}.
 */
final class RunBlock {
    static final int SHIFT = 13;
    static final int CAPACITY = 1 << SHIFT;
    static final int NONE = -1;
    private static final int NO_EXIT_CODE = Integer.MIN_VALUE;
    private static final int WIDE_EXIT_CODE = Integer.MIN_VALUE + 1;
    static final long NO_STEP = Long.MIN_VALUE;
    static final int SEED_BYTES = 32;
    /**
     * An absent reward or duration: a NaN other than the one a logged {@code NaN} parses to, told apart by its bits,
     * so that a logged NaN is shown as such rather than as absent.
     */
    static final double NO_NUMBER = Double.longBitsToDouble(0x7ff8_0000_0000_0001L);

    final long[] offset;
    final int[] length;
    final int[] key;
    final int[] template;
    final int[] group;
    /** {@link TimestampCodes} of the segment. */
    final long[] timestamp;
    final int[] seedAck;
    final byte[] seedKind;
    final byte[] seed;
    final long[] step;
    final double[] reward;
    final double[] duration;
    final int[] stdoutBytes;
    final int[] stderrBytes;

    private final int[] exitCode;
    /** Shared with the resized copies of this block: only the newest is written to. */
    private final WideExitCodes wideExitCodes;
    private final long firstLine;
    private final int[] lineDelta;
    /** Only when lines are more than 2^31 apart within the block, which takes gigabytes of non-record lines. */
    private volatile long[] wideLines;

    RunBlock(long firstLine) {
        this(firstLine, null, CAPACITY);
    }

    /** A block of {@code capacity} runs, holding those of {@code from} that fit when it is not null. */
    private RunBlock(long firstLine, RunBlock from, int capacity) {
        this.firstLine = firstLine;
        boolean fresh = from == null;
        offset = fresh ? new long[capacity] : Arrays.copyOf(from.offset, capacity);
        length = fresh ? new int[capacity] : Arrays.copyOf(from.length, capacity);
        key = fresh ? new int[capacity] : Arrays.copyOf(from.key, capacity);
        template = fresh ? new int[capacity] : Arrays.copyOf(from.template, capacity);
        group = fresh ? new int[capacity] : Arrays.copyOf(from.group, capacity);
        timestamp = fresh ? new long[capacity] : Arrays.copyOf(from.timestamp, capacity);
        seedAck = fresh ? new int[capacity] : Arrays.copyOf(from.seedAck, capacity);
        seedKind = fresh ? new byte[capacity] : Arrays.copyOf(from.seedKind, capacity);
        seed = fresh ? new byte[capacity * SEED_BYTES] : Arrays.copyOf(from.seed, capacity * SEED_BYTES);
        exitCode = fresh ? new int[capacity] : Arrays.copyOf(from.exitCode, capacity);
        wideExitCodes = fresh ? new WideExitCodes() : from.wideExitCodes;
        step = fresh ? new long[capacity] : Arrays.copyOf(from.step, capacity);
        reward = fresh ? new double[capacity] : Arrays.copyOf(from.reward, capacity);
        duration = fresh ? new double[capacity] : Arrays.copyOf(from.duration, capacity);
        stdoutBytes = fresh ? new int[capacity] : Arrays.copyOf(from.stdoutBytes, capacity);
        stderrBytes = fresh ? new int[capacity] : Arrays.copyOf(from.stderrBytes, capacity);
        lineDelta = fresh ? new int[capacity] : Arrays.copyOf(from.lineDelta, capacity);
        long[] lines = fresh ? null : from.wideLines;
        wideLines = lines == null ? null : Arrays.copyOf(lines, capacity);
    }

    int capacity() {
        return offset.length;
    }

    /**
     * A copy with room for {@code capacity} runs (at least the runs stored): trims a finished segment's last block,
     * or grows it back to full size when more runs are appended.
     */
    RunBlock resized(int capacity) {
        return new RunBlock(firstLine, this, capacity);
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

    void setExitCode(int slot, long code) {
        boolean fits = code == (int) code && code != NO_EXIT_CODE && code != WIDE_EXIT_CODE;
        exitCode[slot] = fits ? (int) code : WIDE_EXIT_CODE;
        if (!fits) {
            wideExitCodes.put(slot, code);
        }
    }

    void clearExitCode(int slot) {
        exitCode[slot] = NO_EXIT_CODE;
    }

    /** The slot's exit code, null when the run has none. */
    Long exitCode(int slot) {
        int code = exitCode[slot];
        return code == NO_EXIT_CODE ? null : code == WIDE_EXIT_CODE ? wideExitCodes.get(slot) : (long) code;
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

    /** A stored reward or duration, null for {@link #NO_NUMBER}. */
    static Double number(double stored) {
        return Double.doubleToRawLongBits(stored) == Double.doubleToRawLongBits(NO_NUMBER) ? null : stored;
    }
}
