package com.collimate.inspector.ui.runs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The runs table's column widths (by column id), hidden columns and column order (ids, left to right), as remembered
 * between sessions. Ids this version does not know are ignored. An empty order is the default order.
 */
public record ColumnLayout(Map<String, Double> widths, List<String> hidden, List<String> order) {
    /**
     * Default orders of earlier versions, which saved the order even when no column had been moved: such an order
     * is read as the default, so that the current default (the exit code, the reward and the verdict beside seed_ack)
     * reaches those users too.
     */
    private static final List<List<String>> FORMER_DEFAULTS = List.of(
            List.of("line", "key", "group", "step", "template", "seed", "seedAck", "exitCode", "reward", "duration",
                    "stdoutSize", "verdict"),
            List.of("line", "key", "seed", "seedAck", "exitCode", "reward", "group", "step", "template", "duration",
                    "stdoutSize", "verdict", "timestamp"),
            List.of("line", "key", "seed", "seedAck", "exitCode", "verdict", "reward", "group", "step", "template",
                    "duration", "stdoutSize", "timestamp"));
    /**
     * Default widths of earlier versions, by column id. Every column's width is saved, moved or not, so such a width
     * is read as the current default: the narrower defaults that bring the exit code into view at the default window
     * size (and since, the whole verdict) reach those users too, while a width a user dragged to is kept.
     */
    private static final Map<String, Set<Double>> FORMER_DEFAULT_WIDTHS = Map.of(
            "line", Set.of(70.0), "key", Set.of(130.0, 110.0), "seed", Set.of(170.0), "seedAck", Set.of(118.0, 116.0),
            "exitCode", Set.of(60.0), "reward", Set.of(120.0), "verdict", Set.of(250.0, 234.0));

    public ColumnLayout {
        widths = Map.copyOf(widths);
        hidden = List.copyOf(hidden);
        order = List.copyOf(order);
    }

    /** A layout in the default order. */
    public ColumnLayout(Map<String, Double> widths, List<String> hidden) {
        this(widths, hidden, List.of());
    }

    /** {@code column}'s remembered width, or its default when none was saved or a default was. */
    public double width(RunColumn column) {
        return hasOwnWidth(column) ? widths.get(column.id()) : column.defaultWidth();
    }

    /**
     * Whether a width of the user's was saved for {@code column}: one that is neither its default (which versions
     * before the key column was fitted to the log saved too) nor an earlier version's default.
     */
    public boolean hasOwnWidth(RunColumn column) {
        Double saved = widths.get(column.id());
        return saved != null && saved != column.defaultWidth()
                && !FORMER_DEFAULT_WIDTHS.getOrDefault(column.id(), Set.of()).contains(saved);
    }

    /**
     * Whether {@code column} starts hidden. A layout that hides every column (a hand-edited file) hides none: the
     * table would show nothing and the column menu could not be reached from it.
     */
    public boolean hides(RunColumn column) {
        boolean hidesAll = Arrays.stream(RunColumn.values()).allMatch(each -> hidden.contains(each.id()));
        return !hidesAll && hidden.contains(column.id());
    }

    /**
     * Every column once, in the remembered order; a column the order does not name (one added since the layout was
     * saved) goes right after the column it follows by default.
     */
    public List<RunColumn> orderedColumns() {
        Set<RunColumn> known = new LinkedHashSet<>();
        for (String id : FORMER_DEFAULTS.contains(order) ? List.<String>of() : order) {
            Arrays.stream(RunColumn.values()).filter(column -> column.id().equals(id)).findFirst().ifPresent(known::add);
        }
        List<RunColumn> columns = new ArrayList<>(known);
        RunColumn[] defaults = RunColumn.values();
        for (int i = 0; i < defaults.length; i++) {
            if (!known.contains(defaults[i])) {
                columns.add(i == 0 ? 0 : columns.indexOf(defaults[i - 1]) + 1, defaults[i]);
            }
        }
        return columns;
    }
}
