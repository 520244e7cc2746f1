package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.diff.RunComparison;
import com.collimate.inspector.core.diff.RunOutputs;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.report.ReportDiff;
import com.collimate.inspector.core.report.ReportRow;
import com.collimate.inspector.core.util.Cancellation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** Maps verdicts to the rows of a check report ({@code core/report}), with the diffs of a diverged run. */
public final class ReplayReportRows {
    /** The verdict label of a run that has no replay. */
    public static final String NOT_REPLAYED = "not replayed";
    /**
     * The verdicts as shown, in the one order of the app's verdict chips (not replayed last) and of every report's
     * verdict summary.
     */
    public static final List<String> VERDICT_ORDER = Stream.concat(
            Arrays.stream(VerdictKind.values()).map(VerdictKind::label), Stream.of(NOT_REPLAYED)).toList();

    private ReplayReportRows() {
    }

    public static ReportRow notReplayed(RunSummary run) {
        return new ReportRow(run.key(), run.line(), run.seed().raw(), run.seedAck(), run.seedAckRaw(), NOT_REPLAYED, true,
                null, List.of(), null, null, List.of());
    }

    /**
     * @param replays the run's journal entries; for a divergence the first diverging one is compared with the
     *                original, stream by stream
     */
    public static ReportRow of(Run run, RunResult result, List<JournalEntry> replays, TextDiffer differ,
                               Cancellation cancellation) {
        List<String> classes = List.of();
        List<ReportDiff> diffs = new ArrayList<>();
        Optional<JournalEntry> diverging = diverging(result, replays);
        if (diverging.isPresent()) {
            RunOutputs original = RunOutputs.of(run);
            RunOutputs replayed = diverging.get().response().outputs();
            RunComparison compared = RunComparison.compare(original, replayed, differ, cancellation);
            classes = compared.classes();
            diffs.addAll(ReportDiff.ofRuns(original, replayed, compared, againstReplay(diverging.get())));
        }
        return new ReportRow(run.key(), run.line(), run.seed().raw(), run.seedAck(), run.seedAckRaw(),
                result.label(),
                result.expected(), result.reason(), classes,
                result.firstDivergence() == null ? null : result.firstDivergence().position(),
                result.firstDivergence() == null ? null : result.firstDivergence().stream().label(), diffs);
    }

    /**
     * Why a diverged run differs: the original compared with the replay its verdict names, as {@link #of} compares
     * them; empty when the run did not diverge or that replay is not among {@code replays}.
     */
    public static Optional<RunComparison> comparison(Run run, RunResult result, List<JournalEntry> replays,
                                                     TextDiffer differ, Cancellation cancellation) {
        return diverging(result, replays).map(replay -> RunComparison.compare(RunOutputs.of(run),
                replay.response().outputs(), differ, cancellation));
    }

    /**
     * The replay the verdict names: for an unexpected divergence, the first one that confirmed its seed; empty when
     * the run did not diverge or that replay is not among {@code replays}.
     */
    public static Optional<JournalEntry> diverging(RunResult result, List<JournalEntry> replays) {
        if (result.verdict() != Verdict.DIVERGED) {
            return Optional.empty();
        }
        int attempt = result.replays().stream().filter(r -> r.answered() && !r.identical())
                .filter(r -> !result.isUnexpectedDivergence() || Verdicts.confirmsSeed(r))
                .mapToInt(ReplayRecord::attempt).findFirst().orElse(-1);
        return replays.stream().filter(entry -> entry.attempt() == attempt && entry.response() != null)
                .findFirst();
    }

    /** The title of a diverged run's diffs against {@code replay}: "original vs replay 2". */
    public static String againstReplay(JournalEntry replay) {
        return "original vs replay " + replay.attempt();
    }
}
