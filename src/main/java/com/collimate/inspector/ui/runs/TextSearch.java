package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.util.BitSet;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One search of the runs of a log through their key and seed, and their code, stdout and stderr, in the background;
 * resumable when more runs get indexed. Reports on the FX thread, about five times a second while it runs.
 */
final class TextSearch {
    private static final long PUBLISH_NANOS = 200_000_000L;

    /** Receives the reports on the FX thread. */
    interface Listener {
        /** The search goes through runs again. */
        void resumed(TextSearch from);

        /** How far the search went; not called once it is cancelled. */
        void found(TextSearch from, Found found);
    }

    /**
     * @param textMatches     the runs not matching by key or seed whose texts match, so far
     * @param keyOrSeedMatches the runs matching by key or seed so far
     * @param progress        the share of the indexed runs searched, 0..1
     * @param done            no run indexed is left to search, for now
     */
    record Found(BitSet textMatches, int keyOrSeedMatches, double progress, boolean done) {
    }

    private final LogRows rows;
    private final SearchQuery query;
    private final Executor fx;
    private final Executor worker;
    private final Listener listener;
    private final Cancellation cancellation = new Cancellation();
    private final AtomicBoolean running = new AtomicBoolean();
    private final BitSet matches = new BitSet();
    private int keyOrSeedFound;
    private int next;

    TextSearch(LogRows rows, SearchQuery query, Executor fx, Executor worker, Listener listener) {
        this.rows = rows;
        this.query = query;
        this.fx = fx;
        this.worker = worker;
        this.listener = listener;
    }

    LogRows rows() {
        return rows;
    }

    void cancel() {
        cancellation.cancel();
    }

    /** Searches the runs indexed since it last stopped, unless it is already at it. Thread-safe. */
    void resume() {
        if (!cancellation.isCancelled() && next < rows.indexed() && running.compareAndSet(false, true)) {
            fx.execute(() -> listener.resumed(this));
            worker.execute(this::run);
        }
    }

    private void run() {
        long lastPublish = System.nanoTime();
        while (!cancellation.isCancelled() && next < rows.indexed()) {
            RunSummary summary = rows.log().summary(next);
            if (query.matchesSummary(summary)) {
                keyOrSeedFound++;
            } else if (textsMatch(next)) {
                matches.set(next);
            }
            next++;
            if (System.nanoTime() - lastPublish > PUBLISH_NANOS) {
                publish(false);
                lastPublish = System.nanoTime();
            }
        }
        publish(true);
        running.set(false);
        if (next < rows.indexed()) {
            resume();
        }
    }

    private boolean textsMatch(int runIndex) {
        try {
            Run run = rows.log().load(runIndex);
            return query.matchesTexts(run);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private void publish(boolean done) {
        int indexed = rows.indexed();
        Found found = new Found((BitSet) matches.clone(), keyOrSeedFound, indexed == 0 ? 1 : (double) next / indexed,
                done);
        fx.execute(() -> {
            if (!cancellation.isCancelled()) {
                listener.found(this, found);
            }
        });
    }
}
