package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Counts over every run of a log (not just the shown ones): per seed_ack, per exit code and per group. Built
 * incrementally by {@link Accumulator} while the log loads; each published value is an immutable snapshot.
 */
public record RunStatistics(int total, Map<SeedAck, Integer> perAck, SortedMap<Integer, Integer> perExitCode,
                            int missingExitCode, SortedMap<String, Integer> perGroup) {
    public static final RunStatistics EMPTY = new Accumulator().snapshot();

    public int count(SeedAck ack) {
        return perAck.getOrDefault(ack, 0);
    }

    public int nonZeroExits() {
        return total - perExitCode.getOrDefault(0, 0);
    }

    /** "82% verified, 3 mismatches, 41 off" — only the states that occur, verified first. */
    public String headline() {
        if (total == 0) {
            return "No runs";
        }
        StringBuilder text = new StringBuilder();
        text.append(Math.round(100.0 * count(SeedAck.VERIFIED) / total)).append("% verified");
        appendCount(text, count(SeedAck.MISMATCH), "mismatch", "mismatches");
        appendCount(text, count(SeedAck.NO_ACK), "no-ack", "no-ack");
        appendCount(text, count(SeedAck.OFF), "off", "off");
        appendCount(text, count(SeedAck.MISSING), "without seed_ack", "without seed_ack");
        return text.toString();
    }

    /** The {@code limit} largest groups, biggest first, in a stable order. */
    public List<Map.Entry<String, Integer>> largestGroups(int limit) {
        return perGroup.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .limit(limit)
                .collect(Collectors.toList());
    }

    private static void appendCount(StringBuilder text, int count, String one, String many) {
        if (count > 0) {
            text.append(", ").append(String.format(Locale.ROOT, "%,d", count)).append(' ').append(count == 1 ? one : many);
        }
    }

    /** Mutable counter; confined to one thread at a time. */
    public static final class Accumulator {
        private final Map<SeedAck, Integer> perAck = new EnumMap<>(SeedAck.class);
        private final SortedMap<Integer, Integer> perExitCode = new TreeMap<>();
        private final SortedMap<String, Integer> perGroup = new TreeMap<>();
        private int total;
        private int missingExitCode;

        public void add(RunSummary run) {
            total++;
            perAck.merge(run.seedAck(), 1, Integer::sum);
            if (run.exitCode() == null) {
                missingExitCode++;
            } else {
                perExitCode.merge(run.exitCode(), 1, Integer::sum);
            }
            if (run.group() != null) {
                perGroup.merge(run.group(), 1, Integer::sum);
            }
        }

        public RunStatistics snapshot() {
            Map<SeedAck, Integer> acks = new LinkedHashMap<>();
            for (SeedAck ack : SeedAck.values()) {
                acks.put(ack, perAck.getOrDefault(ack, 0));
            }
            return new RunStatistics(total, Collections.unmodifiableMap(acks),
                    Collections.unmodifiableSortedMap(new TreeMap<>(perExitCode)), missingExitCode,
                    Collections.unmodifiableSortedMap(new TreeMap<>(perGroup)));
        }
    }
}
