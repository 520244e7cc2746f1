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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RunsExportTest {
    @Test
    void jsonLinesCopyEachRecordsBytesAsLogged(@TempDir Path dir) throws Exception {
        byte[] invalidUtf8 = record("{\"run_id\":\"a\",\"stdout\":\"x", new byte[] {(byte) 0xFF, (byte) 0xFE, (byte) 0xC3},
                "y\"}");
        byte[] nul = record("{\"run_id\":\"b\", \"stdout\" : \"\\u0000 and \\u0000\"}");
        byte[] loneSurrogates = record("{\"run_id\":\"c\",\"stdout\":\"\\ud800 \\uDFFF \\ude00\\ud800\"}");
        byte[] unusual = record("{ \"run_id\" :\"d\",\t\"reward\": 1.50e0 ,\"stdout\":\"\\/\\u00e9\"\t}");
        Path logged = dir.resolve("bytes.jsonl");
        Files.write(logged, join(invalidUtf8, crlf(), nul, crlf(), loneSurrogates, crlf(), unusual, crlf()));

        byte[] exported = export(logged, List.of(0, 1, 2, 3));

        assertThat(exported).isEqualTo(join(invalidUtf8, lf(), nul, lf(), loneSurrogates, lf(), unusual, lf()));
    }

    @Test
    void jsonLinesPutARecordSpreadOverLinesOnOneKeepingEveryOtherByte(@TempDir Path dir) throws Exception {
        Path logged = dir.resolve("array.json");
        Files.write(logged, join(record("[\r\n  {\r\n    \"run_id\": \"a\",\r\n    \"stdout\": \"x"),
                new byte[] {(byte) 0xC3}, record("\"\r\n  },\n  {\"run_id\": \"b\"}\n]\n")));

        byte[] exported = export(logged, List.of(1, 0));

        assertThat(exported).isEqualTo(join(record("{\"run_id\": \"b\"}\n{    \"run_id\": \"a\",    \"stdout\": \"x"),
                new byte[] {(byte) 0xC3}, record("\"  }\n")));
    }

    private static byte[] export(Path logged, List<Integer> indexes) throws Exception {
        return export(RunsExport.Format.JSONL, logged, indexes);
    }

    private static byte[] export(RunsExport.Format format, Path logged, List<Integer> indexes) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (RolloutLog log = RolloutLogs.open(logged, LoadListener.NONE, Cancellation.none())) {
            assertThat(log.errors()).isEmpty();
            RunsExport.write(format, log, indexes, Map.of(), out, Cancellation.none());
        }
        return out.toByteArray();
    }

    private static byte[] record(String text, byte[] raw, String rest) {
        return join(record(text), raw, record(rest));
    }

    private static byte[] record(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] crlf() {
        return record("\r\n");
    }

    private static byte[] lf() {
        return record("\n");
    }

    private static byte[] join(byte[]... parts) {
        ByteArrayOutputStream joined = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            joined.writeBytes(part);
        }
        return joined.toByteArray();
    }

    @Test
    void pythonsNonFiniteFloatsAreCopiedAsLoggedAndWrittenAsPythonReadsThemInCsv(@TempDir Path dir)
            throws Exception {
        String text = "{\"run_id\": \"a\", \"reward\": NaN, \"duration_ms\": Infinity}\n"
                + "{\"run_id\": \"b\", \"reward\": -Infinity, \"exit_code\": NaN}\n";
        Path logged = dir.resolve("nan.jsonl");
        Files.writeString(logged, text);

        assertThat(export(logged, List.of(0, 1))).isEqualTo(record(text));
        assertThat(new String(export(RunsExport.Format.CSV, logged, List.of(0, 1)), StandardCharsets.UTF_8))
                .isEqualTo(RunsExport.BYTE_ORDER_MARK + RunsExport.CSV_HEADER + "\n1,a,,,,,missing,,NaN,Infinity,,,\n"
                        + "2,b,,,,,missing,,-Infinity,,,,\n");
    }

    @Test
    void csvStartsWithAUtf8ByteOrderMarkSoExcelReadsItsTextAsUtf8(@TempDir Path dir) throws Exception {
        Path logged = dir.resolve("accents.jsonl");
        Files.writeString(logged, "{\"run_id\": \"café—1\"}\n");

        byte[] csv = export(RunsExport.Format.CSV, logged, List.of(0));

        assertThat(csv).startsWith((byte) 0xEF, (byte) 0xBB, (byte) 0xBF, (byte) 'l', (byte) 'i', (byte) 'n');
        assertThat(new String(csv, 3, csv.length - 3, StandardCharsets.UTF_8))
                .isEqualTo(RunsExport.CSV_HEADER + "\n1,café—1,,,,,missing,,,,,,\n");
        assertThat(export(logged, List.of(0))).as("JSON Lines: the record's bytes alone, no mark")
                .isEqualTo(record("{\"run_id\": \"café—1\"}\n"));
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

    @Test
    void csvDurationsAreWholeNumbersWithoutAPointAndOthersExact() {
        assertThat(RunsExport.millis(74.0)).isEqualTo("74");
        assertThat(RunsExport.millis(12_345_678.0)).as("not 1.2345678E7").isEqualTo("12345678");
        assertThat(RunsExport.millis(-0.0)).isEqualTo("0");
        assertThat(RunsExport.millis(74.25)).isEqualTo("74.25");
        assertThat(RunsExport.millis(0.1)).isEqualTo("0.1");
        assertThat(Double.parseDouble(RunsExport.millis(1.5e-7))).isEqualTo(1.5e-7);
        assertThat(RunsExport.millis(1e300)).as("beyond exact longs, as Java reads it back").isEqualTo("1.0E300");
        ListRolloutLog timed = new ListRolloutLog(Path.of("t.jsonl"),
                List.of(Runs.run(1, "a", "verified", 0L, "g", ""), Runs.run(2, "b", "verified", 0L, "g", "")),
                List.of());
        // Runs.run logs 12.0 * line milliseconds, after a reward of 0.5 * line
        assertThat(RunsExport.csvRow(timed.summary(0), null)).contains(",0.5,12,");
        assertThat(RunsExport.csvRow(timed.summary(1), null)).contains(",1.0,24,");
    }
}
