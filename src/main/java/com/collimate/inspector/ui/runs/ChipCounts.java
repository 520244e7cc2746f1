package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;

import java.util.Arrays;

/**
 * What the seed_ack and exit code chips count: the runs that the search and the group filter leave
 * ({@link RunFilter#leaves}), so that a chip says how many rows choosing it would show. Immutable; counted on the
 * rows' background thread by a {@link Counter}.
 */
final class ChipCounts {
    static final ChipCounts NONE = new Counter().snapshot();

    private final int[] perAck;
    private final int[] perExit;

    private ChipCounts(int[] perAck, int[] perExit) {
        this.perAck = perAck;
        this.perExit = perExit;
    }

    int count(SeedAck ack) {
        return perAck[ack.ordinal()];
    }

    /** The runs that {@code exit} accepts among those counted; {@link ExitFilter#ANY} counts them all. */
    int count(ExitFilter exit) {
        return exit == ExitFilter.ANY ? Arrays.stream(perExit).sum() : perExit[exit.ordinal()];
    }

    /** Counts runs; confined to one thread at a time. */
    static final class Counter {
        private final int[] perAck = new int[SeedAck.values().length];
        /** By {@link ExitFilter} ordinal: ZERO, NON_ZERO and MISSING, each run in one. */
        private final int[] perExit = new int[ExitFilter.values().length];

        void add(RunSummary run) {
            perAck[run.seedAck().ordinal()]++;
            perExit[ExitFilter.of(run).ordinal()]++;
        }

        void clear() {
            Arrays.fill(perAck, 0);
            Arrays.fill(perExit, 0);
        }

        ChipCounts snapshot() {
            return new ChipCounts(perAck.clone(), perExit.clone());
        }
    }
}
