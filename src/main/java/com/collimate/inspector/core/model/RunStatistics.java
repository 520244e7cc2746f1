package com.collimate.inspector.core.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Counts over every run of a log (not just the shown ones): per seed_ack, per exit code and per group, and the
 * largest line number. Built incrementally by {@link Accumulator} while the log loads; each published value is an
 * immutable snapshot.
 *
 * @param largestGroups the {@value #LARGEST_GROUPS_KEPT} largest groups, biggest first, ties by name; chosen when
 *                      the snapshot is taken (off the FX thread: a log can have tens of thousands of groups)
 * @param largestLine   the largest line number of a run, 0 without runs
 */
public record RunStatistics(int total, Map<SeedAck, Integer> perAck, SortedMap<Long, Integer> perExitCode,
                            int missingExitCode, SortedMap<String, Integer> perGroup,
                            List<Map.Entry<String, Integer>> largestGroups, long largestLine) {
    public static final int LARGEST_GROUPS_KEPT = 15;
    private static final Comparator<Map.Entry<String, Integer>> BIGGEST_FIRST =
            Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey());
    public static final RunStatistics EMPTY = new Accumulator().snapshot();

    public int count(SeedAck ack) {
        return perAck.getOrDefault(ack, 0);
    }

    /** Runs with an exit code other than 0; a run without one ({@link #missingExitCode}) is not among them. */
    public int nonZeroExits() {
        return total - perExitCode.getOrDefault(0L, 0) - missingExitCode;
    }

    /**
     * The characters of the widest exit code as the table shows it (a minus sign counts), 0 without any: the
     * smallest or the largest code, as the codes are sorted, so O(1) on every snapshot.
     */
    public int widestExitCodeChars() {
        if (perExitCode.isEmpty()) {
            return 0;
        }
        return Math.max(Long.toString(perExitCode.firstKey()).length(), Long.toString(perExitCode.lastKey()).length());
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

    /** The {@code limit} (at most {@value #LARGEST_GROUPS_KEPT}) largest groups, biggest first, ties by name. */
    public List<Map.Entry<String, Integer>> largestGroups(int limit) {
        if (limit > LARGEST_GROUPS_KEPT) {
            throw new IllegalArgumentException("only the " + LARGEST_GROUPS_KEPT + " largest groups are kept");
        }
        return largestGroups.subList(0, Math.min(limit, largestGroups.size()));
    }

    private static void appendCount(StringBuilder text, int count, String one, String many) {
        if (count > 0) {
            text.append(", ").append(String.format(Locale.ROOT, "%,d", count)).append(' ').append(count == 1 ? one : many);
        }
    }

    /** Mutable counter; confined to one thread at a time. */
    public static final class Accumulator {
        private final Map<SeedAck, Integer> perAck = new EnumMap<>(SeedAck.class);
        private final SortedMap<Long, Integer> perExitCode = new TreeMap<>();
        private final SortedMap<String, Integer> perGroup = new TreeMap<>();
        private int total;
        private int missingExitCode;
        private long largestLine;

        public void add(RunSummary run) {
            total++;
            largestLine = Math.max(largestLine, run.line());
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
                    Collections.unmodifiableSortedMap(new TreeMap<>(perGroup)), largestGroups(), largestLine);
        }

        private List<Map.Entry<String, Integer>> largestGroups() {
            PriorityQueue<Map.Entry<String, Integer>> largest = new PriorityQueue<>(BIGGEST_FIRST.reversed());
            for (Map.Entry<String, Integer> group : perGroup.entrySet()) {
                largest.add(Map.entry(group.getKey(), group.getValue()));
                if (largest.size() > LARGEST_GROUPS_KEPT) {
                    largest.poll();
                }
            }
            List<Map.Entry<String, Integer>> biggestFirst = new ArrayList<>(largest);
            biggestFirst.sort(BIGGEST_FIRST);
            return List.copyOf(biggestFirst);
        }
    }
}
