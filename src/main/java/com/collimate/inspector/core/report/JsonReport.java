package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.DiffJson;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.DiffRow;
import com.collimate.inspector.core.diff.FirstDivergence;
import com.collimate.inspector.core.diff.Span;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.JsonFields;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.Writer;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Writes the same content as {@link HtmlReport} as one JSON document (texts JSON-escaped, rows capped alike). */
public final class JsonReport {
    private final DiffOptions options;
    private final int maxRowsPerRun;

    public JsonReport(DiffOptions options) {
        this(options, ReportDiffRenderer.DEFAULT_MAX_ROWS_PER_RUN);
    }

    public JsonReport(DiffOptions options, int maxRowsPerRun) {
        this.options = options;
        this.maxRowsPerRun = maxRowsPerRun;
    }

    public void write(ReportInput input, Writer out, Cancellation cancellation) throws IOException {
        ReportDiffRenderer renderer = new ReportDiffRenderer(options, maxRowsPerRun);
        try (JsonGenerator json = JsonOutput.generator(out)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.useDefaultPrettyPrinter();
            json.writeStartObject();
            json.writeStringField("file", input.file());
            json.writeStringField("generated_at", DateTimeFormatter.ISO_INSTANT.format(input.generatedAt()));
            DiffJson.writeStrings("notes", input.notes(), json);
            writeCounts("seed_ack_counts", input.seedAckCounts(), json);
            writeCounts("verdict_counts", divergedOnce(input.verdictCounts()), json);
            json.writeArrayFieldStart("runs");
            for (ReportRow row : input.rows()) {
                writeRow(row, renderer.render(row, cancellation), json);
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        out.write("\n");
        out.flush();
    }

    private static void writeCounts(String field, Map<String, Integer> counts, JsonGenerator json) throws IOException {
        json.writeObjectFieldStart(field);
        for (Map.Entry<String, Integer> count : counts.entrySet()) {
            json.writeNumberField(count.getKey(), count.getValue());
        }
        json.writeEndObject();
    }

    /**
     * The counts with both divergences ({@link VerdictLabels}) counted as one "diverged", as {@code check --json}
     * counts them; a run's {@code expected} tells them apart.
     */
    private static Map<String, Integer> divergedOnce(Map<String, Integer> counts) {
        Map<String, Integer> once = new LinkedHashMap<>();
        counts.forEach((label, runs) -> once.merge(VerdictLabels.isDivergence(label) ? VerdictLabels.DIVERGED : label,
                runs, Integer::sum));
        return once;
    }

    private static void writeRow(ReportRow row, List<RenderedDiff> diffs, JsonGenerator json) throws IOException {
        json.writeStartObject();
        json.writeStringField("run", row.key());
        json.writeNumberField("line", row.line());
        json.writeStringField("seed", row.seed());
        json.writeStringField("seed_ack", row.seedAck().label());
        json.writeStringField("seed_ack_raw", row.seedAckRaw());
        json.writeStringField("verdict", row.verdict());
        json.writeBooleanField("expected", row.expected());
        if (row.reason() != null && !row.reason().isEmpty()) {
            json.writeStringField("reason", row.reason());
        }
        DiffJson.writeStrings("classes", row.classes(), json);
        json.writeFieldName("first_divergence");
        writeRunDivergence(row, json);
        json.writeArrayFieldStart("diffs");
        for (RenderedDiff diff : diffs) {
            writeDiff(diff, json);
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    /**
     * As {@code check --json} has it: {@code {"stream", "line", "column"}} (line and column null for the exit code),
     * plus the byte {@code offset}; null when the run did not diverge.
     */
    private static void writeRunDivergence(ReportRow row, JsonGenerator json) throws IOException {
        if (row.divergedStream() == null && row.firstDivergence() == null) {
            json.writeNull();
            return;
        }
        FirstDivergence at = row.firstDivergence();
        json.writeStartObject();
        json.writeStringField("stream", row.divergedStream());
        JsonFields.numberOrNull(json, "line", at == null ? null : (long) at.line());
        JsonFields.numberOrNull(json, "column", at == null ? null : (long) at.column());
        JsonFields.numberOrNull(json, "offset", at == null ? null : (long) at.offset());
        json.writeEndObject();
    }


    private static void writeDiff(RenderedDiff diff, JsonGenerator json) throws IOException {
        json.writeStartObject();
        json.writeStringField("title", diff.title());
        json.writeBooleanField("identical", diff.diff().identical());
        json.writeBooleanField("identical_after_masks", diff.diff().identicalAfterMasks());
        DiffJson.writeStrings("classes", diff.diff().classes(), json);
        json.writeFieldName("first_divergence");
        DiffJson.writeDivergence(diff.diff().firstDivergence().orElse(null), json);
        DiffJson.writeStats(diff.diff().stats(), json);
        DiffJson.writeStrings("notes", diff.notes(), json);
        json.writeArrayFieldStart("rows");
        for (DiffRow row : diff.rows()) {
            writeDiffRow(row, json);
        }
        json.writeEndArray();
        json.writeNumberField("omitted_rows", diff.omittedRows());
        json.writeEndObject();
    }

    private static void writeDiffRow(DiffRow row, JsonGenerator json) throws IOException {
        json.writeStartObject();
        json.writeStringField("kind", row.kind().name().toLowerCase(Locale.ROOT));
        json.writeNumberField("left_line", row.leftLine());
        json.writeNumberField("right_line", row.rightLine());
        if (row.foldedLines() > 0) {
            json.writeNumberField("folded_lines", row.foldedLines());
        } else {
            json.writeStringField("left", row.leftText());
            json.writeStringField("right", row.rightText());
            writeSpans("left_spans", row.leftSpans(), json);
            writeSpans("right_spans", row.rightSpans(), json);
            json.writeBooleanField("masked_difference", row.maskedDifference());
        }
        json.writeEndObject();
    }

    private static void writeSpans(String field, List<Span> spans, JsonGenerator json) throws IOException {
        json.writeArrayFieldStart(field);
        for (Span span : spans) {
            json.writeStartArray();
            json.writeNumber(span.start());
            json.writeNumber(span.end());
            json.writeEndArray();
        }
        json.writeEndArray();
    }
}
