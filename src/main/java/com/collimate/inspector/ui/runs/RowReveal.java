package com.collimate.inspector.ui.runs;

import javafx.animation.AnimationTimer;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableView;

import java.util.function.LongSupplier;

/**
 * Builds a table's rows over several frames when its first items arrive. In that frame a {@link TableView} makes and
 * styles a row of cells for every row of its viewport: 15–40 ms of FX-thread time a row of the runs table while the
 * JIT is still cold (bench/gui-load.sh), so one stall of 250–450 ms for a full table. Capping the table's height and
 * raising the cap each pulse spreads that work over short frames. How many rows a step adds follows what the previous
 * step's CSS and layout took, so a step stays within {@link #STEP_BUDGET_NANOS}: one row a frame while the JIT is
 * cold, up to {@link #MAX_STEP_ROWS} once rows are cheap. The cap is lifted once the table no longer reaches it. Only
 * the first arrival is spread: later ones reuse the cells.
 */
final class RowReveal extends AnimationTimer {
    /**
     * The CSS and layout a step may take. On two cores the JIT compiles on the other core and the software renderer
     * draws after the layout, so a frame lasts about twice this: under 100 ms.
     */
    static final long STEP_BUDGET_NANOS = 30_000_000L;
    static final int MAX_STEP_ROWS = 10;
    /** The column header's height is not known before the first layout; a row's height stands in for it. */
    private static final int HEADER_ROWS = 1;
    /** Taller than any screen: a parent that always grants the whole cap cannot keep the timer running. */
    private static final int MAX_ROWS = 300;

    private final TableView<?> table;
    private final double rowHeight;
    private final double uncappedMaxHeight;
    private final LongSupplier clock;
    /** Ends the measure of a step once the pulse has laid it out. */
    private final Runnable stepLaidOut = this::stepLaidOut;
    private Scene measuredScene;
    private int rows;
    private int lastStep;
    private boolean measuring;
    private long stepStart;
    private long lastStepNanos = -1;

    private RowReveal(TableView<?> table, double rowHeight, LongSupplier clock) {
        this.table = table;
        this.rowHeight = rowHeight;
        this.uncappedMaxHeight = table.getMaxHeight();
        this.clock = clock;
    }

    /** Spreads the first filling of {@code table} (fixed cell size {@code rowHeight}) over frames. */
    static void install(TableView<?> table, double rowHeight) {
        install(table, rowHeight, System::nanoTime);
    }

    /** {@link #install(TableView, double)} timing a step's CSS and layout with {@code clock} (nanoseconds). */
    static void install(TableView<?> table, double rowHeight, LongSupplier clock) {
        if (table.getItems().isEmpty()) {
            table.getItems().addListener(new RowReveal(table, rowHeight, clock).new FirstItems());
        }
    }

    /** Runs before the pulse's CSS and layout: the cap set here is laid out in the same pulse. */
    @Override
    public void handle(long now) {
        Node hidden = hiddenAncestor();
        if (hidden != null) {
            if (rows == 0) {
                table.setMaxHeight(cap()); // no rows yet, and none while hidden
            }
            pauseWhileHidden(hidden);
            return;
        }
        // a cap under the table's minimum height is ignored: the table keeps that height until the cap passes it
        boolean belowMinimum = table.getHeight() > cap() + 0.5 && cap() < table.minHeight(-1);
        if (rows > 0 && !belowMinimum && Math.abs(table.getHeight() - cap()) > 0.5 || rows >= MAX_ROWS) {
            // shorter than the cap: the table has all the room it can get; taller: its parent ignores the cap
            halt();
            table.setMaxHeight(uncappedMaxHeight);
            return;
        }
        int step = nextStep();
        rows += step;
        lastStep = step;
        measureIn(table.getScene());
        measuring = true;
        stepStart = clock.getAsLong();
        table.setMaxHeight(cap());
    }

    /** As many rows as fit the budget at what a row of the previous step cost; one when that is not known. */
    private int nextStep() {
        if (lastStep == 0 || lastStepNanos < 0) {
            return 1;
        }
        long perRow = Math.max(1, lastStepNanos / lastStep);
        return (int) Math.max(1, Math.min(MAX_STEP_ROWS, STEP_BUDGET_NANOS / perRow));
    }

    private void stepLaidOut() {
        if (measuring) {
            lastStepNanos = clock.getAsLong() - stepStart;
            measuring = false;
        }
    }

    private void measureIn(Scene scene) {
        if (scene != measuredScene) {
            stopMeasuring();
            if (scene != null) {
                scene.addPostLayoutPulseListener(stepLaidOut);
            }
            measuredScene = scene;
        }
    }

    private void stopMeasuring() {
        if (measuredScene != null) {
            measuredScene.removePostLayoutPulseListener(stepLaidOut);
            measuredScene = null;
        }
    }

    private void halt() {
        stop();
        stopMeasuring();
        measuring = false;
    }

    /**
     * A table in a tab that is not selected is still laid out: its steps would go on and double the cost of the
     * selected tab's frames. It waits with its cap until it is shown again (or moved), and times its steps anew then.
     */
    private void pauseWhileHidden(Node hidden) {
        halt();
        lastStep = 0;
        InvalidationListener resume = new InvalidationListener() {
            @Override
            public void invalidated(Observable changed) {
                hidden.visibleProperty().removeListener(this);
                table.sceneProperty().removeListener(this);
                start();
            }
        };
        hidden.visibleProperty().addListener(resume);
        table.sceneProperty().addListener(resume);
    }

    /** The table, or the ancestor of it, that is made invisible; null when the whole chain is visible. */
    private Node hiddenAncestor() {
        for (Node node = table; node != null; node = node.getParent()) {
            if (!node.isVisible()) {
                return node;
            }
        }
        return null;
    }

    private double cap() {
        return (rows + HEADER_ROWS) * rowHeight;
    }

    private final class FirstItems implements ListChangeListener<Object> {
        @Override
        public void onChanged(Change<?> change) {
            if (!change.getList().isEmpty()) {
                change.getList().removeListener(this);
                start();
            }
        }
    }
}
