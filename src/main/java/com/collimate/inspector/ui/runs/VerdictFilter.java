package com.collimate.inspector.ui.runs;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableMap;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * The verdict of each run, which the replay feature gives, and the verdict labels whose runs are hidden. Verdicts
 * arrive in bursts during a replay: the rows are asked for again once after a burst, and only when the verdicts
 * change them (some are hidden, or the rows are sorted by verdict). FX thread.
 */
final class VerdictFilter {
    private final Executor fx;
    private final Supplier<List<SortKey>> sortOrder;
    private final Runnable requery;
    private final ObservableMap<Integer, VerdictBadge> verdicts = FXCollections.observableHashMap();
    private final ObservableMap<Integer, VerdictBadge> verdictsReadOnly =
            FXCollections.unmodifiableObservableMap(verdicts);
    private final ReadOnlyObjectWrapper<Set<String>> hidden = new ReadOnlyObjectWrapper<>(Set.of());
    private boolean requeryQueued;

    /**
     * @param fx        runs on the FX application thread
     * @param sortOrder the rows' sort order
     * @param requery   asks for the rows again
     */
    VerdictFilter(Executor fx, Supplier<List<SortKey>> sortOrder, Runnable requery) {
        this.fx = fx;
        this.sortOrder = sortOrder;
        this.requery = requery;
        verdicts.addListener((MapChangeListener<Integer, VerdictBadge>) change -> requeryAfterBurst());
    }

    ObservableMap<Integer, VerdictBadge> verdicts() {
        return verdictsReadOnly;
    }

    void put(Map<Integer, ? extends VerdictBadge> given) {
        verdicts.putAll(given);
    }

    void clear() {
        verdicts.clear();
    }

    ReadOnlyObjectProperty<Set<String>> hiddenProperty() {
        return hidden.getReadOnlyProperty();
    }

    /** Shows or hides the runs whose verdict has {@code label}. */
    void setShown(String label, boolean visible) {
        Set<String> changed = new HashSet<>(hidden.get());
        if (visible) {
            changed.remove(label);
        } else {
            changed.add(label);
        }
        hidden.set(Set.copyOf(changed));
    }

    void showAll() {
        hidden.set(Set.of());
    }

    private boolean matter() {
        return !hidden.get().isEmpty() || sortOrder.get().stream().anyMatch(key -> key.column() == RunColumn.VERDICT);
    }

    private void requeryAfterBurst() {
        if (requeryQueued || !matter()) {
            return;
        }
        requeryQueued = true;
        fx.execute(() -> {
            requeryQueued = false;
            requery.run();
        });
    }
}
