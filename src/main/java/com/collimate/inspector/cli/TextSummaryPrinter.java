package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.Compression;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.LogFormat;
import com.collimate.inspector.core.log.LogStatistics;
import com.collimate.inspector.core.log.RecordErrors;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A small aligned table per file, for people. */
final class TextSummaryPrinter implements SummaryPrinter {
    private static final int ERRORS_SHOWN = 20;
    private final PrintWriter out;
    private boolean first = true;

    TextSummaryPrinter(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void summary(Path file, LogFormat format, Compression compression, LogStatistics statistics,
                        RecordErrors errors) {
        header(file);
        row("format", format.label() + (compression == Compression.NONE ? "" : ", " + compression.label()));
        row("runs", String.format(Locale.ROOT, "%,d", statistics.runs()));
        List<String> acks = new ArrayList<>();
        for (SeedAck ack : SeedAck.values()) {
            acks.add(count(ack.label(), statistics.seedAcks().get(ack)));
        }
        row("seed_ack", String.join("   ", acks));
        List<String> seeds = new ArrayList<>();
        for (Seed.Status status : Seed.Status.values()) {
            seeds.add(count(status.name().toLowerCase(Locale.ROOT), statistics.seeds().get(status)));
        }
        row("seeds", String.join("   ", seeds));
        List<String> codes = new ArrayList<>();
        for (Map.Entry<Long, Long> code : statistics.exitCodes().entrySet()) {
            codes.add(count(code.getKey() + ":", code.getValue()));
        }
        codes.add(count("missing:", statistics.exitCodeMissing()));
        row("exit codes", String.join("   ", codes));
        row("errors", String.format(Locale.ROOT, "%,d", errors.count()));
        list(errors.count(), errors.first());
        errors.dataEndsEarly().ifPresent(note -> row("incomplete", "line " + note.line() + ": " + note.message()));
        if (errors.warningCount() > 0) {
            row("warnings", String.format(Locale.ROOT, "%,d", errors.warningCount()));
            list(errors.warningCount(), errors.warnings());
        }
    }

    /** The first of {@code count} located messages, one a line under their row. */
    private void list(long count, List<LoadError> first) {
        for (int i = 0; i < Math.min(ERRORS_SHOWN, first.size()); i++) {
            out.printf(Locale.ROOT, "  %12s  line %d: %s%n", "", first.get(i).line(), first.get(i).message());
        }
        if (count > Math.min(ERRORS_SHOWN, first.size())) {
            out.printf(Locale.ROOT, "  %12s  ... and %,d more (--json lists the first %d)%n", "",
                    count - Math.min(ERRORS_SHOWN, first.size()), RecordErrors.LISTED);
        }
    }

    @Override
    public void unreadable(Path file, UnreadableLogException error) {
        header(file);
        row("unreadable", SummaryPrinter.reason(file, error));
    }

    private void header(Path file) {
        if (!first) {
            out.println();
        }
        first = false;
        out.println(TextSafety.oneLine(file.toString(), 1000));
    }

    private void row(String label, String value) {
        out.printf(Locale.ROOT, "  %-12s  %s%n", label, value);
    }

    private static String count(String label, long count) {
        return String.format(Locale.ROOT, "%s %,d", label, count);
    }
}
