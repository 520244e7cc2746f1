package com.collimate.inspector.cli;

import com.collimate.inspector.core.replay.DivergedGroup;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunResult;

import java.util.Comparator;
import java.util.List;

/**
 * Everything {@code check} prints, in log order.
 *
 * @param backend where replays went ("" for the offline check)
 * @param groups  the diverged groups of an offline check (empty after a replay)
 */
record CheckReport(String file, boolean replayed, String backend, ReplaySummary summary, List<RunResult> results,
                   List<DivergedGroup> groups) {

    static final int EXIT_CLEAN = 0;
    static final int EXIT_DIVERGED = 1;
    static final int EXIT_FAILURES = 3;

    CheckReport {
        results = results.stream().sorted(Comparator.comparingLong(result -> result.run().line())).toList();
        groups = List.copyOf(groups);
    }

    /** 0 nothing diverged and nothing failed; 1 nondeterminism found; 3 no divergence but some replays failed. */
    int exitCode() {
        if (summary.diverged() > 0) {
            return EXIT_DIVERGED;
        }
        boolean incomplete = summary.failed() > 0 || summary.failedReplays() > 0 || summary.stopReason() != null
                || summary.cancelled();
        return incomplete ? EXIT_FAILURES : EXIT_CLEAN;
    }
}
