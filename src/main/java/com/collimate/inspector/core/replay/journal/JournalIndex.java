package com.collimate.inspector.core.replay.journal;

import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where each run's entries are in the journal file: byte offset and length per line, in file order, and the
 * highest attempt number among them. One writer at a time; {@link #count} and {@link #highestAttempt} may be read
 * by any thread at any time.
 */
final class JournalIndex {
    private final Map<JournalRun, Positions> byRun = new ConcurrentHashMap<>();
    private volatile int entries;

    void add(JournalRun run, int attempt, long offset, int length) {
        byRun.computeIfAbsent(run, key -> new Positions()).add(attempt, offset, length);
        entries = entries + 1;
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
        volatile int size;
        volatile int highestAttempt;

        synchronized void add(int attempt, long offset, int length) {
            if (size == offsets.length) {
                offsets = Arrays.copyOf(offsets, size * 2);
                lengths = Arrays.copyOf(lengths, size * 2);
            }
            offsets[size] = offset;
            lengths[size] = length;
            highestAttempt = Math.max(highestAttempt, attempt);
            size++;
        }
    }
}
