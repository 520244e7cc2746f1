package com.collimate.inspector.cli;

import com.collimate.inspector.core.replay.DivergedGroup;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunResult;

import java.util.ArrayList;
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

    /** 0 nothing diverged and the check is complete; 1 nondeterminism found; 3 no divergence but incomplete. */
    int exitCode() {
        if (summary.diverged() > 0) {
            return EXIT_DIVERGED;
        }
        return incompleteness().isEmpty() ? EXIT_CLEAN : EXIT_FAILURES;
    }

    /** Why the check did not verify everything it was given, one line each (empty when it did). */
    List<String> incompleteness() {
        List<String> why = new ArrayList<>();
        if (summary.runs() == 0) {
            why.add("the log holds no runs: nothing was checked");
        }
        if (replayed && summary.runs() > 0 && summary.replayed() == 0) {
            why.add("none of the " + summary.runs() + " selected runs was replayed (see the skip reasons)");
        }
        if (summary.failed() > 0 || summary.failedReplays() > 0) {
            why.add(summary.failedReplays() + " replays got no answer; " + summary.failed() + " runs failed");
        }
        if (summary.unconfirmed() > 0) {
            why.add(summary.unconfirmed() + " runs not shown reproducible: a replay did not confirm the seed it was sent");
        }
        if (summary.unreadable() > 0) {
            why.add(summary.unreadable() + " runs could not be read back from the log (it changed on disk meanwhile)");
        }
        if (summary.stopReason() != null) {
            why.add("the batch stopped early");
        }
        if (summary.cancelled()) {
            why.add("cancelled");
        }
        return why;
    }
}
