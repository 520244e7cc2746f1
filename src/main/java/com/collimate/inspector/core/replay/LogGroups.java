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
 * <p>
 * Two runs differ when their stdout or stderr differ, or when both logged an exit code and the codes differ: a run
 * the log has no exit code for (absent, not an integer) differs from no run in its exit code, as a replay of it
 * does not ({@link Divergence#between}). So a group diverges when its runs have two outputs (stdout and stderr) or
 * two exit codes; a run without an exit code and with the group's only output agrees with every run of it.
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
    /** Per group: the output (stdout and stderr) of its first run. */
    private final int[] firstOutput;
    /** Per group: its first run with another output than the first run's, or {@link #NONE}. */
    private final int[] firstOtherOutput;
    /** Per group: its first run with an exit code, or {@link #NONE}; {@link #codeValue} is that code. */
    private final int[] codeRun;
    private final long[] codeValue;
    /** Per group: its first run with an exit code other than {@link #codeValue}, or {@link #NONE}. */
    private final int[] otherCodeRun;
    /** Per run: it has an exit code. */
    private final BitSet hasCode = new BitSet();
    /** Per run: its exit code is not its group's {@link #codeValue}. */
    private final BitSet otherCode = new BitSet();
    private final BitSet anyVerified = new BitSet();
    private final FingerprintIds setups = new FingerprintIds();
    /** Outputs (group, stdout, stderr), and results with an exit code (output, exit code). */
    private final FingerprintIds outputs = new FingerprintIds();
    private final FingerprintIds results = new FingerprintIds();
    /** Per output: some run has it with an exit code; some run has it without one. */
    private final BitSet outputWithCode = new BitSet();
    private final BitSet outputWithoutCode = new BitSet();
    private int read;

    private LogGroups(int runs) {
        groupOf = new int[runs];
        size = new int[runs];
        variants = new int[runs];
        first = new int[runs];
        firstOutput = new int[runs];
        firstOtherOutput = new int[runs];
        codeRun = new int[runs];
        codeValue = new long[runs];
        otherCodeRun = new int[runs];
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

    /**
     * How many different results the runs of the group have: each output with each exit code logged with it, and
     * each output logged only without one. More than one exactly when two runs of the group differ.
     */
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
     * The run a run of a diverged group is compared with, one it differs from: the group's first run when they
     * differ, else the group's first run with another output, else (the group's runs differ only in their exit
     * codes) its first run with another exit code; {@link #NONE} for a run without an exit code in such a group,
     * which differs from none of them.
     */
    int counterpart(int run) {
        int group = groupOf[run];
        if (differsFromFirst.get(run)) {
            return first[group];
        }
        if (firstOtherOutput[group] != NONE) {
            return firstOtherOutput[group];
        }
        if (!hasCode.get(run)) {
            return NONE;
        }
        return otherCode.get(run) ? codeRun[group] : otherCodeRun[group];
    }

    private void add(int position, Optional<Run> readable) {
        if (readable.isEmpty() || !groupable(readable.get())) {
            groupOf[position] = NONE;
            return;
        }
        Run run = readable.get();
        int group = setups.idOf(Fingerprint.of(run.template(), run.code(), run.seed().raw().toLowerCase(Locale.ROOT)));
        int output = outputs.idOf(Fingerprint.of(Integer.toString(group), orEmpty(run.stdout()), orEmpty(run.stderr())));
        Long code = run.exitCode();
        groupOf[position] = group;
        if (run.seedAck() == SeedAck.VERIFIED) {
            verified.set(position);
            anyVerified.set(group);
        }
        if (size[group]++ == 0) {
            first[group] = position;
            firstOutput[group] = output;
            firstOtherOutput[group] = NONE;
            codeRun[group] = NONE;
            otherCodeRun[group] = NONE;
        } else if (output != firstOutput[group]) {
            differsFromFirst.set(position);
            if (firstOtherOutput[group] == NONE) {
                firstOtherOutput[group] = position;
            }
        }
        if (code != null) {
            addCode(position, group, code);
        }
        countVariant(group, output, code);
    }

    private void addCode(int position, int group, long code) {
        hasCode.set(position);
        if (codeRun[group] == NONE) {
            codeRun[group] = position;
            codeValue[group] = code;
            return;
        }
        if (code == codeValue[group]) {
            return;
        }
        otherCode.set(position);
        if (otherCodeRun[group] == NONE) {
            otherCodeRun[group] = position;
        }
        if (codeRun[group] == first[group]) {
            differsFromFirst.set(position);
        }
    }

    /** An output first seen without an exit code counts until it is seen with one, then that result counts. */
    private void countVariant(int group, int output, Long code) {
        if (code == null) {
            if (!outputWithoutCode.get(output)) {
                outputWithoutCode.set(output);
                variants[group] += outputWithCode.get(output) ? 0 : 1;
            }
            return;
        }
        int known = results.size();
        results.idOf(Fingerprint.of(Integer.toString(output), code.toString()));
        variants[group] += results.size() > known ? 1 : 0;
        if (!outputWithCode.get(output)) {
            outputWithCode.set(output);
            variants[group] -= outputWithoutCode.get(output) ? 1 : 0;
        }
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
