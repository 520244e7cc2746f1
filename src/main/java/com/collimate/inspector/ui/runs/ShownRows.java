package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunStatistics;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;

/**
 * What the runs table has of a log: the run indices of its rows, in display order, of which version of the query,
 * the counts over all the runs indexed, and the filter chips' counts. FX thread.
 */
final class ShownRows {
    private final ObservableList<Integer> shown = FXCollections.observableArrayList();
    private final ObservableList<Integer> shownReadOnly = FXCollections.unmodifiableObservableList(shown);
    private final ReadOnlyIntegerWrapper totalRuns = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyBooleanWrapper moreRunsComing = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<RunStatistics> statistics = new ReadOnlyObjectWrapper<>(RunStatistics.EMPTY);
    private final ReadOnlyObjectWrapper<ChipCounts> chipCounts = new ReadOnlyObjectWrapper<>(ChipCounts.NONE);
    private long version = -1;

    ObservableList<Integer> rows() {
        return shownReadOnly;
    }

    ReadOnlyIntegerProperty totalRunsProperty() {
        return totalRuns.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty moreRunsComingProperty() {
        return moreRunsComing.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<RunStatistics> statisticsProperty() {
        return statistics.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<ChipCounts> chipCountsProperty() {
        return chipCounts.getReadOnlyProperty();
    }

    /** The version of the query whose rows are shown. */
    long version() {
        return version;
    }

    /** The rows of {@code queryVersion}: all of them ({@code replace}) or more after those shown. */
    void show(long queryVersion, List<Integer> rows, boolean replace) {
        version = queryVersion; // first: the list's listeners see the rows as of this version
        if (replace) {
            shown.setAll(rows);
        } else if (!rows.isEmpty()) {
            shown.addAll(rows);
        }
    }

    /**
     * {@code size} runs indexed, {@code moreComing} while the load goes on, and their counts ({@code counts} null when
     * they did not change).
     */
    void counted(int size, boolean moreComing, RunStatistics counts, ChipCounts chips) {
        totalRuns.set(size); // first: a count's listeners see that more were coming, then that the load ended
        moreRunsComing.set(moreComing);
        counted(counts, chips);
    }

    void counted(RunStatistics counts, ChipCounts chips) {
        if (counts != null) {
            statistics.set(counts);
        }
        chipCounts.set(chips);
    }

    /** No log: no rows and no runs. */
    void clear() {
        shown.clear();
        totalRuns.set(0);
        moreRunsComing.set(false);
        statistics.set(RunStatistics.EMPTY);
        chipCounts.set(ChipCounts.NONE);
    }
}
