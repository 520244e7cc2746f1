package com.collimate.inspector.core.report;

import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RunsExportTest {
    @Test
    void jsonLinesHoldEachRecordOnOneLineWithInvalidUtf8AsTheReplacementCharacter(@TempDir Path dir)
            throws Exception {
        Path logged = dir.resolve("bytes.jsonl");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("{\"run_id\":\"a\",\"stdout\":\"x".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes(new byte[] {(byte) 0xFF, (byte) 0xFE, (byte) 0xC3});
        bytes.writeBytes("y\"}\n{\"run_id\":\"b\"}\n".getBytes(StandardCharsets.UTF_8));
        Files.write(logged, bytes.toByteArray());
        StringWriter out = new StringWriter();

        try (RolloutLog log = RolloutLogs.open(logged, LoadListener.NONE, Cancellation.none())) {
            RunsExport.write(RunsExport.Format.JSONL, log, List.of(0, 1), Map.of(), out, Cancellation.none());
        }

        assertThat(out.toString()).isEqualTo("{\"run_id\":\"a\",\"stdout\":\"x\ufffd\ufffd\ufffdy\"}\n"
                + "{\"run_id\":\"b\"}\n");
    }

    @Test
    void csvCellsAreQuotedAndFormulasDefused() {
        assertThat(RunsExport.cell("plain")).isEqualTo("plain");
        assertThat(RunsExport.cell("a,b")).isEqualTo("\"a,b\"");
        assertThat(RunsExport.cell("say \"hi\"\n")).isEqualTo("\"say \"\"hi\"\"\n\"");
        assertThat(RunsExport.cell("=cmd()")).isEqualTo("'=cmd()");
        assertThat(RunsExport.cell(null)).isEmpty();
    }

    @Test
    void csvRowsKeepExitCodesBeyondThe32BitRangeExactly() {
        ListRolloutLog crashes = new ListRolloutLog(Path.of("c.jsonl"), List.of(
                Runs.run(1, "crash", "verified", 3221225477L, "g", ""),
                Runs.run(2, "minimum", "verified", (long) Integer.MIN_VALUE, "g", "")), List.of());

        assertThat(RunsExport.csvRow(crashes.summary(0), null)).contains(",verified,3221225477,");
        assertThat(RunsExport.csvRow(crashes.summary(1), null)).contains(",verified,-2147483648,");
    }
}
