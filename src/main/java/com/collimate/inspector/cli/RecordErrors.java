package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.util.Sizes;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.util.List;

/**
 * The records of a log that could not be read, as {@code summary} and {@code check} report them.
 *
 * @param count how many there are
 * @param first the first of them, in file order (at most {@link #LISTED})
 */
record RecordErrors(long count, List<LoadError> first) {
    /** How many {@code --json} lists. */
    static final int LISTED = 100;

    RecordErrors {
        first = List.copyOf(first.subList(0, Math.min(LISTED, first.size())));
    }

    static RecordErrors of(RolloutLog log) {
        return new RecordErrors(log.errorCount(), log.errors());
    }

    /** "3 records could not be read (first: line 2: why)"; meant only when there are some. */
    String describe() {
        LoadError error = first.get(0);
        return Sizes.count(count, "record") + " could not be read (first: line " + error.line() + ": "
                + TextSafety.oneLine(error.message(), 200) + ")";
    }

    /** {@code "error_count": N, "errors": [{"line": L, "message": "..."}]}, in the object being written. */
    void writeJson(JsonGenerator json) throws IOException {
        json.writeNumberField("error_count", count);
        json.writeArrayFieldStart("errors");
        for (LoadError error : first) {
            json.writeStartObject();
            json.writeNumberField("line", error.line());
            json.writeStringField("message", error.message());
            json.writeEndObject();
        }
        json.writeEndArray();
    }
}
