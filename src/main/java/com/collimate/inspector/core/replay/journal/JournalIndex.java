package com.collimate.inspector.core.replay.journal;

import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where each run's entries are in the journal file: byte offset, length and attempt number per line, in file order,
 * and the highest attempt number among them. Attempt numbers are unique per run: a line whose number an earlier
 * line of the run already has (two processes that numbered a replay at the same time, without working file locks
 * or before numbers were settled at write time) gets the run's next number, by file order, so every reader numbers
 * the same file the same way. One writer at a time; {@link #count} and {@link #highestAttempt} may be read by any
 * thread at any time.
 */
final class JournalIndex {
    private final Map<JournalRun, Positions> byRun = new ConcurrentHashMap<>();
    private volatile int entries;

    /** Adds the next line of the run; returns the attempt number it has (its own, unless an earlier line has it). */
    int add(JournalRun run, int attempt, long offset, int length) {
        int effective = byRun.computeIfAbsent(run, key -> new Positions()).add(attempt, offset, length);
        entries = entries + 1;
        return effective;
    }

    /** True when a line of the run has the attempt number {@code attempt}. */
    boolean has(JournalRun run, int attempt) {
        Positions positions = byRun.get(run);
        if (positions == null) {
            return false;
        }
        synchronized (positions) {
            return positions.has(attempt);
        }
    }

    /** The attempt number of each line of the run, in file order (as {@link #offsets}). */
    int[] attempts(JournalRun run) {
        Positions positions = byRun.get(run);
        if (positions == null) {
            return new int[0];
        }
        synchronized (positions) {
            return Arrays.copyOf(positions.attempts, positions.size);
        }
    }

    int count(JournalRun run) {
        Positions positions = byRun.get(run);
        return positions == null ? 0 : positions.size;
    }

    int highestAttempt(JournalRun run) {
        Positions positions = byRun.get(run);
        return positions == null ? 0 : positions.highestAttempt;
    }

    long[] offsets(JournalRun run) {
        Positions positions = byRun.get(run);
        if (positions == null) {
            return new long[0];
        }
        synchronized (positions) {
            return Arrays.copyOf(positions.offsets, positions.size);
        }
    }

    int[] lengths(JournalRun run) {
        Positions positions = byRun.get(run);
        if (positions == null) {
            return new int[0];
        }
        synchronized (positions) {
            return Arrays.copyOf(positions.lengths, positions.size);
        }
    }

    Set<JournalRun> runs() {
        return Set.copyOf(byRun.keySet());
    }

    int entries() {
        return entries;
    }

    private static final class Positions {
        long[] offsets = new long[1];
        int[] lengths = new int[1];
        int[] attempts = new int[1];
        volatile int size;
        volatile int highestAttempt;

        synchronized int add(int attempt, long offset, int length) {
            if (size == offsets.length) {
                offsets = Arrays.copyOf(offsets, size * 2);
                lengths = Arrays.copyOf(lengths, size * 2);
                attempts = Arrays.copyOf(attempts, size * 2);
            }
            int effective = has(attempt) && highestAttempt < Integer.MAX_VALUE ? highestAttempt + 1 : attempt;
            offsets[size] = offset;
            lengths[size] = length;
            attempts[size] = effective;
            highestAttempt = Math.max(highestAttempt, effective);
            size++;
            return effective;
        }

        /** Lines come mostly in increasing order: only a number not past the highest needs the scan. */
        synchronized boolean has(int attempt) {
            if (attempt > highestAttempt) {
                return false;
            }
            for (int i = 0; i < size; i++) {
                if (attempts[i] == attempt) {
                    return true;
                }
            }
            return false;
        }
    }
}
