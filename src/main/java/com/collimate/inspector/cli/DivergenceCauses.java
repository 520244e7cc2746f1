package com.collimate.inspector.cli;

import com.collimate.inspector.core.diff.RunComparison;
import com.collimate.inspector.core.diff.RunOutputs;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.DivergenceCause;
import com.collimate.inspector.core.replay.OfflineReport;
import com.collimate.inspector.core.replay.ReplayReportRows;
import com.collimate.inspector.core.replay.RunRef;
import com.collimate.inspector.core.replay.RunReplays;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.Verdict;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;

/**
 * Why the diverged runs of a check differ: each one's original compared again with what it diverged from (its
 * diverging replay, read back from the journal; offline, the run of its group the check compared it with), as the
 * report does. One run is loaded at a time and only its classes are kept, so memory does not grow with the outputs.
 */
final class DivergenceCauses {
    private final RolloutLog log;
    private final ReplayJournal journal;
    private final Map<RunRef, RunRef> comparedWith;
    private final TextDiffer differ;
    private final Cancellation cancellation;

    /** {@code journal} is null for an offline check, whose {@code offline} report names the pairs. */
    DivergenceCauses(RolloutLog log, ReplayJournal journal, Optional<OfflineReport> offline, TextDiffer differ,
                     Cancellation cancellation) {
        this.log = log;
        this.journal = journal;
        this.comparedWith = offline.map(DivergenceCauses::comparedWith).orElse(Map.of());
        this.differ = differ;
        this.cancellation = cancellation;
    }

    /**
     * The causes of the diverged runs among {@code results}; a run left out has none to give (its replay is no
     * longer in the journal, the log changed) or was not reached before a cancel.
     */
    Map<RunRef, DivergenceCause> of(List<RunResult> results) throws IOException {
        Map<RunRef, DivergenceCause> causes = new HashMap<>();
        // a few distinct causes are shared by many runs: one instance each
        Map<DivergenceCause, DivergenceCause> shared = new HashMap<>();
        try {
            for (RunResult result : results) {
                if (cancellation.isCancelled()) {
                    break;
                }
                Optional<RunComparison> comparison = comparison(result);
                comparison.ifPresent(compared -> causes.put(result.run(), shared.computeIfAbsent(
                        DivergenceCause.of(compared), cause -> cause)));
            }
        } catch (CancellationException cancelled) {
            // the runs compared so far keep their causes
        }
        return causes;
    }

    /** The comparison behind a diverged result; empty for another verdict or when there is nothing to compare. */
    Optional<RunComparison> comparison(RunResult result) throws IOException {
        if (result.verdict() != Verdict.DIVERGED) {
            return Optional.empty();
        }
        Optional<Run> run = load(result.run());
        if (run.isEmpty()) {
            return Optional.empty();
        }
        if (journal != null) {
            return ReplayReportRows.comparison(run.get(), result, RunReplays.of(journal, run.get()), differ,
                    cancellation);
        }
        return comparedRun(result).map(other -> RunComparison.compare(outputs(run.get()), outputs(other), differ,
                cancellation));
    }

    /** Offline: the run of its group the check compared {@code result} with, when it names one. */
    Optional<Run> comparedRun(RunResult result) throws IOException {
        RunRef other = comparedWith.get(result.run());
        return other == null ? Optional.empty() : load(other);
    }

    Optional<Run> load(RunRef run) throws IOException {
        OptionalInt index = RunNames.startingAt(log, run.line());
        return index.isEmpty() ? Optional.empty() : Optional.of(log.load(index.getAsInt()));
    }

    static RunOutputs outputs(Run run) {
        return new RunOutputs(run.stdout(), run.stderr(), run.exitCode());
    }

    /** Bounded: the offline check lists at most {@link com.collimate.inspector.core.replay.OfflineCheck#MAX_LISTED_RUNS} runs. */
    private static Map<RunRef, RunRef> comparedWith(OfflineReport offline) {
        Map<RunRef, RunRef> comparedWith = new HashMap<>();
        offline.findings().forEach(finding -> comparedWith.put(finding.result().run(), finding.comparedWith()));
        return comparedWith;
    }
}
