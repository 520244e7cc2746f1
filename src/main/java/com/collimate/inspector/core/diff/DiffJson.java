package com.collimate.inspector.core.diff;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a comparison in the documented JSON shape: {@code identical}, {@code identical_after_masks},
 * {@code first_divergence}, {@code classes}, for two runs {@code inputs_differ}, {@code stats}, {@code hunks} (and
 * {@code notes} when degraded).
 */
public final class DiffJson {
    private DiffJson() {
    }

    public static void write(TextDiff diff, JsonGenerator json) throws IOException {
        write(diff, List.of(), null, json);
    }

    /**
     * @param runClasses   run-level classes ({@code exit-code}) to add to the text's classes; the runs then differ
     * @param inputsDiffer for two runs, the inputs that differ ({@code inputs_differ}, possibly empty); null for
     *                     texts that are no runs (the field is left out)
     */
    public static void write(TextDiff diff, List<String> runClasses, List<String> inputsDiffer, JsonGenerator json)
            throws IOException {
        List<String> classes = new ArrayList<>(diff.classes());
        classes.addAll(runClasses);
        json.writeStartObject();
        json.writeBooleanField("identical", diff.identical() && runClasses.isEmpty());
        json.writeBooleanField("identical_after_masks", diff.identicalAfterMasks() && runClasses.isEmpty());
        json.writeFieldName("first_divergence");
        writeDivergence(diff.firstRemainingDivergence().orElse(null), json);
        writeStrings("classes", DiffClass.sorted(classes), json);
        if (inputsDiffer != null) {
            writeStrings("inputs_differ", inputsDiffer, json);
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
