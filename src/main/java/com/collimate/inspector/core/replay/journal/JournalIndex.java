package com.collimate.inspector.core.replay.journal;

import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where each run's entries are in the journal file: byte offset and length per line, in file order. One writer at
 * a time; {@link #count} may be read by any thread at any time.
 */
final class JournalIndex {
    private final Map<String, Positions> byRun = new ConcurrentHashMap<>();
    private volatile int entries;

    void add(String runKey, long offset, int length) {
        byRun.computeIfAbsent(runKey, key -> new Positions()).add(offset, length);
        entries = entries + 1;
    }

    int count(String runKey) {
        Positions positions = byRun.get(runKey);
        return positions == null ? 0 : positions.size;
    }

    long[] offsets(String runKey) {
        Positions positions = byRun.get(runKey);
        if (positions == null) {
            return new long[0];
        }
        synchronized (positions) {
            return Arrays.copyOf(positions.offsets, positions.size);
        }
    }

    int[] lengths(String runKey) {
        Positions positions = byRun.get(runKey);
        if (positions == null) {
            return new int[0];
        }
        synchronized (positions) {
            return Arrays.copyOf(positions.lengths, positions.size);
        }
    }

    Set<String> runKeys() {
        return Set.copyOf(byRun.keySet());
    }

    int entries() {
        return entries;
    }

    private static final class Positions {
        long[] offsets = new long[1];
        int[] lengths = new int[1];
        volatile int size;

        synchronized void add(long offset, int length) {
            if (size == offsets.length) {
                offsets = Arrays.copyOf(offsets, size * 2);
                lengths = Arrays.copyOf(lengths, size * 2);
            }
            offsets[size] = offset;
            lengths[size] = length;
            size++;
        }
    }
}
