package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.replay.journal.JournalRun;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * What a check resumed after an interruption need not ask again: the selected runs whose journal already holds
 * {@code repeat} answered replays of the same code and seed by the same backend (as the journal names it:
 * {@link com.collimate.inspector.core.api.Endpoint#journalName}). They are judged from those answered replays by
 * the app's rule ({@link RunVerdicts}), so a replay that failed before and was answered since does not leave the
 * check incomplete; every other selected run is replayed in full.
 *
 * @param toReplay the log indexes still to replay, in selection order
 * @param resumed  the verdicts of the others
 */
public record ResumePlan(int[] toReplay, List<RunResult> resumed) {

    public ResumePlan {
        toReplay = toReplay.clone();
        resumed = List.copyOf(resumed);
    }

    /**
     * Reads only the runs the journal knows; a run the log cannot give back is left to the batch to report, and so
     * is every run not yet looked at when {@code cancellation} fires (the batch then stops at once).
     */
    public static ResumePlan of(RolloutLog log, int[] selection, ReplayJournal journal, int repeat, String backend,
                                Cancellation cancellation) throws IOException {
        Set<JournalRun> journaled = journal.runs();
        IntStream.Builder toReplay = IntStream.builder();
        List<RunResult> resumed = new ArrayList<>();
        for (int index : selection) {
            if (cancellation.isCancelled()) {
                toReplay.add(index);
                continue;
            }
            RunSummary summary = log.summary(index);
            RunResult result = journaled.contains(new JournalRun(summary.key(), summary.line()))
                    ? judgedFromJournal(log, index, journal, repeat, backend) : null;
            if (result == null) {
                toReplay.add(index);
            } else {
                resumed.add(result);
            }
        }
        return new ResumePlan(toReplay.build().toArray(), resumed);
    }

    private static RunResult judgedFromJournal(RolloutLog log, int index, ReplayJournal journal, int repeat,
                                               String backend) throws IOException {
        Run run;
        try {
            run = log.load(index);
        } catch (IOException unreadable) {
            return null;
        }
        List<ReplayRecord> answered = RunReplays.records(journal, run, entry -> backend.equals(entry.endpoint()))
                .stream().filter(ReplayRecord::answered).toList();
        return answered.size() < repeat ? null : RunVerdicts.of(run, answered).orElse(null);
    }

    /** The batch's counts with the resumed runs counted in. */
    public ReplaySummary withResumed(ReplaySummary batch) {
        SummaryCounter counter = new SummaryCounter(resumed.size());
        resumed.forEach(counter::add);
        return batch.plus(counter.summary(false, null));
    }
}
