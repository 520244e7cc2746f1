package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.log.RecordErrors;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.report.HtmlReport;
import com.collimate.inspector.core.report.ReportInput;
import com.collimate.inspector.core.report.ReportRow;
import com.collimate.inspector.core.report.VerdictLabels;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.Sizes;

import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The HTML report of some runs of a log (the app's shown runs), the same report as {@code check --report}: each run is
 * judged by the app's one rule ({@link RunVerdicts}: skipped when it cannot be replayed, else by its journaled
 * replays), and a diverged run shows its first diverging replay against the original. Its notes say, as check's
 * report does, which backends made the replays and which records of the log could not be read.
 */
public final class HtmlReportExport {
    /** The journaled replays of a run. */
    public interface Replays {
        List<JournalEntry> of(Run run) throws IOException;
    }

    private final DiffOptions options;

    public HtmlReportExport(DiffOptions options) {
        this.options = options;
    }

    /** @param logName the log as the report names it (the app names its bundled sample, not the sample's copy) */
    public void write(String logName, RolloutLog log, List<Integer> shown, Set<Integer> replayed, Replays replays,
                      Writer out, Cancellation cancellation) throws IOException {
        Map<String, Integer> acks = new LinkedHashMap<>();
        for (SeedAck ack : SeedAck.values()) {
            acks.put(ack.label(), 0);
        }
        Map<String, Integer> verdicts = new LinkedHashMap<>();
        for (String label : ReplayReportRows.VERDICT_ORDER) {
            verdicts.put(label, 0);
        }
        List<ReportRow> rows = new ArrayList<>(shown.size());
        TextDiffer differ = new TextDiffer(options);
        Backends backends = new Backends();
        for (int index : shown) {
            cancellation.throwIfCancelled();
            RunSummary summary = log.summary(index);
            acks.merge(summary.seedAck().label(), 1, Integer::sum);
            ReportRow row = replayed.contains(index) || RunVerdicts.visiblyUnreplayable(summary)
                    ? judged(summary, log.load(index), replays, backends, differ, cancellation)
                    : ReplayReportRows.notReplayed(summary);
            verdicts.merge(VerdictLabels.shown(row.verdict(), row.expected()), 1, Integer::sum);
            rows.add(row);
        }
        List<String> notes = new ArrayList<>();
        notes.add("Replay: " + Sizes.count(shown.size(), "run") + " shown, " + backends.describe() + ".");
        notes.addAll(RecordErrors.of(log).reportNotes());
        new HtmlReport(options).write(new ReportInput(logName, Instant.now(), acks, verdicts, rows, notes), out,
                cancellation);
    }

    /** The runs with journaled replays, and where those replays went. */
    private static final class Backends {
        private int runs;
        private final Set<String> endpoints = new TreeSet<>();

        void add(List<JournalEntry> entries) {
            if (!entries.isEmpty()) {
                runs++;
                entries.forEach(entry -> endpoints.add(String.valueOf(entry.endpoint())));
            }
        }

        /** "2 replayed against built-in local sandbox, https://exec.example", or "none replayed". */
        String describe() {
            return runs == 0 ? "none replayed" : runs + " replayed against " + String.join(", ", endpoints);
        }
    }

    private static ReportRow judged(RunSummary summary, Run run, Replays replays, Backends backends, TextDiffer differ,
                                    Cancellation cancellation) throws IOException {
        List<JournalEntry> entries = replays.of(run);
        backends.add(entries);
        Optional<RunResult> result = RunVerdicts.of(run, RunReplays.records(run, entries));
        return result.isEmpty() ? ReplayReportRows.notReplayed(summary)
                : ReplayReportRows.of(run, result.get(), entries, differ, cancellation);
    }

}
