package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.RecordErrors;
import com.collimate.inspector.core.replay.DivergenceCause;
import com.collimate.inspector.core.replay.FailureCauses;
import com.collimate.inspector.core.replay.OfflineReport;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunRef;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunVerdicts;
import com.collimate.inspector.core.util.Sizes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything {@code check} prints, in log order.
 *
 * @param backend      where replays went ("" for the offline check)
 * @param offline      the diverged groups and the other findings of an offline check (empty after a replay)
 * @param recordErrors the log's records that could not be read, so were not checked
 * @param fromJournal  runs judged from the replays the journal already had ({@code --resume}), not replayed now;
 *                     {@code summary} counts them in
 * @param causes       why the diverged runs differ, by run (a run without one had nothing to compare)
 * @param backendWarnings what the backend warned of before code ran in it (a local sandbox without its watcher)
 */
record CheckReport(String file, String backend, ReplaySummary summary, List<RunResult> results,
                   Optional<OfflineReport> offline, RecordErrors recordErrors, int fromJournal,
                   Map<RunRef, DivergenceCause> causes, List<String> backendWarnings) {

    static final int EXIT_CLEAN = 0;
    static final int EXIT_DIVERGED = 1;
    static final int EXIT_FAILURES = 3;
    private static final int STOP_REASON_CHARS = 240;

    CheckReport {
        results = results.stream().sorted(Comparator.comparingLong(result -> result.run().line())).toList();
    }

    static CheckReport ofReplay(String file, String backend, ReplaySummary summary, List<RunResult> results,
                                RecordErrors recordErrors, int fromJournal) {
        return new CheckReport(file, backend, summary, results, Optional.empty(), recordErrors, fromJournal, Map.of(),
                List.of());
    }

    static CheckReport ofOffline(String file, OfflineReport offline, RecordErrors recordErrors) {
        return new CheckReport(file, "", offline.summary(), offline.results(), Optional.of(offline), recordErrors, 0,
                Map.of(), List.of());
    }

    CheckReport withCauses(Map<RunRef, DivergenceCause> runCauses) {
        return new CheckReport(file, backend, summary, results, offline, recordErrors, fromJournal, runCauses,
                backendWarnings);
    }

    CheckReport withBackendWarnings(List<String> warnings) {
        return new CheckReport(file, backend, summary, results, offline, recordErrors, fromJournal, causes,
                List.copyOf(warnings));
    }

    Optional<DivergenceCause> cause(RunResult result) {
        return Optional.ofNullable(causes.get(result.run()));
    }

    boolean replayed() {
        return offline.isEmpty();
    }

    /** Runs with a request made by this check; the resumed runs' replays were made before. */
    int replayedNow() {
        return summary.replayed() - fromJournal;
    }

    /**
     * "3 runs selected, 1 replayed against BACKEND, 2 judged from the replays already in the journal"; when every run
     * was judged from the journal, no backend was started and the journal's replays were all made by BACKEND.
     */
    String replayCounts() {
        int runs = summary.runs();
        String selected = Sizes.count(runs, "run") + " selected, ";
        if (runs > 0 && fromJournal == runs) {
            return selected + "none replayed now: all judged from the replays of " + backend + " already in the journal";
        }
        return selected + replayedNow() + " replayed against " + backend + (fromJournal > 0
                ? ", " + fromJournal + " judged from the replays already in the journal" : "");
    }

    /**
     * The results worth listing one by one: all but those of the runs a stopped or cancelled batch never got to
     * replay, which share one reason ({@link #notReplayed} counts them; against a down endpoint, nearly all).
     */
    List<RunResult> listed() {
        return results.stream().filter(result -> !notReached(result)).toList();
    }

    /** Runs a stopped or cancelled batch never got to replay. */
    int notReplayed() {
        return (int) results.stream().filter(this::notReached).count();
    }

    private boolean notReached(RunResult result) {
        return replayed() && RunVerdicts.unreached(result);
    }

    /**
     * "Stopped early (why): N runs not replayed (counted as failed)", or only "Stopped early (why)" when the batch
     * stopped at its last run; meant only when the batch stopped.
     */
    String stopNote() {
        String stopped = "Stopped early (" + TextSafety.oneLine(summary.stopReason(), STOP_REASON_CHARS) + ")";
        return notReplayed() == 0 ? stopped
                : stopped + ": " + Sizes.count(notReplayed(), "run") + " not replayed (counted as failed)";
    }

    /** "Cancelled: N runs not replayed (…), counted as skipped", without a full stop; meant only after a cancel. */
    String cancelNote() {
        return replayed() ? "Cancelled: " + Sizes.count(notReplayed(), "run") + " not replayed (not reached, or cut off"
                + " in flight), counted as skipped"
                : "Cancelled: only the runs read before the cancel were grouped, the others are counted as skipped";
    }

    /**
     * "2 replays failed (no exec result)", or by cause when another applies: "3 replays failed (2 no exec result,
     * 1 stopped at the sandbox's output limit of 8 MiB)".
     */
    String failedReplays() {
        FailureCauses causes = FailureCauses.ofReplays(results);
        return Sizes.count(summary.failedReplays(), "replay") + " failed"
                + (causes.total() > 0 ? " (" + causes.describe() + ")" : "");
    }

    /** Runs replayed without showing anything ({@link RunResult#isUnproven}): counted as unconfirmed, not skipped. */
    int unproven() {
        return (int) results.stream().filter(RunResult::isUnproven).count();
    }

    /** Runs that could not be replayed (or judged), the unconfirmed ones left out. */
    int skipped() {
        return summary.skipped() - unproven();
    }

    /** 0 nothing diverged and the check is complete; 1 nondeterminism found; 3 no divergence but incomplete. */
    int exitCode() {
        return exitCode(FailOn.ANY);
    }

    /**
     * As {@link #exitCode()}, but only the divergences {@code failOn} names count as nondeterminism found; the
     * others do not make the check incomplete.
     */
    int exitCode(FailOn failOn) {
        if (failing(failOn) > 0) {
            return EXIT_DIVERGED;
        }
        return incompleteness().isEmpty() ? EXIT_CLEAN : EXIT_FAILURES;
    }

    /**
     * The diverged runs {@code failOn} counts. An unexpected divergence counts as unmasked unless its cause says it
     * is equal after masks, so one without a cause (not listed, not compared) still fails.
     */
    int failing(FailOn failOn) {
        return switch (failOn) {
            case ANY -> summary.diverged();
            case UNEXPECTED -> summary.unexpected();
            case UNMASKED -> summary.unexpected() - (int) results.stream().filter(RunResult::isUnexpectedDivergence)
                    .filter(result -> cause(result).map(DivergenceCause::equalAfterMasks).orElse(false))
                    .count();
        };
    }

    /**
     * An offline check that compared no run with another: it passes (nothing diverged), but says so, or a log of
     * runs that each have their own seed would look checked.
     */
    Optional<String> nothingCompared() {
        OfflineReport check = offline.orElse(null);
        if (check == null || summary.runs() == 0 || summary.cancelled()
                || summary.reproduced() + summary.diverged() > 0) {
            return Optional.empty();
        }
        String why = summary.runs() == check.logRuns() ? "no two runs of the log share template, code and seed"
                : "no selected run shares template, code and seed with another run of the log";
        return Optional.of("nothing was compared: " + why + "; use --replay to replay them");
    }

    /** Why the check did not verify everything it was given, one line each (empty when it did). */
    List<String> incompleteness() {
        List<String> why = new ArrayList<>();
        if (recordErrors.count() > 0) {
            why.add(recordErrors.describe());
        }
        if (recordErrors.dataEndsEarly().isPresent()) {
            why.add(recordErrors.describeDataEnd());
        }
        if (summary.runs() == 0) {
            why.add("the log holds no runs: nothing was checked");
        }
        if (replayed() && summary.runs() > 0 && summary.replayed() == 0 && !summary.cancelled()
                && summary.stopReason() == null) {
            why.add((summary.runs() == 1 ? "the selected run was not replayed"
                    : "none of the " + Sizes.count(summary.runs()) + " selected runs was replayed") + " (see the skip reasons)");
        }
        if (summary.failed() > 0 || summary.failedReplays() > 0) {
            why.add(failedReplays() + "; " + Sizes.count(summary.failed(), "run") + " failed");
        }
        if (summary.unconfirmed() > 0) {
            why.add(Sizes.count(summary.unconfirmed(), "run") + " not shown reproducible: a replay did not confirm the "
                    + "seed it was sent");
        }
        if (summary.unreadable() > 0) {
            why.add(Sizes.count(summary.unreadable(), "run") + " could not be read back from the log (it changed on disk "
                    + "meanwhile)");
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
