package com.collimate.inspector.core.replay;

import java.util.function.Consumer;

/**
 * Events of a running batch. Called from the engine's worker threads, possibly concurrently: implementations must
 * be thread-safe and quick (a UI hops to its own thread and throttles). Progress snapshots arrive one at a time, in
 * the order they were taken.
 */
public interface ReplayListener {
    ReplayListener NONE = new ReplayListener() { };

    /** A listener made of two callbacks (each must be thread-safe, see above). */
    static ReplayListener of(Consumer<ReplayProgress> progress, Consumer<RunResult> results) {
        return new ReplayListener() {
            @Override
            public void onProgress(ReplayProgress snapshot) {
                progress.accept(snapshot);
            }

            @Override
            public void onRunResult(RunResult result) {
                results.accept(result);
            }
        };
    }

    /** Once at the start, when each replay starts (so the replays in flight show at once) and after each one. */
    default void onProgress(ReplayProgress progress) {
    }

    /** When every replay of a run is done (or the run was skipped or never reached), in no particular order. */
    default void onRunResult(RunResult result) {
    }
}
