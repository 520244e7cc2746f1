package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.diff.DiffJson;
import com.collimate.inspector.core.replay.DivergedGroup;
import com.collimate.inspector.core.replay.Divergence;
import com.collimate.inspector.core.replay.DivergenceCause;
import com.collimate.inspector.core.replay.OfflineReport;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.RunRef;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.Verdict;
import com.collimate.inspector.core.report.JsonOutput;
import com.collimate.inspector.core.util.JsonFields;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Optional;

/** Writes the {@code check --json} object (shape in docs/replay.md), streaming, one result at a time. */
final class CheckJsonWriter {
    private CheckJsonWriter() {
    }

    static void write(CheckReport report, Writer out) throws IOException {
        write(report, null, out);
    }

    /**
     * {@code error}, when not null, is why the check ends with exit status 2 though it has its results (the report
     * could not be written): an {@code "error"} field after {@code "file"}, as every error under {@code --json} has.
     */
    static void write(CheckReport report, String error, Writer out) throws IOException {
        try (JsonGenerator json = JsonOutput.generator(out)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.writeStartObject();
            json.writeStringField("file", report.file());
            if (error != null) {
                json.writeStringField("error", error);
            }
            json.writeNumberField("runs", report.summary().runs());
            json.writeNumberField("replayed", report.replayedNow());
            json.writeNumberField("from_journal", report.fromJournal());
            json.writeNumberField("reproduced", report.summary().reproduced());
            json.writeNumberField("diverged", report.summary().diverged());
            json.writeNumberField("unexpected", report.summary().unexpected());
            json.writeNumberField("failed", report.summary().failed());
            json.writeNumberField("skipped", report.skipped());
            json.writeNumberField("unconfirmed", report.unproven());
            json.writeNumberField("seed_not_confirmed", report.summary().unconfirmed());
            json.writeBooleanField("cancelled", report.summary().cancelled());
            json.writeStringField("stopped", report.summary().stopReason());
            json.writeNumberField("not_replayed", report.notReplayed());
            report.recordErrors().writeJson(json);
            if (report.offline().isPresent()) {
                writeOfflineCounts(json, report.offline().get());
            }
            json.writeArrayFieldStart("results");
            for (RunResult result : report.listed()) {
                writeResult(json, result, report);
            }
            json.writeEndArray();
            if (report.offline().isPresent()) {
                json.writeArrayFieldStart("groups");
                for (DivergedGroup group : report.offline().get().groups()) {
                    writeGroup(json, group);
                }
                json.writeEndArray();
            }
            json.writeEndObject();
        }
        out.write(System.lineSeparator());
        out.flush();
    }

    private static void writeOfflineCounts(JsonGenerator json, OfflineReport offline) throws IOException {
        json.writeNumberField("log_runs", offline.logRuns());
        json.writeNumberField("diverged_groups", offline.divergedGroups());
        json.writeBooleanField("truncated", offline.isTruncated());
    }

    private static void writeResult(JsonGenerator json, RunResult result, CheckReport report) throws IOException {
        json.writeStartObject();
        json.writeStringField("run", result.run().key());
        json.writeNumberField("line", result.run().line());
        json.writeStringField("seed_ack", result.run().seedAck().label());
        json.writeStringField("verdict", result.label());
        json.writeBooleanField("expected", result.expected());
        json.writeStringField("reason", result.reason());
        json.writeArrayFieldStart("replays");
        for (ReplayRecord replay : result.replays()) {
            writeReplay(json, replay);
        }
        json.writeEndArray();
        json.writeFieldName("first_divergence");
        writeDivergence(json, result.firstDivergence());
        if (result.verdict() == Verdict.DIVERGED) {
            writeCause(json, report.cause(result));
        }
        json.writeEndObject();
    }

    /**
     * A failed replay also says why in fields a script can test: {@code error_kind} (the journal's failure kinds),
     * {@code cause} (the words the text output counts failed replays by; null for one a cancel cut off, which is not
     * counted as failed) and {@code sandbox_limit}, the limit that cut an answered replay short ("time" or
     * "output"), null when none did.
     */
    private static void writeReplay(JsonGenerator json, ReplayRecord replay) throws IOException {
        json.writeStartObject();
        json.writeNumberField("attempt", replay.attempt());
        json.writeStringField("seed_ack", replay.seedAck() == null ? null : replay.seedAck().label());
        JsonFields.numberOrNull(json, "exit_code", replay.exitCode());
        json.writeFieldName("identical");
        if (replay.identical() == null) {
            json.writeNull();
        } else {
            json.writeBoolean(replay.identical());
        }
        json.writeStringField("error", replay.error());
        json.writeStringField("error_kind", replay.errorKind() == null ? null : replay.errorKind().label());
        json.writeStringField("cause", replay.countsAsFailed() ? replay.failureCause() : null);
        json.writeStringField("sandbox_limit", sandboxLimit(replay));
        json.writeEndObject();
    }

    private static String sandboxLimit(ReplayRecord replay) {
        if (replay.sandboxLimit() == null) {
            return null;
        }
        return replay.errorKind() == FailureKind.TIMEOUT ? "time" : "output";
    }

    /** A run without a cause (nothing left to compare it with, or a cancel came first): no classes, null. */
    private static void writeCause(JsonGenerator json, Optional<DivergenceCause> cause) throws IOException {
        DiffJson.writeStrings("classes", cause.map(DivergenceCause::classes).orElse(List.of()), json);
        json.writeFieldName("equal_after_masks");
        if (cause.isEmpty()) {
            json.writeNull();
        } else {
            json.writeBoolean(cause.get().equalAfterMasks());
        }
    }

    private static void writeDivergence(JsonGenerator json, Divergence divergence) throws IOException {
        if (divergence == null) {
            json.writeNull();
            return;
        }
        json.writeStartObject();
        json.writeStringField("stream", divergence.stream().label());
        JsonFields.numberOrNull(json, "line", divergence.position() == null ? null : divergence.position().line());
        JsonFields.numberOrNull(json, "column", divergence.position() == null ? null : divergence.position().column());
        json.writeEndObject();
    }

    private static void writeGroup(JsonGenerator json, DivergedGroup group) throws IOException {
        json.writeStartObject();
        json.writeStringField("template", group.template());
        json.writeStringField("seed", group.seed());
        json.writeNumberField("size", group.size());
        json.writeNumberField("variants", group.variants());
        json.writeBooleanField("expected", !group.unexpected());
        json.writeArrayFieldStart("runs");
        for (RunRef run : group.runs()) {
            json.writeString(run.key());
        }
        json.writeEndArray();
        json.writeEndObject();
    }

}
