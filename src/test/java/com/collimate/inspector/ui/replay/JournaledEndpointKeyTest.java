package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.log.IndexedRolloutLog;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.HtmlReportExport;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Journals written before the endpoint's path was masked hold a key in it as it was, in the endpoint and in an error
 * naming it: it is shown masked, in the Replays tab and in the report, and the user's journal is not rewritten.
 */
class JournaledEndpointKeyTest {
    private static final String KEY = "sk-live-abcdef0123456789abcdef";

    @TempDir
    Path dir;

    @Test
    void aKeyInAnOldJournalsEndpointIsShownMaskedAndTheFileKeepsIt() throws Exception {
        Path logFile = Files.writeString(dir.resolve("log.jsonl"), "{\"run_id\":\"a\",\"template\":\"python\","
                + "\"code\":\"x\",\"seed\":\"" + Runs.SEED + "\",\"seed_ack\":\"verified\",\"stdout\":\"out\","
                + "\"stderr\":\"\",\"exit_code\":0}\n");
        String journaled = "{\"run\":\"a\",\"line\":1,\"attempt\":1,\"endpoint\":\"https://exec.example/v1/" + KEY
                + "/exec\",\"seed\":\"" + Runs.SEED + "\",\"started_at\":\"2026-01-05T10:00:00Z\",\"duration_ms\":12,"
                + "\"http_status\":200,\"tries\":1,\"response\":{\"stdout\":\"out\",\"stderr\":\"\",\"exit_code\":0,"
                + "\"seed\":\"" + Runs.SEED + "\",\"seed_ack\":\"verified\"}}\n"
                + "{\"run\":\"a\",\"line\":1,\"attempt\":2,\"endpoint\":\"https://exec.example/v1/" + KEY
                + "/exec\",\"started_at\":\"2026-01-05T10:01:00Z\",\"duration_ms\":3,\"http_status\":0,\"tries\":1,"
                + "\"error\":{\"kind\":\"unreachable\",\"message\":\"cannot reach the exec API: POST https://exec.example"
                + "/v1/" + KEY + "/exec/v1/exec (connection refused)\"}}\n";
        Path journalFile = Files.writeString(JournalLocation.sidecar(logFile), journaled);

        StringWriter report = new StringWriter();
        List<ReplayAttempt> rows;
        try (IndexedRolloutLog log = RolloutLogs.open(logFile, LoadListener.NONE, Cancellation.none());
             ReplayJournal journal = ReplayJournal.open(logFile, dir.resolve("data"))) {
            Run run = log.load(0);
            List<JournalEntry> entries = journal.replays(run.key(), run.line());
            rows = RunReplaysViewModel.shown(run, entries, new int[] {1, 2}).rows();
            new HtmlReportExport(DiffOptions.defaults()).write("log.jsonl", log, List.of(0), Set.of(0),
                    shown -> journal.replays(shown.key(), shown.line()), report, Cancellation.none());
        }

        assertThat(rows).extracting(ReplayAttempt::backend).containsOnly("https://exec.example/v1/***/exec");
        assertThat(rows.get(1).identical()).isEqualTo("no result: cannot reach the exec API: POST "
                + "https://exec.example/v1/***/exec/v1/exec (connection refused)");
        assertThat(rows.toString()).doesNotContain(KEY);
        assertThat(report.toString()).contains("replayed against https://exec.example/v1/***/exec")
                .doesNotContain(KEY);
        assertThat(Files.readString(journalFile)).as("the user's journal, as it was").isEqualTo(journaled);
    }
}
