package com.collimate.inspector.core.report;

import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RunsExportTest {
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
