package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;

import java.util.Comparator;
import java.util.function.Function;

/**
 * The columns of the runs table in their default order, with their ids (for persisted widths and fx:ids), titles and
 * sort orders. Seed and seed_ack come right after the key: they are what the table is for, and at the default window
 * size they must be in view without scrolling; so must the exit code, the reward (the core RL field) and the verdict,
 * which come next: "diverged — unexpected" is what a replay is looked at for. The exit code and the reward come before
 * the wide verdict, so that they are in view whatever the verdict. At the default window size and split (65%) these
 * columns fit whole, the verdict's longest chip too: the key, cut in its middle, keeps both its ends
 * ("step1-…deck-c0"), and the reward as wide as its title beside the sort arrow, its longest text ("-1.2…e-10") cut to
 * fit. The verdict is there before any replay too, so that the columns do not move when the first verdict comes. A
 * default width fits the column's title beside its sort arrow ("Template" read "Temp…", a sorted "Line" "L…") and, for
 * the seed and seed_ack, the widest value (every seed_ack chip, "mismatch" the widest).
 * <p>
 * Runs without a value sort last in both directions, as in a spreadsheet: sorting by reward descending shows the top
 * rewards first. A logged NaN (Python's json writes one for a reward that is not a number) comes after the numbers in
 * both directions too, just before the runs without a value. Keys and groups sort in {@link NaturalOrder} (r2 before
 * r10, as sweeps number their runs); {@link #VERDICT} is sorted by {@link RowOrder} from the verdict map. The
 * timestamp comes last: it is shown as logged, and is there to tell when a run ran rather than to find it.
 */
public enum RunColumn {
    LINE("line", "Line", 62, always(Comparator.comparingLong(RunSummary::line))),
    KEY("key", "Key", 114, always(Comparator.comparing(RunSummary::key, NaturalOrder.INSTANCE))),
    SEED("seed", "Seed", 158, absentLast(run -> run.seed().raw())),
    SEED_ACK("seedAck", "seed_ack", 110, always(Comparator.comparing(RunSummary::seedAck))),
    EXIT_CODE("exitCode", "Exit", 58, absentLast(RunSummary::exitCode)),
    REWARD("reward", "Reward", 96, numbers(RunSummary::reward)),
    VERDICT("verdict", "Verdict", 214, null),
    GROUP("group", "Group", 100, absentLast(RunSummary::group, NaturalOrder.INSTANCE)),
    STEP("step", "Step", 70, absentLast(RunSummary::step)),
    TEMPLATE("template", "Template", 110, absentLast(RunSummary::template)),
    DURATION("duration", "Duration", 105, numbers(RunSummary::durationMs)),
    STDOUT_SIZE("stdoutSize", "Stdout", 80, always(Comparator.comparingLong(RunSummary::stdoutBytes))),
    TIMESTAMP("timestamp", "Timestamp", 200, absentLast(RunSummary::timestamp, LoggedTimestamps.ORDER));

    private final String id;
    private final String title;
    private final double defaultWidth;
    private final Order order;

    RunColumn(String id, String title, double defaultWidth, Order order) {
        this.id = id;
        this.title = title;
        this.defaultWidth = defaultWidth;
        this.order = order;
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

    /** This column's order in the given direction, runs without a value last; {@code null} for {@link #VERDICT}. */
    public Comparator<RunSummary> comparator(boolean ascending) {
        return order == null ? null : order.of(ascending);
    }

    /** The order of values in the given direction with {@code null} (no value) last either way. */
    static <T extends Comparable<? super T>> Comparator<T> absentLast(boolean ascending) {
        return Comparator.nullsLast(ascending ? Comparator.<T>naturalOrder() : Comparator.<T>reverseOrder());
    }

    private static <T extends Comparable<? super T>> Order absentLast(Function<RunSummary, T> key) {
        return ascending -> Comparator.comparing(key, absentLast(ascending));
    }

    private static <T> Order absentLast(Function<RunSummary, T> key, Comparator<T> natural) {
        return ascending -> Comparator.comparing(key, Comparator.nullsLast(ascending ? natural : natural.reversed()));
    }

    /** Numbers in the given direction, then NaN, then runs without a value, either way; ±Infinity sort as numbers. */
    private static Order numbers(Function<RunSummary, Double> key) {
        Comparator<Double> nanLast = Comparator.comparing(value -> value.isNaN());
        return ascending -> Comparator.comparing(key, Comparator.nullsLast(nanLast
                .thenComparing(ascending ? Comparator.<Double>naturalOrder() : Comparator.<Double>reverseOrder())));
    }

    /** A column every run has a value of. */
    private static Order always(Comparator<RunSummary> natural) {
        return ascending -> ascending ? natural : natural.reversed();
    }

    private interface Order {
        Comparator<RunSummary> of(boolean ascending);
    }
}
