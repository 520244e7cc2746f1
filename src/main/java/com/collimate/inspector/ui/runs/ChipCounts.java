package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * What the filter chips count: the runs that the search and the group filter leave ({@link RunFilter#leaves}), per
 * seed_ack, exit code and verdict, so that a chip says how many rows choosing it would show. Immutable; counted on
 * the rows' background thread by a {@link Counter}.
 */
public final class ChipCounts {
    static final ChipCounts NONE = new Counter().snapshot();

    private final int[] perAck;
    private final int[] perExit;
    private final Map<String, Integer> perVerdict;

    private ChipCounts(int[] perAck, int[] perExit, Map<String, Integer> perVerdict) {
        this.perAck = perAck;
        this.perExit = perExit;
        this.perVerdict = perVerdict;
    }

    int count(SeedAck ack) {
        return perAck[ack.ordinal()];
    }

    /** The runs that {@code exit} accepts among those counted; {@link ExitFilter#ANY} counts them all. */
    int count(ExitFilter exit) {
        return exit == ExitFilter.ANY ? Arrays.stream(perExit).sum() : perExit[exit.ordinal()];
    }

    /** The runs whose verdict has {@code label}; {@link RunsViewModel#NOT_REPLAYED} counts those without one. */
    public int verdicts(String label) {
        return perVerdict.getOrDefault(label, 0);
    }

    /** Counts runs; confined to one thread at a time. */
    static final class Counter {
        private final int[] perAck = new int[SeedAck.values().length];
        /** By {@link ExitFilter} ordinal: ZERO, NON_ZERO and MISSING, each run in one. */
        private final int[] perExit = new int[ExitFilter.values().length];
        private final Map<String, Integer> perVerdict = new HashMap<>();

        /** Counts {@code run}, whose verdict has {@code verdict} (null: none). */
        void add(RunSummary run, String verdict) {
            perAck[run.seedAck().ordinal()]++;
            perExit[ExitFilter.of(run).ordinal()]++;
            perVerdict.merge(orNotReplayed(verdict), 1, Integer::sum);
        }

        /** A counted run's verdict label went from {@code before} to {@code after} (null: none). */
        void relabel(String before, String after) {
            perVerdict.merge(orNotReplayed(before), -1, Integer::sum);
            perVerdict.merge(orNotReplayed(after), 1, Integer::sum);
        }

        void clear() {
            Arrays.fill(perAck, 0);
            Arrays.fill(perExit, 0);
            perVerdict.clear();
        }

        ChipCounts snapshot() {
            return new ChipCounts(perAck.clone(), perExit.clone(), Map.copyOf(perVerdict));
        }

        private static String orNotReplayed(String verdict) {
            return verdict == null ? RunsViewModel.NOT_REPLAYED : verdict;
        }
    }
}
