package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.report.JsonReport;
import com.collimate.inspector.core.report.ReportInput;
import com.collimate.inspector.core.report.ReportRow;
import com.collimate.inspector.core.util.Cancellation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A replay that differs from its original only in terminal styling (a replay on a terminal against a run logged
 * through a pipe): a divergence like any other, whose class in the report says it is styling (docs/replay.md).
 */
class StylingOnlyReplayTest {
    private static final Run ORIGINAL = TestRuns.verified("run-1", "collected 1 item\nFAILED test_a\n");
    private static final String COLOURED = "collected 1 item\n\u001b[31mFAILED\u001b[0m test_a\n";

    @Test
    void aReplayDifferingOnlyInColourDivergesAndTheReportSaysStyling() throws Exception {
        List<JournalEntry> entries = List.of(new JournalEntry("run-1", ORIGINAL.line(), 1, "http://local",
                TestRuns.SEED, null, "2026-11-29T08:00:00Z", 12.5, 200, 1,
                new ExecResponse(COLOURED, "", 0L, TestRuns.SEED, "verified"), null));

        RunResult result = RunVerdicts.of(ORIGINAL, RunReplays.records(ORIGINAL, entries)).orElseThrow();
        ReportRow row = ReplayReportRows.of(ORIGINAL, result, entries, new TextDiffer(DiffOptions.defaults()),
                Cancellation.none());

        assertThat(result.verdict()).as("the verdict is byte for byte").isEqualTo(Verdict.DIVERGED);
        assertThat(result.isUnexpectedDivergence()).isTrue();
        assertThat(result.reason()).isEqualTo("replay 1 differs in stdout at line 2, column 1; unexpected: the "
                + "original seed_ack was verified");
        assertThat(row.classes()).containsExactly("styling");
        StringWriter json = new StringWriter();
        new JsonReport(DiffOptions.defaults()).write(new ReportInput("log.jsonl", Instant.EPOCH,
                Map.of("verified", 1), Map.of("diverged", 1), List.of(row)), json, Cancellation.none());
        JsonNode run = new ObjectMapper().readTree(json.toString()).path("runs").get(0);
        assertThat(run.path("classes").toString()).isEqualTo("[\"styling\"]");
        assertThat(run.path("diffs").get(0).path("classes").toString()).isEqualTo("[\"styling\"]");
    }
}
