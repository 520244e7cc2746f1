package com.collimate.inspector.ui.runs;

import javafx.animation.AnimationTimer;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.TableView;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.LongSupplier;

/**
 * Builds a table's rows over several frames when its first items arrive. In that frame a {@link TableView} makes and
 * styles a row of cells for every row of its viewport: 15–40 ms of FX-thread CPU a row of the runs table while the
 * JIT is still cold (bench/gui-load.sh), so one stall of 250–450 ms for a full table. Capping the table's height and
 * raising the cap a few rows a pulse spreads that work over short frames. How many rows a step adds follows what the
 * previous step cost on the FX thread, so a step stays within {@link #STEP_BUDGET_NANOS}: one row a frame while the
 * JIT is cold, up to {@link #MAX_STEP_ROWS} once rows are cheap. The cap is lifted once the table no longer reaches
 * it. Only the first arrival is spread: later ones reuse the cells.
 */
final class RowReveal extends AnimationTimer {
    /**
     * FX-thread time a step may take. On two cores a frame lasts about twice the FX thread's CPU while the JIT
     * compiles on the other core and the software renderer draws, so this keeps a step's frame under 100 ms.
     */
    static final long STEP_BUDGET_NANOS = 30_000_000L;
    static final int MAX_STEP_ROWS = 10;
    /** The column header's height is not known before the first layout; a row's height stands in for it. */
    private static final int HEADER_ROWS = 1;
    /** Taller than any screen: a table that is never laid out (a hidden tab) cannot keep the timer running. */
    private static final int MAX_ROWS = 300;

    private final TableView<?> table;
    private final double rowHeight;
    private final double uncappedMaxHeight;
    private final LongSupplier fxThreadTime;
    private int rows;
    private int lastStep;
    private long timeAtLastStep;

    private RowReveal(TableView<?> table, double rowHeight, LongSupplier fxThreadTime) {
        this.table = table;
        this.rowHeight = rowHeight;
        this.uncappedMaxHeight = table.getMaxHeight();
        this.fxThreadTime = fxThreadTime;
    }

    /** Spreads the first filling of {@code table} (fixed cell size {@code rowHeight}) over frames. */
    static void install(TableView<?> table, double rowHeight) {
        install(table, rowHeight, fxThreadCpu());
    }

    /** {@link #install(TableView, double)} measuring a step's cost with {@code fxThreadTime} (nanoseconds). */
    static void install(TableView<?> table, double rowHeight, LongSupplier fxThreadTime) {
        if (table.getItems().isEmpty()) {
            table.getItems().addListener(new RowReveal(table, rowHeight, fxThreadTime).new FirstItems());
        }
    }

    /** Runs before the pulse's layout: the cap set here is laid out in the same frame. */
    @Override
    public void handle(long now) {
        long time = fxThreadTime.getAsLong();
        // a cap under the table's minimum height is ignored: the table keeps that height until the cap passes it
        boolean belowMinimum = table.getHeight() > cap() + 0.5 && cap() < table.minHeight(-1);
        if (rows > 0 && !belowMinimum && Math.abs(table.getHeight() - cap()) > 0.5 || rows >= MAX_ROWS) {
            // shorter than the cap: the table has all the room it can get; taller: its parent ignores the cap
            stop();
            table.setMaxHeight(uncappedMaxHeight);
            return;
        }
        Node hidden = hiddenAncestor();
        if (hidden != null) {
            if (rows == 0) {
                table.setMaxHeight(cap()); // no rows yet, and none while hidden
            }
            pauseWhileHidden(hidden);
            return;
        }
        int step = nextStep(time);
        rows += step;
        lastStep = step;
        timeAtLastStep = time;
        table.setMaxHeight(cap());
    }

    /**
     * A table in a tab that is not selected is still laid out: its steps would go on and double the cost of the
     * selected tab's frames. It waits with its cap until it is shown again, and measures its steps anew then.
     */
    private void pauseWhileHidden(Node hidden) {
        stop();
        lastStep = 0;
        hidden.visibleProperty().addListener(new InvalidationListener() {
            @Override
            public void invalidated(Observable visible) {
                hidden.visibleProperty().removeListener(this);
                start();
            }
        });
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

    /** As many rows as fit the budget at what a row of the previous step cost (that step's whole frame). */
    private int nextStep(long time) {
        if (lastStep == 0) {
            return 1;
        }
        long perRow = Math.max(1, (time - timeAtLastStep) / lastStep);
        return (int) Math.max(1, Math.min(MAX_STEP_ROWS, STEP_BUDGET_NANOS / perRow));
    }

    private double cap() {
        return (rows + HEADER_ROWS) * rowHeight;
    }

    /** The FX thread's CPU time where the JVM measures it, else wall time (which only makes steps smaller). */
    private static LongSupplier fxThreadCpu() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads::getCurrentThreadCpuTime : System::nanoTime;
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
