package com.collimate.inspector.core.log;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.util.Sizes;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The records of a log that could not be read, as {@code summary} and {@code check} report them, and apart from
 * them the note that the file's data ends early (a cut gzip log), which is about the file, not a record, and the
 * warnings on fields whose value has a type they cannot use, whose runs were read without them.
 *
 * @param count         how many records could not be read
 * @param first         the first of them, in file order (at most {@link #LISTED})
 * @param dataEndsEarly where the file's data ends early, if it does
 * @param warningCount  how many fields had a value of a type they cannot use
 * @param warnings      the first of them, in file order (at most {@link #LISTED})
 */
public record RecordErrors(long count, List<LoadError> first, Optional<LoadError> dataEndsEarly, long warningCount,
                           List<LoadError> warnings) {
    /** How many {@code --json} lists. */
    public static final int LISTED = 100;

    public RecordErrors {
        first = List.copyOf(first.subList(0, Math.min(LISTED, first.size())));
        warnings = List.copyOf(warnings.subList(0, Math.min(LISTED, warnings.size())));
    }

    public static RecordErrors of(RolloutLog log) {
        return new RecordErrors(log.recordErrorCount(), log.recordErrors(), log.dataEndsEarly(),
                log.fieldWarningCount(), log.fieldWarnings());
    }

    /** "3 records could not be read (first: line 2: why)"; meant only when there are some. */
    public String describe() {
        LoadError error = first.get(0);
        return Sizes.count(count, "record") + " could not be read (first: line " + error.line() + ": "
                + TextSafety.oneLine(error.message(), 200) + ")";
    }

    /** "2 fields have a value of a type they cannot use (first: line 3: field …)"; meant only when there are some. */
    public String describeWarnings() {
        LoadError warning = warnings.get(0);
        String fields = warningCount == 1 ? "1 field has a value of a type it cannot use"
                : Sizes.count(warningCount) + " fields have a value of a type they cannot use";
        return fields + " (first: line " + warning.line() + ": " + TextSafety.oneLine(warning.message(), 200) + ")";
    }

    /** "the file's data ends early (line 1499: truncated gzip: …)"; meant only when it does. */
    public String describeDataEnd() {
        LoadError note = dataEndsEarly.orElseThrow();
        return "the file's data ends early (line " + note.line() + ": " + TextSafety.oneLine(note.message(), 200) + ")";
    }

    /**
     * "Incomplete: 2 records could not be read (first: line 6: why); they are not checked.", and the note that the
     * file's data ends early: what a report of the log says of what it could not read (none when it read everything).
     */
    public List<String> reportNotes() {
        List<String> notes = new ArrayList<>();
        if (count > 0) {
            notes.add("Incomplete: " + describe() + "; they are not checked.");
        }
        dataEndsEarly.ifPresent(end -> notes.add("Incomplete: " + describeDataEnd() + "."));
        if (warningCount > 0) {
            notes.add("Warning: " + describeWarnings() + ".");
        }
        return notes;
    }

    /**
     * {@code "error_count": N, "errors": [{"line": L, "message": "..."}], "data_ends_early": {"line": L, "message":
     * "..."} | null, "warning_count": N, "warnings": [{"line": L, "message": "..."}]}, in the object being written.
     */
    public void writeJson(JsonGenerator json) throws IOException {
        json.writeNumberField("error_count", count);
        json.writeArrayFieldStart("errors");
        for (LoadError error : first) {
            writeError(json, error);
        }
        json.writeEndArray();
        json.writeFieldName("data_ends_early");
        if (dataEndsEarly.isPresent()) {
            writeError(json, dataEndsEarly.get());
        } else {
            json.writeNull();
        }
        json.writeNumberField("warning_count", warningCount);
        json.writeArrayFieldStart("warnings");
        for (LoadError warning : warnings) {
            writeError(json, warning);
        }
        json.writeEndArray();
    }

    private static void writeError(JsonGenerator json, LoadError error) throws IOException {
        json.writeStartObject();
        json.writeNumberField("line", error.line());
        json.writeStringField("message", error.message());
        json.writeEndObject();
    }
}
