package com.collimate.inspector.ui.runs;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The verdict of each run, which the replay feature gives, and the verdict labels whose runs are hidden. The rows'
 * worker reads the verdicts' labels from {@link VerdictLabels}, and picks the rows again when landing verdicts change
 * them ({@link LogRows#relabel}). FX thread.
 */
final class VerdictFilter {
    private final ObservableMap<Integer, VerdictBadge> verdicts = FXCollections.observableHashMap();
    private final ObservableMap<Integer, VerdictBadge> verdictsReadOnly =
            FXCollections.unmodifiableObservableMap(verdicts);
    private final ReadOnlyObjectWrapper<Set<String>> hidden = new ReadOnlyObjectWrapper<>(Set.of());

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
}
