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
import com.collimate.inspector.core.report.ReportDiff;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;

/**
 * Why the diverged runs of a check differ: each one's original compared with what it diverged from (its diverging
 * replay, read back from the journal; offline, the run of its group the check compared it with), once for both the
 * printed causes and the report's diffs. One run is loaded at a time and only its classes are kept, plus the outputs
 * of the few runs whose diffs the report shows, so memory does not grow with the outputs.
 */
final class DivergenceCauses {
    private final RolloutLog log;
    private final ReplayJournal journal;
    private final Map<RunRef, RunRef> comparedWith;
    private final TextDiffer differ;
    private final Cancellation cancellation;

    /**
     * The causes of the diverged runs, by run (a run left out has none to give: its replay is no longer in the
     * journal, the log changed, or a cancel came first), and the diffs of the first diverged runs that differ.
     */
    record Found(Map<RunRef, DivergenceCause> causes, Map<RunRef, Shown> shown) {
    }

    /** A diverged run as the report shows it: its classes and its outputs side by side with what it diverged from. */
    record Shown(List<String> classes, List<ReportDiff> diffs) {
    }

    /** {@code journal} is null for an offline check, whose {@code offline} report names the pairs. */
    DivergenceCauses(RolloutLog log, ReplayJournal journal, Optional<OfflineReport> offline, TextDiffer differ,
                     Cancellation cancellation) {
        this.log = log;
        this.journal = journal;
        this.comparedWith = offline.map(DivergenceCauses::comparedWith).orElse(Map.of());
        this.differ = differ;
        this.cancellation = cancellation;
    }

    /** The causes of the diverged runs among {@code results}, with the diffs of the first {@code maxShown}. */
    Found of(List<RunResult> results, int maxShown) throws IOException {
        Map<RunRef, DivergenceCause> causes = new HashMap<>();
        Map<RunRef, Shown> shown = new HashMap<>();
        // a few distinct causes are shared by many runs: one instance each
        Map<DivergenceCause, DivergenceCause> shared = new HashMap<>();
        try {
            for (RunResult result : results) {
                if (cancellation.isCancelled()) {
                    break;
                }
                Optional<Divergence> divergence = divergence(result);
                if (divergence.isEmpty()) {
                    continue;
                }
                RunComparison comparison = divergence.get().comparison();
                causes.put(result.run(), shared.computeIfAbsent(DivergenceCause.of(comparison), cause -> cause));
                if (shown.size() < maxShown && !comparison.identical()) {
                    shown.put(result.run(), new Shown(comparison.classes(), divergence.get().diffs()));
                }
            }
        } catch (CancellationException cancelled) {
            // the runs compared so far keep their causes
        }
        return new Found(causes, shown);
    }

    /** A diverged run's outputs and what it diverged from, compared. */
    private record Divergence(RunOutputs original, RunOutputs other, String against, RunComparison comparison) {
        List<ReportDiff> diffs() {
            return ReportDiff.ofRuns(original, other, comparison, against);
        }
    }

    /** The divergence behind a result; empty for another verdict or when there is nothing to compare. */
    private Optional<Divergence> divergence(RunResult result) throws IOException {
        if (result.verdict() != Verdict.DIVERGED) {
            return Optional.empty();
        }
        Optional<Run> run = load(result.run());
        if (run.isEmpty()) {
            return Optional.empty();
        }
        RunOutputs original = RunOutputs.of(run.get());
        if (journal != null) {
            return ReplayReportRows.diverging(result, RunReplays.of(journal, run.get())).map(replay -> compared(
                    original, replay.response().outputs(), ReplayReportRows.againstReplay(replay)));
        }
        RunRef other = comparedWith.get(result.run());
        Optional<Run> otherRun = other == null ? Optional.empty() : load(other);
        return otherRun.map(compared -> compared(original, RunOutputs.of(compared), "this run vs " + compared.key()));
    }

    private Divergence compared(RunOutputs original, RunOutputs other, String against) {
        return new Divergence(original, other, against, RunComparison.compare(original, other, differ, cancellation));
    }

    private Optional<Run> load(RunRef run) throws IOException {
        OptionalInt index = RunNames.startingAt(log, run.line());
        return index.isEmpty() ? Optional.empty() : Optional.of(log.load(index.getAsInt()));
    }

    /** Bounded: the offline check lists at most {@link com.collimate.inspector.core.replay.OfflineCheck#MAX_LISTED_RUNS} runs. */
    private static Map<RunRef, RunRef> comparedWith(OfflineReport offline) {
        Map<RunRef, RunRef> comparedWith = new HashMap<>();
        offline.findings().forEach(finding -> comparedWith.put(finding.result().run(), finding.comparedWith()));
        return comparedWith;
    }
}
