package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;

import java.util.ArrayList;
import java.util.List;

/**
 * Judges a run from the replays its journal holds, so earlier replays show their verdicts again when a log is
 * reopened. Uses the same rules as a live batch ({@link Verdicts}).
 */
public final class JournalVerdicts {
    private JournalVerdicts() {
    }

    /**
     * The verdict over every journaled replay of {@code run}; {@code entries} are the journal's entries under its key
     * and line, of which only those that replayed this very run count ({@link RunReplays}).
     */
    public static RunResult judge(Run run, List<JournalEntry> entries) {
        RunRef ref = new RunRef(run.key(), run.line(), run.seedAck());
        String sentSeed = ReplayEligibility.requestFor(run).seed();
        List<JournalEntry> replays = RunReplays.madeFor(run, entries);
        List<ReplayRecord> records = new ArrayList<>(replays.size());
        for (JournalEntry entry : replays) {
            records.add(record(run, sentSeed, entry));
        }
        return Verdicts.judge(ref, run.seed().isValid(), records);
    }

    /** One journaled replay compared with its original run. */
    public static ReplayRecord record(Run run, JournalEntry entry) {
        return record(run, ReplayEligibility.requestFor(run).seed(), entry);
    }

    private static ReplayRecord record(Run run, String sentSeed, JournalEntry entry) {
        ExecOutcome outcome = entry.response() != null
                ? new ExecOutcome.Success(entry.response(), entry.httpStatus(), entry.tries())
                : new ExecOutcome.Failure(kindOf(entry.error()), messageOf(entry.error()), entry.httpStatus(),
                entry.tries());
        return ReplayRecord.of(entry.attempt(), run, sentSeed, outcome);
    }

    private static FailureKind kindOf(JournalEntry.Error error) {
        try {
            return error == null || error.kind() == null ? FailureKind.SERVER_ERROR : FailureKind.fromLabel(error.kind());
        } catch (IllegalArgumentException unknown) {
            return FailureKind.SERVER_ERROR;
        }
    }

    private static String messageOf(JournalEntry.Error error) {
        return error == null || error.message() == null ? "no answer recorded" : error.message();
    }
}
