package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Counts over all runs of a log: seed_ack verdicts, seed validity, exit codes, plus the errors.
 *
 * @param exitCodes  runs per exit code, ascending; runs without one (absent, not an integer, or beyond the range of
 *                   a long) are in {@code exitCodeMissing}
 * @param errors     the first errors, in file order (at most the number asked for)
 */
public record LogStatistics(
        long runs,
        Map<SeedAck, Long> seedAcks,
        Map<Seed.Status, Long> seeds,
        SortedMap<Long, Long> exitCodes,
        long exitCodeMissing,
        long errorCount,
        List<LoadError> errors) {

    public LogStatistics {
        seedAcks = Collections.unmodifiableMap(new EnumMap<>(seedAcks));
        seeds = Collections.unmodifiableMap(new EnumMap<>(seeds));
        exitCodes = Collections.unmodifiableSortedMap(new TreeMap<>(exitCodes));
        errors = List.copyOf(errors);
    }

    /** Accumulates the per-run counts. */
    static final class Counter {
        private static final int SMALL_CODES = 256;
        private final long[] acks = new long[SeedAck.values().length];
        private final long[] seedStatuses = new long[Seed.Status.values().length];
        private final long[] smallCodes = new long[SMALL_CODES];
        private final TreeMap<Long, Long> otherCodes = new TreeMap<>();
        private long runs;
        private long missingCodes;

        void count(SeedAck ack, Seed.Status seed, Long exitCode) {
            runs++;
            acks[ack.ordinal()]++;
            seedStatuses[seed.ordinal()]++;
            if (exitCode == null) {
                missingCodes++;
            } else if (exitCode >= 0 && exitCode < SMALL_CODES) {
                smallCodes[exitCode.intValue()]++;
            } else {
                otherCodes.merge(exitCode, 1L, Long::sum);
            }
        }

        LogStatistics result(long errorCount, List<LoadError> errors) {
            Map<SeedAck, Long> ackCounts = new EnumMap<>(SeedAck.class);
            for (SeedAck ack : SeedAck.values()) {
                ackCounts.put(ack, acks[ack.ordinal()]);
            }
            Map<Seed.Status, Long> seedCounts = new EnumMap<>(Seed.Status.class);
            for (Seed.Status status : Seed.Status.values()) {
                seedCounts.put(status, seedStatuses[status.ordinal()]);
            }
            TreeMap<Long, Long> codes = new TreeMap<>(otherCodes);
            for (int code = 0; code < SMALL_CODES; code++) {
                if (smallCodes[code] > 0) {
                    codes.put((long) code, smallCodes[code]);
                }
            }
            return new LogStatistics(runs, ackCounts, seedCounts, codes, missingCodes, errorCount, errors);
        }
    }
}
