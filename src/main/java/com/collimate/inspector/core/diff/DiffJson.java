package com.collimate.inspector.core.diff;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a comparison in the documented JSON shape: {@code identical}, {@code identical_after_masks},
 * {@code first_divergence}, {@code classes}, for two runs {@code stream}, {@code streams_differ}, {@code inputs_differ}
 * and {@code exit_codes} and {@code sandbox_cut}, {@code stats}, {@code hunks} (and
 * {@code notes} when degraded).
 */
public final class DiffJson {
    private DiffJson() {
    }

    /**
     * @param runs for two runs, the stream compared, the streams that differ, their inputs and exit codes, why a
     *             replay's output was cut (and the
     *             classes {@code stderr} and {@code exit-code} when those differ too); null for texts that are no
     *             runs (the fields are left out)
     */
    public static void write(TextDiff diff, RunPair runs, JsonGenerator json) throws IOException {
        List<String> runClasses = runs == null ? List.of() : runs.classes();
        List<String> classes = new ArrayList<>(diff.classes());
        classes.addAll(runClasses);
        json.writeStartObject();
        json.writeBooleanField("identical", diff.identical() && runClasses.isEmpty());
        json.writeBooleanField("identical_after_masks", diff.identicalAfterMasks() && runClasses.isEmpty());
        json.writeFieldName("first_divergence");
        writeDivergence(diff.firstRemainingDivergence().orElse(null), json);
        writeStrings("classes", DiffClass.sorted(classes), json);
        if (runs != null) {
            json.writeStringField("stream", runs.stream());
            writeStrings("streams_differ", runs.streamsDiffer(), json);
            writeStrings("inputs_differ", runs.inputsDiffer(), json);
            json.writeObjectFieldStart("exit_codes");
            writeNumberOrNull("left", runs.leftExitCode(), json);
            writeNumberOrNull("right", runs.rightExitCode(), json);
            json.writeEndObject();
            json.writeObjectFieldStart("sandbox_cut");
            json.writeStringField("left", runs.leftCut());
            json.writeStringField("right", runs.rightCut());
            json.writeEndObject();
        }
        writeStats(diff.stats(), json);
        json.writeArrayFieldStart("hunks");
        for (Hunk hunk : diff.hunks()) {
            json.writeStartObject();
            json.writeNumberField("left_start", hunk.leftStartLine());
            json.writeNumberField("left_count", hunk.leftCount());
            json.writeNumberField("right_start", hunk.rightStartLine());
            json.writeNumberField("right_count", hunk.rightCount());
            writeStrings("classes", hunk.classes(), json);
            json.writeEndObject();
        }
        json.writeEndArray();
        if (!diff.notes().isEmpty()) {
            writeStrings("notes", diff.notes(), json);
        }
        json.writeEndObject();
    }

    private static void writeNumberOrNull(String field, Long value, JsonGenerator json) throws IOException {
        if (value == null) {
            json.writeNullField(field);
        } else {
            json.writeNumberField(field, value);
        }
    }

    public static void writeStats(DiffStats stats, JsonGenerator json) throws IOException {
        json.writeObjectFieldStart("stats");
        json.writeNumberField("left_lines", stats.leftLines());
        json.writeNumberField("right_lines", stats.rightLines());
        json.writeNumberField("hunks", stats.hunks());
        json.writeNumberField("added", stats.added());
        json.writeNumberField("removed", stats.removed());
        json.writeNumberField("changed", stats.changed());
        json.writeEndObject();
    }

    public static void writeDivergence(FirstDivergence at, JsonGenerator json) throws IOException {
        if (at == null) {
            json.writeNull();
            return;
        }
        json.writeStartObject();
        json.writeNumberField("line", at.line());
        json.writeNumberField("column", at.column());
        json.writeNumberField("offset", at.offset());
        json.writeEndObject();
    }

    public static void writeStrings(String field, Iterable<String> values, JsonGenerator json) throws IOException {
        json.writeArrayFieldStart(field);
        for (String value : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }
}
