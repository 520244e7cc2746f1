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

/**
 * A run's verdict for the runs table, judged over its journaled replays; a diverged run's tooltip also names its diff
 * classes, compared here once (with the masks in effect when it was judged) so that no cell compares outputs. Off the
 * FX thread.
 */
final class RunJudge {
    private final DiffOptions options;

    RunJudge(DiffOptions options) {
        this.options = options;
    }

    /** @param records the run's replays in {@code journal} ({@link RunReplays#records}) */
    Optional<ReplayVerdict> verdict(Run run, List<ReplayRecord> records, ReplayJournal journal) throws IOException {
        Optional<RunResult> result = RunVerdicts.of(run, records);
        if (result.isEmpty()) {
            return Optional.empty();
        }
        ReplayVerdict verdict = ReplayVerdict.of(result.get());
        if (result.get().verdict() != Verdict.DIVERGED) {
            return Optional.of(verdict);
        }
        return Optional.of(DivergenceClasses.of(run, result.get(), RunReplays.of(journal, run), options,
                Cancellation.none()).map(verdict::withClasses).orElse(verdict));
    }
}
