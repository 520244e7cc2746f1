package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;

import java.io.IOException;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The runs of a batch, by position {@code 0..size()-1}. The engine calls {@link #load} right before each request
 * and drops the run afterwards, so a source backed by a log keeps memory flat over any number of runs.
 */
public interface RunSource {

    int size();

    RunRef ref(int position);

    Run load(int position) throws IOException;

    /** Every run of {@code log}, in file order. */
    static RunSource of(RolloutLog log) {
        return of(log, IntStream.range(0, log.size()).toArray());
    }

    /** The runs of {@code log} at the given indexes, in that order. */
    static RunSource of(RolloutLog log, int[] indexes) {
        int[] copy = indexes.clone();
        return new RunSource() {
            @Override
            public int size() {
                return copy.length;
            }

            @Override
            public RunRef ref(int position) {
                RunSummary summary = log.summary(copy[position]);
                return new RunRef(summary.key(), summary.line(), summary.seedAck());
            }

            @Override
            public Run load(int position) throws IOException {
                return log.load(copy[position]);
            }
        };
    }

    /** Runs already in memory (tests, small selections). */
    static RunSource of(List<Run> runs) {
        List<Run> copy = List.copyOf(runs);
        return new RunSource() {
            @Override
            public int size() {
                return copy.size();
            }

            @Override
            public RunRef ref(int position) {
                Run run = copy.get(position);
                return new RunRef(run.key(), run.line(), run.seedAck());
            }

            @Override
            public Run load(int position) {
                return copy.get(position);
            }
        };
    }
}
