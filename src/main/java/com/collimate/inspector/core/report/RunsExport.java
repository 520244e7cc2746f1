package com.collimate.inspector.core.report;

import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.util.AtomicFiles;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.util.List;
import java.util.Map;

/**
 * Writes runs of a log (the app's shown runs): as JSON Lines (each record's bytes as logged, one per line, so the file
 * opens as a rollout log; a record spread over lines loses only its line breaks) or as CSV (UTF-8 after a byte order
 * mark: the runs table's columns and the verdict; cells that a spreadsheet would run as a formula are quoted with a
 * leading apostrophe). Excel on Windows reads a CSV without the mark in the ANSI code page, so the verdicts' dash
 * ("diverged — unexpected") and any other non-ASCII text would come out garbled.
 */
public final class RunsExport {
    public enum Format {
        JSONL("JSON Lines", "*.jsonl"),
        CSV("CSV", "*.csv");

        private final String description;
        private final String pattern;

        Format(String description, String pattern) {
            this.description = description;
            this.pattern = pattern;
        }

        public String description() {
            return description;
        }

        public String pattern() {
            return pattern;
        }
    }

    /**
     * A run's verdict as the app shows it, for the CSV's last two columns.
     *
     * @param label       the verdict, e.g. "diverged — unexpected"
     * @param description why the run got it
     */
    public record Verdict(String label, String description) {
    }

    /** The CSV's first character: U+FEFF, the bytes EF BB BF. */
    public static final String BYTE_ORDER_MARK = "\uFEFF";

    public static final String CSV_HEADER = "line,key,group,step,template,seed,seed_ack,exit_code,reward,duration_ms,"
            + "stdout_bytes,verdict,verdict_reason";

    private RunsExport() {
    }

    public static void write(Format format, RolloutLog log, List<Integer> indexes, Map<Integer, Verdict> verdicts,
                             OutputStream out, Cancellation cancellation) throws IOException {
        if (format == Format.JSONL) {
            for (int i = 0; i < indexes.size(); i++) {
                throwIfCancelled(i, cancellation);
                out.write(oneLine(log.record(indexes.get(i))));
                out.write('\n');
            }
            return;
        }
        Writer text = AtomicFiles.utf8(out);
        text.write(BYTE_ORDER_MARK + CSV_HEADER + "\n");
        for (int i = 0; i < indexes.size(); i++) {
            throwIfCancelled(i, cancellation);
            int index = indexes.get(i);
            text.write(csvRow(log.summary(index), verdicts.get(index)) + "\n");
        }
        text.flush();
    }

    private static void throwIfCancelled(int written, Cancellation cancellation) {
        if ((written & 255) == 255) {
            cancellation.throwIfCancelled();
        }
    }

    /**
     * The record without its line breaks: in a valid JSON record (and the log holds only those) a CR or LF can only be
     * whitespace between tokens, never inside a string, so every other byte stays as logged.
     */
    static byte[] oneLine(byte[] record) {
        int breaks = 0;
        for (byte b : record) {
            if (b == '\n' || b == '\r') {
                breaks++;
            }
        }
        if (breaks == 0) {
            return record;
        }
        byte[] kept = new byte[record.length - breaks];
        int n = 0;
        for (byte b : record) {
            if (b != '\n' && b != '\r') {
                kept[n++] = b;
            }
        }
        return kept;
    }

    static String csvRow(RunSummary run, Verdict verdict) {
        return String.join(",", Long.toString(run.line()), cell(run.key()), cell(run.group()),
                run.step() == null ? "" : run.step().toString(), cell(run.template()), cell(run.seed().raw()),
                run.seedAck().label(), run.exitCode() == null ? "" : run.exitCode().toString(),
                run.reward() == null ? "" : run.reward().toString(),
                run.durationMs() == null ? "" : millis(run.durationMs()),
                run.stdoutBytes() < 0 ? "" : Long.toString(run.stdoutBytes()),
                verdict == null ? "" : cell(verdict.label()), verdict == null ? "" : cell(verdict.description()));
    }

    /** A whole number of milliseconds without Java's ".0" (nor its 1.0E7), any other value as Java reads it back. */
    static String millis(double value) {
        return value == Math.rint(value) && Math.abs(value) < 0x1p53 ? Long.toString((long) value)
                : Double.toString(value);
    }

    static String cell(String value) {
        if (value == null || value.isEmpty()) {
            return "";
        }
        String text = "=+-@\t\r".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
        if (text.indexOf(',') < 0 && text.indexOf('"') < 0 && text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
            return text;
        }
        return '"' + text.replace("\"", "\"\"") + '"';
    }
}
