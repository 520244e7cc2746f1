package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.DivergenceCause;
import com.collimate.inspector.core.replay.ReplayReportRows;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.util.Cancellation;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * Names the diff classes of a diverged run, as {@code check} does: its original compared with the replay its verdict
 * names. The Replays tab and the runs table's verdict tooltip both say it this way. Off the FX thread.
 */
final class DivergenceClasses {
    private DivergenceClasses() {
    }

    /**
     * "classes: timestamp, equal after masks"; "classes: unknown (…)" when the comparison failed, so that the rest of
     * what is shown stays; empty when the run did not diverge or the replay its verdict names is not in
     * {@code entries}.
     *
     * @throws CancellationException when {@code cancellation} was cancelled meanwhile
     */
    static Optional<String> of(Run run, RunResult result, List<JournalEntry> entries, DiffOptions options,
                               Cancellation cancellation) {
        try {
            return ReplayReportRows.comparison(run, result, entries, new TextDiffer(options), cancellation)
                    .map(comparison -> "classes: " + DivergenceCause.of(comparison).describe());
        } catch (CancellationException e) {
            throw e;
        } catch (RuntimeException e) {
            return Optional.of("classes: unknown (the comparison failed: " + ErrorText.oneLine(e) + ")");
        }
    }
}
