package com.collimate.inspector.cli;

import com.collimate.inspector.core.log.RecordErrors;
import com.collimate.inspector.core.replay.OfflineReport;
import com.collimate.inspector.core.replay.ReplaySummary;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class CheckTextWriterTest {
    private static String offlineText(boolean cancelled) {
        ReplaySummary summary = new ReplaySummary(10, 0, 2, 0, 0, 0, 8, 0, 0, 0, cancelled, null);
        CheckReport report = CheckReport.ofOffline("log.jsonl", new OfflineReport(summary, 10, 0, List.of(), List.of()),
                new RecordErrors(0, List.of(), Optional.empty(), 0, List.of()));
        StringWriter text = new StringWriter();
        CheckTextWriter.write(report, new PrintWriter(text));
        return text.toString();
    }

    @Test
    void aCancelledOfflineCheckCountsTheRunsNotReadAsSkippedNotAsUnique() {
        assertThat(offlineText(true))
                .contains("skipped            8   not read before the cancel, or no other run with the same template")
                .contains("the others are counted as skipped")
                .doesNotContain("unique");
    }

    @Test
    void aCompleteOfflineCheckCallsTheRunsWithoutTwinUnique() {
        assertThat(offlineText(false))
                .contains("unique             8   no other run with the same template, code and seed to compare with")
                .doesNotContain("skipped");
    }
}
