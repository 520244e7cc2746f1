package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Finds nondeterminism without replaying: runs with the same template, code and seed but different results.
 * One pass keeps only fingerprints (128-bit hashes) and run positions, so it works on logs of millions of runs;
 * only the runs of diverged groups are read again, to say where they differ.
 */
public final class OfflineCheck {
    private static final int PROGRESS_EVERY = 1000;

    private OfflineCheck() {
    }

    /** @throws IOException when a run of a diverged group can no longer be read back (the log changed meanwhile) */
    public static OfflineReport run(RunSource source, ReplayListener listener, Cancellation cancellation)
            throws IOException {
        Map<Fingerprint, Group> groups = new HashMap<>();
        long start = System.nanoTime();
        for (int position = 0; position < source.size(); position++) {
            cancellation.throwIfCancelled();
            Optional<Run> run = readable(source, position);
            if (run.isPresent() && groupable(run.get())) {
                Run r = run.get();
                groups.computeIfAbsent(Fingerprint.of(r.template(), r.code(), r.seed().raw().toLowerCase(Locale.ROOT)),
                        key -> new Group()).add(position, outcome(r));
            }
            if ((position + 1) % PROGRESS_EVERY == 0 || position + 1 == source.size()) {
                double seconds = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
                listener.onProgress(new ReplayProgress(position + 1, source.size(), 0, 0, (position + 1) / seconds));
            }
        }
        return report(source, groups, cancellation);
    }

    private static OfflineReport report(RunSource source, Map<Fingerprint, Group> groups, Cancellation cancellation)
            throws IOException {
        List<DivergedGroup> diverged = new ArrayList<>();
        List<RunResult> results = new ArrayList<>();
        int consistent = 0;
        int divergedRuns = 0;
        int unexpected = 0;
        List<Group> ordered = groups.values().stream().filter(group -> group.size > 1)
                .sorted((a, b) -> Integer.compare(a.members[0], b.members[0])).toList();
        for (Group group : ordered) {
            if (group.variants() == 1) {
                consistent += group.size;
                continue;
            }
            cancellation.throwIfCancelled();
            List<RunResult> members = judge(source, group);
            results.addAll(members);
            divergedRuns += members.size();
            unexpected += (int) members.stream().filter(RunResult::isUnexpectedDivergence).count();
            Run first = source.load(group.members[0]);
            diverged.add(new DivergedGroup(first.template(), first.seed().raw(),
                    members.stream().map(RunResult::run).toList(), group.variants()));
        }
        int skipped = source.size() - consistent - divergedRuns;
        ReplaySummary summary = new ReplaySummary(source.size(), 0, consistent, divergedRuns, unexpected, 0, skipped,
                0, 0, 0, false, null);
        return new OfflineReport(summary, diverged, results);
    }

    /** Each member against the group's first run; the first run against the first member that differs from it. */
    private static List<RunResult> judge(RunSource source, Group group) throws IOException {
        Run reference = source.load(group.members[0]);
        Run firstDiffering = null;
        List<RunResult> results = new ArrayList<>(group.size);
        for (int i = 1; i < group.size; i++) {
            Run member = source.load(group.members[i]);
            Optional<Divergence> divergence = compare(reference, member);
            if (divergence.isPresent() && firstDiffering == null) {
                firstDiffering = member;
            }
            results.add(result(source.ref(group.members[i]), member, group.size, reference, divergence.orElse(null)));
        }
        Divergence own = firstDiffering == null ? null : compare(firstDiffering, reference).orElse(null);
        results.add(0, result(source.ref(group.members[0]), reference, group.size, firstDiffering, own));
        return results;
    }

    private static RunResult result(RunRef run, Run own, int groupSize, Run comparedTo, Divergence divergence) {
        boolean unexpected = run.seedAck() == SeedAck.VERIFIED;
        String reason = "same template, code and seed as " + (groupSize - 1) + " other run"
                + (groupSize == 2 ? "" : "s") + " of the log, with different results"
                + (divergence == null ? "" : "; differs from " + comparedTo.key() + " in " + divergence.describe()
                + (divergence.stream() == OutputStream.EXIT_CODE
                ? " (" + exitCode(own) + " vs " + exitCode(comparedTo) + ")" : ""))
                + (unexpected ? "; unexpected: its seed_ack was verified"
                : "; expected: its seed_ack was " + run.seedAck().label());
        return new RunResult(run, Verdict.DIVERGED, !unexpected, reason, List.of(), divergence);
    }

    private static Optional<Divergence> compare(Run original, Run other) {
        return Divergence.betweenLogged(original.stdout(), original.stderr(), original.exitCode(), other.stdout(),
                other.stderr(), other.exitCode());
    }

    private static String exitCode(Run run) {
        return run.exitCode() == null ? "none" : run.exitCode().toString();
    }

    private static boolean groupable(Run run) {
        return ReplayEligibility.skipReason(run).isEmpty() && run.seed().isValid();
    }

    private static Fingerprint outcome(Run run) {
        return Fingerprint.of(orEmpty(run.stdout()), orEmpty(run.stderr()),
                run.exitCode() == null ? null : run.exitCode().toString());
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    private static Optional<Run> readable(RunSource source, int position) {
        try {
            return Optional.of(source.load(position));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The positions of the runs sharing one template+code+seed fingerprint, and their distinct results. */
    private static final class Group {
        int[] members = new int[2];
        int size;
        Fingerprint firstOutcome;
        List<Fingerprint> otherOutcomes;

        void add(int position, Fingerprint outcome) {
            if (size == members.length) {
                members = Arrays.copyOf(members, size * 2);
            }
            members[size++] = position;
            if (firstOutcome == null) {
                firstOutcome = outcome;
            } else if (!firstOutcome.equals(outcome)) {
                if (otherOutcomes == null) {
                    otherOutcomes = new ArrayList<>(1);
                }
                if (!otherOutcomes.contains(outcome)) {
                    otherOutcomes.add(outcome);
                }
            }
        }

        int variants() {
            return 1 + (otherOutcomes == null ? 0 : otherOutcomes.size());
        }
    }
}
