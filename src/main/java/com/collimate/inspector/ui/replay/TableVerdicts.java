package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.runs.VerdictBadge;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.MapChangeListener;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executor;

/**
 * The verdicts that replays give the runs table: puts them there, counts the runs per verdict, and versions what the
 * journal added or gave back. The counts follow each verdict that changes (a recount of a million verdicts took
 * 75 ms of the FX thread per burst of replays); the table holds none when this is made. FX thread.
 */
final class TableVerdicts {
    private final RunsViewModel runs;
    private final Executor fx;
    private final ReadOnlyObjectWrapper<Map<VerdictKind, Integer>> counts = new ReadOnlyObjectWrapper<>(Map.of());
    private final ReadOnlyLongWrapper journalVersion = new ReadOnlyLongWrapper(0);
    /** Runs per {@link VerdictKind} ordinal, as the table has them now. */
    private final int[] perKind = new int[VerdictKind.values().length];
    private boolean countsQueued;
    /** The log's tab closed: what is still being judged for it is dropped. */
    private boolean closed;

    TableVerdicts(RunsViewModel runs, Executor fx) {
        this.runs = runs;
        this.fx = fx;
        runs.verdicts().addListener((MapChangeListener<Integer, VerdictBadge>) change -> {
            if (change.wasRemoved()) {
                count(change.getValueRemoved(), -1);
            }
            if (change.wasAdded()) {
                count(change.getValueAdded(), 1);
            }
            queueCounts();
        });
    }

    /** Runs per verdict over the whole log. */
    ReadOnlyObjectProperty<Map<VerdictKind, Integer>> countsProperty() {
        return counts.getReadOnlyProperty();
    }

    /** Changes whenever verdicts judged from the journal were put in the table. */
    ReadOnlyLongProperty journalVersionProperty() {
        return journalVersion.getReadOnlyProperty();
    }

    /**
     * Puts verdicts of the runs of {@code log} in the table; false (and nothing put) when the table shows another
     * log by now (it was reloaded) or its tab was closed.
     */
    boolean publish(RolloutLog log, Map<Integer, ? extends VerdictBadge> verdicts) {
        if (closed || runs.log() != log) {
            return false;
        }
        runs.putVerdicts(verdicts);
        journalVersion.set(journalVersion.get() + 1);
        return true;
    }

    /**
     * {@link #publish} for verdicts judged again without their diff classes when the masks changed: a run that shows
     * a verdict of the same kind keeps it, with the classes of the old masks, until those of the new ones are named.
     */
    boolean publishKeepingClasses(RolloutLog log, Map<Integer, ReplayVerdict> verdicts) {
        Map<Integer, ReplayVerdict> changed = new HashMap<>();
        verdicts.forEach((run, verdict) -> {
            if (!(runs.verdicts().get(run) instanceof ReplayVerdict shown && shown.kind() == verdict.kind())) {
                changed.put(run, verdict);
            }
        });
        return publish(log, changed);
    }

    /** The log's tab closed: nothing is put in its table any more. */
    void close() {
        closed = true;
    }

    private void count(VerdictBadge badge, int change) {
        if (badge instanceof ReplayVerdict verdict) {
            perKind[verdict.kind().ordinal()] += change;
        }
    }

    /** Shows the counts once per FX turn, however many verdicts changed in it. */
    private void queueCounts() {
        if (!countsQueued) {
            countsQueued = true;
            fx.execute(() -> {
                countsQueued = false;
                Map<VerdictKind, Integer> shown = new EnumMap<>(VerdictKind.class);
                for (VerdictKind kind : VerdictKind.values()) {
                    if (perKind[kind.ordinal()] > 0) {
                        shown.put(kind, perKind[kind.ordinal()]);
                    }
                }
                counts.set(Map.copyOf(shown));
            });
        }
    }
}
