package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.FirstDivergence;
import com.collimate.inspector.core.model.SeedAck;

import java.util.List;
import java.util.Objects;

/**
 * One run of the report.
 *
 * @param line            the 1-based log line where the run starts (runs may share a key)
 * @param seed            the seed as logged (null when missing)
 * @param seedAckRaw      seed_ack as logged, null when absent
 * @param verdict         the verdict label ("reproduced", "diverged", ...)
 * @param expected        the verdict was expected (e.g. a no-ack run that diverged)
 * @param reason          why the run got its verdict (the error of a failed one, what differs), null when none
 * @param classes         why it diverged (the diff class vocabulary)
 * @param firstDivergence where the first diverged stream first differs, null when none (or it is the exit code)
 * @param divergedStream  the first diverged stream ("stdout", "stderr", "exit_code"), null when none
 * @param diffs           the outputs to show side by side (empty for runs that did not diverge)
 */
public record ReportRow(String key, long line, String seed, SeedAck seedAck, String seedAckRaw, String verdict,
                        boolean expected, String reason, List<String> classes, FirstDivergence firstDivergence, String divergedStream,
                        List<ReportDiff> diffs) {

    public ReportRow {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(seedAck, "seedAck");
        Objects.requireNonNull(verdict, "verdict");
        classes = List.copyOf(classes);
        diffs = List.copyOf(diffs);
    }
}
