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

import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntToLongFunction;

/**
 * The verdicts that replays give the runs table: puts them there, counts the runs per verdict, and versions what the
 * journal added or gave back. The counts follow each verdict that changes (a recount of a million verdicts took
 * 75 ms of the FX thread per burst of replays); the table holds none when this is made. A verdict never replaces one
 * judged from a later reading of the journal: judgements run in the background and finish in any order (a load still
 * naming classes from the journal as it was before a batch replayed the run again). FX thread, but
 * {@link #newJudgement}.
 */
final class TableVerdicts {
    private final RunsViewModel runs;
    private final Executor fx;
    private final ReadOnlyObjectWrapper<Map<VerdictKind, Integer>> counts = new ReadOnlyObjectWrapper<>(Map.of());
    private final ReadOnlyLongWrapper journalVersion = new ReadOnlyLongWrapper(0);
    /** Runs per {@link VerdictKind} ordinal, as the table has them now. */
    private final int[] perKind = new int[VerdictKind.values().length];
    private final AtomicLong judgements = new AtomicLong();
    /**
     * Per run index: the judgement its shown verdict came from (0: none). Kept when the table is reset for a reloaded
     * log: the judgements of its verdicts begin after it loaded, so they are later.
     */
    private long[] judgedBy = new long[0];
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
     * Numbers a judgement of verdicts, later ones higher: take it before reading the journal to judge from. Any thread.
     */
    long newJudgement() {
        return judgements.incrementAndGet();
    }

    /**
     * Puts verdicts of the runs of {@code log} in the table, but where a run shows the verdict of a later judgement;
     * false (and nothing put) when the table shows another log by now (it was reloaded) or its tab was closed.
     *
     * @param judgement per run, the {@link #newJudgement} taken before the journal its verdict was judged from was read
     */
    boolean publish(RolloutLog log, Map<Integer, ? extends VerdictBadge> verdicts, IntToLongFunction judgement) {
        if (closed || runs.log() != log) {
            return false;
        }
        Map<Integer, VerdictBadge> fresh = new HashMap<>();
        verdicts.forEach((run, verdict) -> {
            long judged = judgement.applyAsLong(run);
            if (judgedBy(run) <= judged) {
                setJudgedBy(run, judged);
                fresh.put(run, verdict);
            }
        });
        runs.putVerdicts(fresh);
        journalVersion.set(journalVersion.get() + 1);
        return true;
    }

    /**
     * {@link #publish} for verdicts judged again without their diff classes when the masks changed: a run that shows
     * a verdict of the same kind keeps it, with the classes of the old masks, until those of the new ones are named.
     */
    boolean publishKeepingClasses(RolloutLog log, Map<Integer, ReplayVerdict> verdicts, IntToLongFunction judgement) {
        Map<Integer, ReplayVerdict> changed = new HashMap<>();
        verdicts.forEach((run, verdict) -> {
            if (!(runs.verdicts().get(run) instanceof ReplayVerdict shown && shown.kind() == verdict.kind())) {
                changed.put(run, verdict);
            }
        });
        return publish(log, changed, judgement);
    }

    private long judgedBy(int run) {
        return run < judgedBy.length ? judgedBy[run] : 0;
    }

    private void setJudgedBy(int run, long judgement) {
        if (run >= judgedBy.length) {
            judgedBy = Arrays.copyOf(judgedBy, Math.max(run + 1, judgedBy.length * 2));
        }
        judgedBy[run] = judgement;
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
