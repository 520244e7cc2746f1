package com.collimate.inspector.core.replay.journal;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** Where each run's entries are in the journal file: byte offset and length per line, in file order. Not thread-safe. */
final class JournalIndex {
    private final Map<String, Positions> byRun = new HashMap<>();
    private int entries;

    void add(String runKey, long offset, int length) {
        byRun.computeIfAbsent(runKey, key -> new Positions()).add(offset, length);
        entries++;
    }

    int count(String runKey) {
        Positions positions = byRun.get(runKey);
        return positions == null ? 0 : positions.size;
    }

    long[] offsets(String runKey) {
        Positions positions = byRun.get(runKey);
        return positions == null ? new long[0] : Arrays.copyOf(positions.offsets, positions.size);
    }

    int[] lengths(String runKey) {
        Positions positions = byRun.get(runKey);
        return positions == null ? new int[0] : Arrays.copyOf(positions.lengths, positions.size);
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
        int size;

        void add(long offset, int length) {
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
