package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.JournalRun;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import okhttp3.HttpUrl;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * What a check resumed after an interruption need not ask again: the selected runs whose journal already holds
 * {@code repeat} answered replays of the same code and seed by the same backend. They are judged from those replays
 * by the app's rule ({@link RunVerdicts}); every other selected run is replayed in full. On a loopback address the
 * port does not tell backends apart: the built-in local sandbox gets a new port each time it starts.
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
        List<JournalEntry> entries = journal.replays(run.key(), run.line()).stream()
                .filter(entry -> sameBackend(entry.endpoint(), backend)).toList();
        List<ReplayRecord> records = RunReplays.records(run, entries);
        if (records.stream().filter(ReplayRecord::answered).count() < repeat) {
            return null;
        }
        return RunVerdicts.of(run, records).orElse(null);
    }

    static boolean sameBackend(String journaled, String current) {
        return journaled != null && withoutLoopbackPort(current).equals(withoutLoopbackPort(journaled));
    }

    private static String withoutLoopbackPort(String endpoint) {
        HttpUrl url = HttpUrl.parse(endpoint);
        if (url == null) {
            return endpoint;
        }
        String host = url.host();
        boolean loopback = host.equals("localhost") || host.startsWith("127.") || host.equals("::1");
        return loopback ? url.scheme() + "://loopback" + url.encodedPath() : url.toString();
    }

    /** The batch's counts with the resumed runs counted in. */
    public ReplaySummary withResumed(ReplaySummary batch) {
        SummaryCounter counter = new SummaryCounter(resumed.size());
        resumed.forEach(counter::add);
        ReplaySummary earlier = counter.summary(false, null);
        return new ReplaySummary(batch.runs() + earlier.runs(), batch.replayed() + earlier.replayed(),
                batch.reproduced() + earlier.reproduced(), batch.diverged() + earlier.diverged(),
                batch.unexpected() + earlier.unexpected(), batch.failed() + earlier.failed(),
                batch.skipped() + earlier.skipped(), batch.failedReplays() + earlier.failedReplays(),
                batch.unconfirmed() + earlier.unconfirmed(), batch.unreadable() + earlier.unreadable(),
                batch.cancelled(), batch.stopReason());
    }
}
