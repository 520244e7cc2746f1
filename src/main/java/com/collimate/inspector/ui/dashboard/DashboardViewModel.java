package com.collimate.inspector.ui.dashboard;

import com.collimate.inspector.core.diff.VisibleName;
import com.collimate.inspector.core.model.RunStatistics;
import com.collimate.inspector.core.model.SeedAck;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The at-a-glance overview of one log: seed_ack distribution, exit codes, runs per group, load errors. */
public final class DashboardViewModel {
    public static final int MAX_BARS = 15;
    static final int MAX_LABEL_CHARS = 28;

    /** One bar or slice: its label, count and the style class that colours it. */
    public record Bar(String label, int count, String styleClass) {
    }

    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper("No runs");
    /**
     * The three charts of one statistics snapshot.
     *
     * @param exitCodes the most frequent exit codes (up to {@value #MAX_BARS}; most runs first, equal counts by code),
     *                  then "missing" for runs without one (as the CLI summary's exit codes have it)
     * @param groups    the largest groups (up to {@value #MAX_BARS})
     */
    public record Charts(List<Bar> seedAcks, List<Bar> exitCodes, List<Bar> groups) {
        public static final Charts EMPTY = new Charts(List.of(), List.of(), List.of());
    }

    private final ReadOnlyObjectWrapper<Charts> charts = new ReadOnlyObjectWrapper<>(Charts.EMPTY);
    private final ReadOnlyIntegerWrapper groupCount = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper totalRuns = new ReadOnlyIntegerWrapper();
    private final javafx.beans.property.ReadOnlyLongWrapper loadErrors = new javafx.beans.property.ReadOnlyLongWrapper();
    private final ReadOnlyStringWrapper dataEndsEarly = new ReadOnlyStringWrapper("");

    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Charts> chartsProperty() {
        return charts.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty groupCountProperty() {
        return groupCount.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty totalRunsProperty() {
        return totalRuns.getReadOnlyProperty();
    }

    public javafx.beans.property.ReadOnlyLongProperty loadErrorsProperty() {
        return loadErrors.getReadOnlyProperty();
    }

    /** "The file's data ends early (line N: why)" for a cut gzip log, else "": apart from the load errors. */
    public ReadOnlyStringProperty dataEndsEarlyProperty() {
        return dataEndsEarly.getReadOnlyProperty();
    }

    public void setDataEndsEarly(String text) {
        dataEndsEarly.set(text);
    }

    /**
     * A group name short enough for a chart's axis (a 200-character name squeezed the bars away), safe and told apart
     * as the group filter shows it ({@link VisibleName}), still unique among {@code taken}: the axis tells categories
     * apart by their text.
     */
    static String shortLabel(String name, Set<String> taken) {
        String label = VisibleName.of(name, MAX_LABEL_CHARS - 1);
        String unique = label;
        for (int n = 2; !taken.add(unique); n++) {
            unique = label + " (" + n + ")";
        }
        return unique;
    }

    /** The width a bar chart's axis gives each category besides its label, and a label's width per character. */
    private static final double BAR_PADDING = 18;
    private static final double CHAR_WIDTH = 7.5;
    /** The width of a bar chart's axis and label on its left. */
    private static final double CHART_FRAME = 70;

    /**
     * The width of a bar chart whose every category label fits beside the next one ({@code minWidth} at least,
     * {@code maxWidth} at most): a bar chart's axis hides a label that overlaps its neighbour, so a bar of exit code
     * 3221225477 had none.
     */
    static double barChartWidth(List<Bar> bars, double minWidth, double maxWidth) {
        return Math.max(minWidth, Math.min(maxWidth, CHART_FRAME + bars.size() * categoryWidth(bars)));
    }

    /** Whether the labels do not fit side by side in {@link #barChartWidth}, so they stand upright. */
    static boolean uprightLabels(List<Bar> bars, double maxWidth) {
        return CHART_FRAME + bars.size() * categoryWidth(bars) > maxWidth;
    }

    private static double categoryWidth(List<Bar> bars) {
        int longest = bars.stream().mapToInt(bar -> bar.label().length()).max().orElse(0);
        return longest * CHAR_WIDTH + BAR_PADDING;
    }

    public void update(RunStatistics statistics, long loadErrorCount) {
        headline.set(statistics.headline());
        totalRuns.set(statistics.total());
        loadErrors.set(loadErrorCount);
        List<Bar> acks = new ArrayList<>();
        for (SeedAck ack : SeedAck.values()) {
            acks.add(new Bar(ack.label(), statistics.count(ack), "ack-" + ack.label()));
        }

        List<Bar> exits = new ArrayList<>();
        statistics.perExitCode().entrySet().stream()
                .sorted(Map.Entry.<Long, Integer>comparingByValue().reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(MAX_BARS)
                .forEach(entry -> exits.add(new Bar(entry.getKey().toString(), entry.getValue(),
                        entry.getKey() == 0 ? "exit-zero" : "exit-non-zero")));
        if (statistics.missingExitCode() > 0) {
            exits.add(new Bar("missing", statistics.missingExitCode(), "exit-missing"));
        }
        Set<String> labels = new HashSet<>();
        List<Bar> largestGroups = statistics.largestGroups(MAX_BARS).stream()
                .map(entry -> new Bar(shortLabel(entry.getKey(), labels), entry.getValue(), "group"))
                .toList();
        charts.set(new Charts(List.copyOf(acks), List.copyOf(exits), largestGroups));
        groupCount.set(statistics.perGroup().size());
    }
}
