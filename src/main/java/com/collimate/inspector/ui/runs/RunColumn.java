package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;

import java.util.Comparator;
import java.util.function.Function;

/**
 * The columns of the runs table, with their ids (for persisted widths and fx:ids), titles and sort orders. A default
 * width fits the column's title beside its sort arrow ("Template" read "Temp…", a sorted "Line" "L…").
 * Absent values sort last. {@link #VERDICT} is sorted by the view model from the verdict map.
 */
public enum RunColumn {
    LINE("line", "Line", 70, Comparator.comparingLong(RunSummary::line)),
    KEY("key", "Key", 130, Comparator.comparing(RunSummary::key)),
    GROUP("group", "Group", 100, nullsLast(RunSummary::group)),
    STEP("step", "Step", 70, nullsLast(RunSummary::step)),
    TEMPLATE("template", "Template", 110, nullsLast(RunSummary::template)),
    SEED("seed", "Seed", 170, nullsLast(run -> run.seed().raw())),
    SEED_ACK("seedAck", "seed_ack", 118, Comparator.comparing(RunSummary::seedAck)),
    EXIT_CODE("exitCode", "Exit", 60, nullsLast(RunSummary::exitCode)),
    REWARD("reward", "Reward", 120, nullsLast(RunSummary::reward)),
    DURATION("duration", "Duration", 105, nullsLast(RunSummary::durationMs)),
    STDOUT_SIZE("stdoutSize", "Stdout", 80, Comparator.comparingLong(RunSummary::stdoutBytes)),
    VERDICT("verdict", "Verdict", 250, null);

    private final String id;
    private final String title;
    private final double defaultWidth;
    private final Comparator<RunSummary> comparator;

    RunColumn(String id, String title, double defaultWidth, Comparator<RunSummary> comparator) {
        this.id = id;
        this.title = title;
        this.defaultWidth = defaultWidth;
        this.comparator = comparator;
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    public double defaultWidth() {
        return defaultWidth;
    }

    /** The natural order of this column's values; {@code null} for {@link #VERDICT}. */
    public Comparator<RunSummary> comparator() {
        return comparator;
    }

    private static <T extends Comparable<? super T>> Comparator<RunSummary> nullsLast(Function<RunSummary, T> key) {
        return Comparator.comparing(key, Comparator.nullsLast(Comparator.naturalOrder()));
    }
}
