package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;

import java.util.Optional;

/**
 * Turns a journaled replay back into the record a live batch made of it, so earlier replays are judged by the same
 * rules ({@link Verdicts}, {@link RunVerdicts}) when a log is reopened.
 */
public final class JournalVerdicts {
    private JournalVerdicts() {
    }

    /** One journaled replay compared with its original run. */
    public static ReplayRecord record(Run run, JournalEntry entry) {
        String sentSeed = ReplayEligibility.requestFor(run).seed();
        ExecOutcome outcome = entry.response() != null
                ? new ExecOutcome.Success(entry.response(), entry.httpStatus(), entry.tries())
                : new ExecOutcome.Failure(kindOf(entry.error()), messageOf(entry.error()), entry.httpStatus(),
                entry.tries());
        return ReplayRecord.of(entry.attempt(), run, sentSeed, outcome);
    }

    /**
     * Why the sandbox stopped an answered replay at one of its limits, as {@link #record} says it (its error), without
     * comparing the replay with the run: for {@code diff}, which compares them itself.
     */
    public static Optional<String> sandboxCut(Run run, JournalEntry answered) {
        return SandboxCut.of(run, answered.response()).map(SandboxCut::message);
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
