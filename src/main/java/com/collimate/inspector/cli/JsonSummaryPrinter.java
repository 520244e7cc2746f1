package com.collimate.inspector.cli;

import com.collimate.inspector.core.log.Compression;
import com.collimate.inspector.core.log.LogFormat;
import com.collimate.inspector.core.log.LogStatistics;
import com.collimate.inspector.core.log.RecordErrors;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.report.JsonOutput;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/** One JSON object per file, one per line, in the shape documented in docs/log-format.md. */
final class JsonSummaryPrinter implements SummaryPrinter {
    private final PrintWriter out;

    JsonSummaryPrinter(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void summary(Path file, LogFormat format, Compression compression, LogStatistics statistics,
                        RecordErrors errors) {
        print(json -> {
            json.writeStringField("file", file.toString());
            json.writeStringField("format", format.label());
            json.writeStringField("compression", compression.label());
            json.writeNumberField("runs", statistics.runs());
            json.writeObjectFieldStart("seed_ack");
            for (SeedAck ack : SeedAck.values()) {
                json.writeNumberField(ack.label(), statistics.seedAcks().get(ack));
            }
            json.writeEndObject();
            json.writeObjectFieldStart("seeds");
            for (Seed.Status status : Seed.Status.values()) {
                json.writeNumberField(status.name().toLowerCase(Locale.ROOT), statistics.seeds().get(status));
            }
            json.writeEndObject();
            json.writeObjectFieldStart("exit_codes");
            for (Map.Entry<Long, Long> code : statistics.exitCodes().entrySet()) {
                json.writeNumberField(String.valueOf(code.getKey()), code.getValue());
            }
            json.writeNumberField("missing", statistics.exitCodeMissing());
            json.writeEndObject();
            errors.writeJson(json);
        });
    }

    @Override
    public void unreadable(Path file, UnreadableLogException error) {
        error(file, SummaryPrinter.reason(file, error));
    }

    /**
     * {@code {"file": ..., "error": ...}}: why a command could not give its result for {@code file} ({@code null}
     * when the file is not known yet).
     */
    public void error(Path file, String message) {
        print(json -> {
            json.writeStringField("file", file == null ? null : file.toString());
            json.writeStringField("error", message);
        });
    }

    /** {@code {"error": ...}}: why a command gave no result, when no one file is to blame (a wrong command line). */
    public void usageError(String message) {
        print(json -> json.writeStringField("error", message));
    }

    private interface Fields {
        void write(JsonGenerator json) throws IOException;
    }

    private void print(Fields fields) {
        StringWriter line = new StringWriter();
        try (JsonGenerator json = JsonOutput.generator(line)) {
            json.writeStartObject();
            fields.write(json);
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println(line);
    }
}
