package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Fits the runs table's columns to the values of the log, from a sample of its runs: a log may hold millions, and
 * measuring a cell is done on the FX thread.
 * <ul>
 *   <li>The text columns (key, group, template, timestamp) widen to their widest sampled value as the log loads (up
 *   to {@value #WIDEST} px; a longer key is cut in its middle, whole in its tooltip), unless the user gave the
 *   column a width: by dragging its edge, now or in an earlier session. Typical keys
 *   ("rollout-0042-step-000123-ep7") were cut to "rollou…3-ep7" at the default width, just where they differ.
 *   They never narrow while the log grows, so that the columns do not jump. A growing log refits them at most about
 *   once a second ({@link GrowthRefits}); a new style of their cells (a font, a column shown) at once.</li>
 *   <li>A double-click on a column's edge fits it to the sample: JavaFX's own measures a cell for every row, which
 *   held the window for 15 s in a log of 50,000 runs (minutes with a million).</li>
 * </ul>
 * A column is never narrower than its default width, which fits its title beside the sort arrow (and, for the
 * seed_ack and verdict chips, the widest chip).
 */
final class TextColumnFit {
    static final double WIDEST = 320;
    /** Runs sampled, evenly spread over the log, first and last included. */
    static final int SAMPLE = 1000;
    /**
     * Of the sampled values, the ones estimated widest are measured: by characters, "step3-dice-histogram-c0" was
     * left out for sixteen longer but narrower keys, and cut.
     */
    private static final int MEASURED = 16;
    private static final Set<RunColumn> FITTED =
            EnumSet.of(RunColumn.KEY, RunColumn.GROUP, RunColumn.TEMPLATE, RunColumn.TIMESTAMP);

    private final RunsViewModel viewModel;
    private final Map<RunColumn, ? extends TableColumn<Integer, ?>> columns;
    private final Map<RunColumn, CellStyle> styles = new EnumMap<>(RunColumn.class);
    private final Set<RunColumn> sizedByUser = EnumSet.noneOf(RunColumn.class);
    /** The widths given to the text columns so far: they only grow (the key's may be narrowed to give way). */
    private final Map<RunColumn, Double> fitted = new EnumMap<>(RunColumn.class);
    private final Map<Font, CharWidths> charWidths = new HashMap<>();
    private final RewardTexts rewards;

    private TextColumnFit(RunsViewModel viewModel, Map<RunColumn, ? extends TableColumn<Integer, ?>> columns,
                          RewardTexts rewards) {
        this.viewModel = viewModel;
        this.columns = columns;
        this.rewards = rewards;
    }

    /**
     * Install once the table has its columns, in {@code layout}'s widths, and their cell factories; {@code clock} in
     * nanoseconds, as {@link System#nanoTime()}.
     */
    static TextColumnFit install(TableView<Integer> table, RunsViewModel viewModel,
                                 Map<RunColumn, ? extends TableColumn<Integer, ?>> columns, ColumnLayout layout,
                                 RewardTexts rewards, LongSupplier clock) {
        TextColumnFit fit = new TextColumnFit(viewModel, columns, rewards);
        columns.keySet().stream().filter(layout::hasOwnWidth).forEach(fit.sizedByUser::add);
        // every column's style, for a double-click on its edge; only a text column's is worth a refit
        columns.forEach((column, tableColumn) -> fit.styles.put(column,
                CellStyle.watch(tableColumn, FITTED.contains(column) ? fit::fitToLog : () -> { })));
        // a drag on a column's edge resizes it through the policy; the app's own widths are set without it
        table.setColumnResizePolicy(features -> {
            if (features.getColumn() != null && features.getDelta() != 0) {
                fit.sizedByUser.add((RunColumn) features.getColumn().getUserData());
            }
            return TableView.UNCONSTRAINED_RESIZE_POLICY.call(features);
        });
        GrowthRefits growth = new GrowthRefits(clock, fit::fitToLog);
        viewModel.totalRunsProperty().addListener(
                (obs, was, count) -> growth.countChanged(viewModel.moreRunsComingProperty().get()));
        viewModel.moreRunsComingProperty().addListener((obs, was, more) -> {
            if (!more) {
                growth.loadEnded();
            }
        });
        return fit;
    }

    /**
     * Whether {@code column}'s width is to be remembered: a text column's only once the user gave it its width (this
     * session or an earlier one), so that the next log's keys get a fitted key column.
     */
    boolean remembersWidth(RunColumn column) {
        return !FITTED.contains(column) || sizedByUser.contains(column);
    }

    /** Widens the text columns the user has not sized to the widest sampled value. */
    private void fitToLog() {
        List<RunColumn> toFit = FITTED.stream()
                .filter(column -> !sizedByUser.contains(column) && styles.get(column).font() != null).toList();
        List<RunSummary> sample = toFit.isEmpty() ? List.of() : sample();
        for (RunColumn column : toFit) {
            double width = Math.min(WIDEST, widestValue(column, sample));
            if (width > fitted.getOrDefault(column, column.defaultWidth())) {
                fitted.put(column, width);
                columns.get(column).setPrefWidth(width);
            }
        }
    }

    /**
     * The table shows another log: the text columns the app fitted go back to their default widths, to be fitted to
     * that log's values as a new table's are (within one log they only grow).
     */
    void logReplaced() {
        fitted.keySet().stream().filter(column -> !sizedByUser.contains(column))
                .forEach(column -> columns.get(column).setPrefWidth(column.defaultWidth()));
        fitted.clear();
    }

    /** A double-click on {@code column}'s edge: as a drag to the width of its widest sampled value. */
    void fitByUser(TableView<Integer> table, RunColumn column) {
        TableColumn<Integer, ?> tableColumn = columns.get(column);
        sizedByUser.add(column); // already as wide as its values, it is still the width the user chose
        table.resizeColumn(tableColumn, widestValue(column, sample()) - tableColumn.getWidth());
    }

    /** The width {@code column} needs for the widest of its values in {@code sample}, at least its default width. */
    private double widestValue(RunColumn column, List<RunSummary> sample) {
        CellStyle style = styles.get(column);
        if (style.font() == null || sample.isEmpty() || column == RunColumn.SEED_ACK || column == RunColumn.VERDICT) {
            return column.defaultWidth();
        }
        CharWidths estimate = charWidths.computeIfAbsent(style.font(), CharWidths::new);
        List<String> texts = widestEstimated(
                sample.stream().map(run -> RunCell.shownText(column, run, rewards)).toList(), estimate);
        return Math.max(column.defaultWidth(), Math.ceil(widest(texts, style.font()) + style.padding()) + 1);
    }

    /** The sampled runs, decoded once for all the columns measured; none before the log's first runs are in. */
    private List<RunSummary> sample() {
        int total = viewModel.totalRunsProperty().get();
        if (total == 0 || viewModel.log() == null) {
            return List.of();
        }
        int count = Math.min(total, SAMPLE);
        List<RunSummary> runs = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            runs.add(viewModel.summary(count == 1 ? 0 : (int) ((long) i * (total - 1) / (count - 1))));
        }
        return runs;
    }

    /** The texts whose characters add up widest: one of them is drawn widest, kerning aside. */
    private static List<String> widestEstimated(List<String> texts, CharWidths estimate) {
        return texts.stream().distinct().map(text -> Map.entry(text, estimate.estimate(text)))
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(MEASURED)
                .map(Map.Entry::getKey).toList();
    }

    private static double widest(List<String> texts, Font font) {
        Text measure = new Text();
        measure.setFont(font);
        double widest = 0;
        for (String text : texts) {
            measure.setText(text);
            widest = Math.max(widest, measure.getLayoutBounds().getWidth());
        }
        return widest;
    }
}
