package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.RunReplays;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunVerdicts;
import com.collimate.inspector.core.replay.Verdict;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.util.Optional;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * A run's verdict for the runs table, judged over its journaled replays; a diverged run's tooltip also names its diff
 * classes, compared here once (with the masks in effect when it was judged) so that no cell compares outputs. Off the
 * FX thread.
 */
final class RunJudge {
    private final DiffOptions options;
    private final Cancellation cancellation;

    /** @param cancellation stops a comparison under way (a cancelled batch, a closed tab) */
    RunJudge(DiffOptions options, Cancellation cancellation) {
        this.options = options;
        this.cancellation = cancellation;
    }

    /**
     * The verdict with a diverged run's classes, for a run just replayed.
     *
     * @param records the run's replays in {@code journal} ({@link RunReplays#records})
     * @throws CancellationException when the judge's cancellation was cancelled meanwhile
     */
    Optional<ReplayVerdict> verdict(Run run, List<ReplayRecord> records, ReplayJournal journal) throws IOException {
        Optional<RunResult> result = RunVerdicts.of(run, records);
        if (result.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(withClasses(run, result.get(), journal));
    }

    /**
     * The verdict alone, without the comparison a diverged run's classes take: a load shows these first and
     * {@link #withClasses} later, so that many diverged runs do not hold back every verdict.
     */
    static Optional<ReplayVerdict> verdictAlone(Run run, List<ReplayRecord> records) {
        return RunVerdicts.of(run, records).map(ReplayVerdict::of);
    }

    /**
     * The verdict of {@code result}, naming its classes when it diverged.
     *
     * @throws CancellationException when the judge's cancellation was cancelled meanwhile
     */
    ReplayVerdict withClasses(Run run, RunResult result, ReplayJournal journal) throws IOException {
        ReplayVerdict verdict = ReplayVerdict.of(result);
        if (result.verdict() != Verdict.DIVERGED) {
            return verdict;
        }
        return DivergenceClasses.of(run, result, RunReplays.of(journal, run), options, cancellation)
                .map(verdict::withClasses).orElse(verdict);
    }
}
