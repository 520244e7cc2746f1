package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.Sizes;

import java.io.IOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Finds nondeterminism without replaying: runs with the same template, code and seed but different results.
 * Selected runs are judged against every run of the log. One pass keeps only compact per-run data
 * ({@link LogGroups}); only the listed runs are read again, to say where they differ. A log where most runs diverge
 * would make the lists as long as the log, so they are capped: the counts stay exact.
 */
public final class OfflineCheck {
    public static final int MAX_LISTED_RUNS = 10_000;
    public static final int MAX_LISTED_GROUPS = 1_000;
    public static final int MAX_RUNS_PER_GROUP = 100;

    private OfflineCheck() {
    }

    /**
     * Checks the runs at the positions {@code selection} (ascending) of {@code log}. A cancel gives what was found
     * until then, as a cancelled replay does: the groups of the runs read so far ({@code cancelled} set in the
     * summary, the runs not read counted as skipped) and the diverged runs among them listed.
     *
     * @throws IOException when a listed run can no longer be read back (the log changed meanwhile)
     */
    public static OfflineReport run(RunSource log, int[] selection, ReplayListener listener, Cancellation cancellation)
            throws IOException {
        LogGroups groups = LogGroups.of(log, listener, cancellation);
        int reproduced = 0;
        int diverged = 0;
        int unexpected = 0;
        BitSet divergedGroups = new BitSet();
        IntStream.Builder listed = IntStream.builder();
        int listedCount = 0;
        for (int position : selection) {
            int group = groups.groupOf(position);
            if (group == LogGroups.NONE || groups.size(group) == 1) {
                continue;
            }
            if (groups.variants(group) == 1) {
                reproduced++;
                continue;
            }
            diverged++;
            unexpected += groups.isVerified(position) ? 1 : 0;
            divergedGroups.set(group);
            if (listedCount < MAX_LISTED_RUNS) {
                listed.add(position);
                listedCount++;
            }
        }
        List<OfflineFinding> findings = judge(log, groups, listed.build().toArray(), cancellation);
        int skipped = selection.length - reproduced - diverged;
        ReplaySummary summary = new ReplaySummary(selection.length, 0, reproduced, diverged, unexpected, 0, skipped,
                0, 0, 0, !groups.isComplete() || cancellation.isCancelled(), null);
        return new OfflineReport(summary, log.size(), divergedGroups.cardinality(),
                listGroups(log, groups, divergedGroups), findings);
    }

    /**
     * Judges the runs at {@code positions} (ascending), each against its counterpart. They go by counterpart, so a
     * run many others are compared with (a big group's first) is read once; the findings come back in log order.
     * After a cancel the runs left are listed unjudged, without reading them (no "differs from").
     */
    private static List<OfflineFinding> judge(RunSource log, LogGroups groups, int[] positions,
                                              Cancellation cancellation) throws IOException {
        List<Integer> byCounterpart = IntStream.range(0, positions.length).boxed()
                .sorted(Comparator.comparingInt(i -> groups.counterpart(positions[i]))).toList();
        OfflineFinding[] findings = new OfflineFinding[positions.length];
        int loaded = -1;
        Run other = null;
        for (int i : byCounterpart) {
            if (cancellation.isCancelled()) {
                findings[i] = unjudged(log, groups, positions[i]);
                continue;
            }
            int counterpart = groups.counterpart(positions[i]);
            if (counterpart != loaded) {
                other = counterpart == LogGroups.NONE ? null : log.load(counterpart);
                loaded = counterpart;
            }
            findings[i] = judge(log, groups, positions[i], other);
        }
        return List.of(findings);
    }

    /** {@code other} is null for a run that differs from no run of its group (see {@link LogGroups#counterpart}). */
    private static OfflineFinding judge(RunSource log, LogGroups groups, int position, Run other) throws IOException {
        int groupSize = groups.size(groups.groupOf(position));
        if (other == null) {
            return new OfflineFinding(agreeing(log.ref(position), groupSize), null);
        }
        Run run = log.load(position);
        int counterpart = groups.counterpart(position);
        Divergence divergence = Divergence.betweenLogged(run.stdout(), run.stderr(), run.exitCode(), other.stdout(),
                other.stderr(), other.exitCode()).orElse(null);
        return new OfflineFinding(result(log.ref(position), groupSize, other, divergence), log.ref(counterpart));
    }

    /** A run without an exit code in a group whose runs differ only in their exit codes. */
    private static RunResult agreeing(RunRef ref, int groupSize) {
        boolean unexpected = ref.seedAck() == SeedAck.VERIFIED;
        String reason = "same template, code and seed as " + Sizes.count(groupSize - 1, "other run")
                + " of the log, which differ in their exit codes; this run has the same output as each and no exit code"
                + " logged, so it differs from none of them"
                + (unexpected ? "; unexpected: its seed_ack was verified"
                : "; expected: its seed_ack was " + ref.seedAck().label());
        return new RunResult(ref, Verdict.DIVERGED, !unexpected, reason, List.of(), null);
    }

    private static OfflineFinding unjudged(RunSource log, LogGroups groups, int position) {
        int groupSize = groups.size(groups.groupOf(position));
        int counterpart = groups.counterpart(position);
        return new OfflineFinding(result(log.ref(position), groupSize, null, null),
                counterpart == LogGroups.NONE ? null : log.ref(counterpart));
    }

    /**
     * {@code divergence} is null only if the log changed on disk since the runs were grouped, or the check was
     * cancelled before the run was compared ({@code comparedTo} is then null).
     */
    private static RunResult result(RunRef ref, int groupSize, Run comparedTo, Divergence divergence) {
        boolean unexpected = ref.seedAck() == SeedAck.VERIFIED;
        String reason = "same template, code and seed as " + Sizes.count(groupSize - 1, "other run")
                + " of the log, with different results"
                + (divergence == null ? "" : "; differs from " + comparedTo.key() + " (line " + comparedTo.line()
                + ") in " + divergence.describe())
                + (unexpected ? "; unexpected: its seed_ack was verified"
                : "; expected: its seed_ack was " + ref.seedAck().label());
        return new RunResult(ref, Verdict.DIVERGED, !unexpected, reason, List.of(), divergence);
    }

    /** The first diverged groups, each with its first runs: one more pass over the compact per-run data. */
    private static List<DivergedGroup> listGroups(RunSource log, LogGroups groups, BitSet diverged)
            throws IOException {
        Map<Integer, List<RunRef>> members = new LinkedHashMap<>();
        diverged.stream().limit(MAX_LISTED_GROUPS).forEach(group -> members.put(group, new ArrayList<>()));
        BitSet listed = new BitSet();
        members.keySet().forEach(listed::set);
        for (int position = 0; position < groups.runs(); position++) {
            int group = groups.groupOf(position);
            if (group != LogGroups.NONE && listed.get(group)) {
                List<RunRef> runs = members.get(group);
                if (runs.size() < MAX_RUNS_PER_GROUP) {
                    runs.add(log.ref(position));
                }
            }
        }
        List<DivergedGroup> result = new ArrayList<>(members.size());
        for (Map.Entry<Integer, List<RunRef>> entry : members.entrySet()) {
            int group = entry.getKey();
            Run first = log.load(groups.first(group));
            result.add(new DivergedGroup(first.template(), first.seed().raw(), groups.size(group),
                    groups.variants(group), groups.isUnexpected(group), entry.getValue()));
        }
        return result;
    }
}
