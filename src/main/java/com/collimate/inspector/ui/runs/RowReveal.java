package com.collimate.inspector.ui.runs;

import javafx.animation.AnimationTimer;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TableView;

/**
 * Builds a table's rows over several frames when its first items arrive. In that frame a {@link TableView} makes and
 * styles a row of cells for every row of its viewport, filler rows included: 20–40 ms of FX-thread CPU a row of the
 * runs table while the JIT is still cold (bench/gui-load.sh), so one stall of 250–450 ms for a full table. Capping the
 * table's height and raising the cap by {@value #ROWS_PER_FRAME} rows a pulse spreads that work over short frames;
 * the cap is lifted once the table no longer reaches it. Only the first arrival is spread: later ones reuse the cells.
 */
final class RowReveal extends AnimationTimer {
    static final int ROWS_PER_FRAME = 3;
    /** The column header's height is not known before the first layout; a row's height stands in for it. */
    private static final int HEADER_ROWS = 1;
    /** Taller than any screen: a table that is never laid out (a hidden tab) cannot keep the timer running. */
    private static final int MAX_ROWS = 300;

    private final TableView<?> table;
    private final double rowHeight;
    private final double uncappedMaxHeight;
    private int rows;

    private RowReveal(TableView<?> table, double rowHeight) {
        this.table = table;
        this.rowHeight = rowHeight;
        this.uncappedMaxHeight = table.getMaxHeight();
    }

    /** Spreads the first filling of {@code table} (fixed cell size {@code rowHeight}) over frames. */
    static void install(TableView<?> table, double rowHeight) {
        if (table.getItems().isEmpty()) {
            table.getItems().addListener(new RowReveal(table, rowHeight).new FirstItems());
        }
    }

    /** Runs before the pulse's layout: the cap set here is laid out in the same frame. */
    @Override
    public void handle(long now) {
        if (rows > 0 && Math.abs(table.getHeight() - cap()) > 0.5 || rows >= MAX_ROWS) {
            // shorter than the cap: the table has all the room it can get; taller: its parent ignores the cap
            stop();
            table.setMaxHeight(uncappedMaxHeight);
            return;
        }
        rows += ROWS_PER_FRAME;
        table.setMaxHeight(cap());
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
