package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Locale;
import java.util.Optional;

/**
 * Every run of a log sorted into groups of the same template, code and seed (seed compared case-insensitively),
 * in one pass: per run its group and whether its result (stdout, stderr, exit_code) differs from the group's first
 * run; per group its size, how many different results it has and the runs its members are compared with. Groups
 * are numbered in the order of their first run. Only primitive arrays and bit sets, a few dozen bytes a run, so
 * logs of millions of runs fit in a small heap.
 */
final class LogGroups {
    static final int NONE = -1;
    private static final int PROGRESS_EVERY = 1000;

    /** Per run: its group, or {@link #NONE} (unreadable, no template or code, no valid seed). */
    private final int[] groupOf;
    private final BitSet differsFromFirst = new BitSet();
    private final BitSet verified = new BitSet();
    private final int[] size;
    private final int[] variants;
    private final int[] first;
    /** Per group: its first run whose result differs from the first run's, or {@link #NONE}. */
    private final int[] firstDiffering;
    private final int[] firstResult;
    private final BitSet anyVerified = new BitSet();
    private final FingerprintIds setups = new FingerprintIds();
    private final FingerprintIds results = new FingerprintIds();
    private int read;

    private LogGroups(int runs) {
        groupOf = new int[runs];
        size = new int[runs];
        variants = new int[runs];
        first = new int[runs];
        firstDiffering = new int[runs];
        firstResult = new int[runs];
    }

    /**
     * Reads every run of {@code source} once, reporting progress to {@code listener}. A cancel stops the reading:
     * the runs not read yet are in no group ({@link #NONE}), and {@link #isComplete()} says so.
     */
    static LogGroups of(RunSource source, ReplayListener listener, Cancellation cancellation) {
        LogGroups groups = new LogGroups(source.size());
        long start = System.nanoTime();
        for (int position = 0; position < source.size(); position++) {
            if (cancellation.isCancelled()) {
                Arrays.fill(groups.groupOf, position, source.size(), NONE);
                return groups;
            }
            groups.read++;
            groups.add(position, readable(source, position));
            if ((position + 1) % PROGRESS_EVERY == 0 || position + 1 == source.size()) {
                double seconds = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
                listener.onProgress(new ReplayProgress(position + 1, source.size(), 0, 0, (position + 1) / seconds));
            }
        }
        return groups;
    }

    int runs() {
        return groupOf.length;
    }

    /** Every run was read: no cancel cut the pass short. */
    boolean isComplete() {
        return read == groupOf.length;
    }

    int groupOf(int run) {
        return groupOf[run];
    }

    boolean isVerified(int run) {
        return verified.get(run);
    }

    int size(int group) {
        return size[group];
    }

    /** How many different results the runs of the group have. */
    int variants(int group) {
        return variants[group];
    }

    int first(int group) {
        return first[group];
    }

    /** Any run of the group was verified: the sandbox confirmed a seed it then did not honour. */
    boolean isUnexpected(int group) {
        return anyVerified.get(group);
    }

    /**
     * The run a run of a diverged group is compared with: the group's first run when their results differ, else
     * the group's first run with another result.
     */
    int counterpart(int run) {
        int group = groupOf[run];
        return differsFromFirst.get(run) ? first[group] : firstDiffering[group];
    }

    private void add(int position, Optional<Run> readable) {
        if (readable.isEmpty() || !groupable(readable.get())) {
            groupOf[position] = NONE;
            return;
        }
        Run run = readable.get();
        int group = setups.idOf(Fingerprint.of(run.template(), run.code(), run.seed().raw().toLowerCase(Locale.ROOT)));
        int resultCount = results.size();
        int result = results.idOf(outcome(group, run));
        groupOf[position] = group;
        if (run.seedAck() == SeedAck.VERIFIED) {
            verified.set(position);
            anyVerified.set(group);
        }
        if (size[group]++ == 0) {
            first[group] = position;
            firstResult[group] = result;
            firstDiffering[group] = NONE;
        } else if (result != firstResult[group]) {
            differsFromFirst.set(position);
            if (firstDiffering[group] == NONE) {
                firstDiffering[group] = position;
            }
        }
        if (results.size() > resultCount) {
            variants[group]++;
        }
    }

    /** The group and the result: equal outcomes mean the same result within one group. */
    private static Fingerprint outcome(int group, Run run) {
        return Fingerprint.of(Integer.toString(group), orEmpty(run.stdout()), orEmpty(run.stderr()),
                run.exitCode() == null ? null : run.exitCode().toString());
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    private static boolean groupable(Run run) {
        return ReplayEligibility.skipReason(run).isEmpty() && run.seed().isValid();
    }

    private static Optional<Run> readable(RunSource source, int position) {
        try {
            return Optional.of(source.load(position));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
