package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.ReplayJournal;

import java.io.IOException;
import java.util.List;
import java.util.Objects;

/**
 * The journaled replays of one logged run. The journal knows runs by key and line; a log rewritten in place (a new
 * record on that line, or lines shifted) would hand an old record's replays to a new run, so an entry counts only
 * when it sent what this run sends: the same seed, template and code.
 */
public final class RunReplays {
    private RunReplays() {
    }

    /** Every replay of {@code run} in the journal, oldest first. */
    public static List<JournalEntry> of(ReplayJournal journal, Run run) throws IOException {
        return madeFor(run, journal.replays(run.key(), run.line()));
    }

    /** The entries among {@code entries} (journaled under the run's key and line) that replayed {@code run}. */
    public static List<JournalEntry> madeFor(Run run, List<JournalEntry> entries) {
        ExecRequest request = ReplayEligibility.requestFor(run);
        String code = codeSha(request);
        return entries.stream().filter(entry -> sameSeed(entry.seed(), request.seed())
                && (entry.codeSha() == null || entry.codeSha().equals(code))).toList();
    }

    /** The {@link JournalEntry#codeSha()} of a request. */
    static String codeSha(ExecRequest request) {
        return Fingerprint.of(request.template(), request.code()).hex();
    }

    private static boolean sameSeed(String journaled, String sent) {
        return journaled == null ? sent == null : journaled.equalsIgnoreCase(Objects.requireNonNullElse(sent, ""));
    }
}
