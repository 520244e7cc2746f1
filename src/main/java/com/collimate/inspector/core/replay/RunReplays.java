package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.ReplayJournal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

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

    /**
     * The replays of {@code run} as small records, each compared with the original as it is read and its outputs
     * dropped: what a verdict needs, in bounded memory however many replays there are.
     */
    public static List<ReplayRecord> records(ReplayJournal journal, Run run) throws IOException {
        return records(journal, run, entry -> true);
    }

    /** {@link #records(ReplayJournal, Run)} of the entries that also pass {@code also}. */
    public static List<ReplayRecord> records(ReplayJournal journal, Run run, Predicate<JournalEntry> also)
            throws IOException {
        Predicate<JournalEntry> ofRun = madeFor(run).and(also);
        List<ReplayRecord> records = new ArrayList<>();
        journal.forEachReplay(run.key(), run.line(), entry -> {
            if (ofRun.test(entry)) {
                records.add(JournalVerdicts.record(run, entry));
            }
        });
        return records;
    }

    /** {@link #records(ReplayJournal, Run)} of entries already read. */
    public static List<ReplayRecord> records(Run run, List<JournalEntry> entries) {
        return madeFor(run, entries).stream().map(entry -> JournalVerdicts.record(run, entry)).toList();
    }

    /** The entries among {@code entries} (journaled under the run's key and line) that replayed {@code run}. */
    public static List<JournalEntry> madeFor(Run run, List<JournalEntry> entries) {
        return entries.stream().filter(madeFor(run)).toList();
    }

    private static Predicate<JournalEntry> madeFor(Run run) {
        ExecRequest request = ReplayEligibility.requestFor(run);
        String code = codeSha(request);
        return entry -> sameSeed(entry.seed(), request.seed())
                && (entry.codeSha() == null || entry.codeSha().equals(code));
    }

    /** The {@link JournalEntry#codeSha()} of a request. */
    static String codeSha(ExecRequest request) {
        return Fingerprint.of(request.template(), request.code()).hex();
    }

    private static boolean sameSeed(String journaled, String sent) {
        return journaled == null ? sent == null : journaled.equalsIgnoreCase(Objects.requireNonNullElse(sent, ""));
    }
}
