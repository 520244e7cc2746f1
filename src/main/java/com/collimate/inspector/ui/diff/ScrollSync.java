package com.collimate.inspector.ui.diff;

import com.collimate.inspector.ui.common.OncePerLayout;
import javafx.scene.Node;
import javafx.scene.Scene;
import org.reactfx.value.Val;

import java.util.function.BooleanSupplier;

/**
 * Keeps two texts scrolled to the same rows: the side the user moved leads, and the other is shown with the same row
 * at the same place. Not by pixel: a text's scroll offset is Flowless' estimate, from the heights of the rows it has
 * laid out, so the two sides' estimates differ as soon as their rows wrap differently, and more so for rows not laid
 * out yet (scrolling up past wrapped rows left the sides rows apart; a far jump, screens apart).
 * <p>
 * The row followed is the leader's first row whose top is in view (its anchor): a row partly scrolled off may be
 * shorter on the other side, too short to reach into view there. Then the rows both sides show are given the same
 * heights ({@code alignRows}), which moves the rows below a row made taller: the anchor is put back in place on both
 * sides, and the rows aligned again, until nothing moves, in the same pulse, so both are drawn at the same place. A row
 * above the anchor made taller grows upwards: scrolling up, the rows the user was reading stay where they were.
 * <p>
 * A move is noticed by the estimate's invalidation, but the sides are read once per pulse, after its layout: the
 * estimate is invalidated for every cell Flowless lays out, and reading it walks all the cells the area holds, so
 * read at each change it made a far jump's layout quadratic in the cells of a screen.
 */
final class ScrollSync {
    /** Rounds of placing and aligning one pulse may take: new rows in view on both sides, then those their padding
     * brought into view; a third is margin. */
    private static final int ROUNDS = 3;
    /** Pulses a leader's row may take to be shown on the other side before the sync gives up on it (no pulse is asked
     * for forever when a place cannot be reached). */
    private static final int SETTLING_PULSES = 10;

    /** One of the two texts. */
    interface Side {
        /** Invalidated when the text scrolls; read to hear its next invalidation. */
        Val<Double> scrollY();

        /** The first row whose top is in view (else the row on top); null before the text is laid out. */
        RowPlace anchor();

        /** Whether {@code place}'s row is shown at its place. */
        boolean shows(RowPlace place);

        /** Scrolls so {@code place}'s row is at its place (applied at the next layout). */
        void show(RowPlace place);
    }

    private final Node owner;
    private final Position first;
    private final Position second;
    private final BooleanSupplier alignRows;
    private final OncePerLayout check;
    /** The side that led in a pulse that ended with its row not yet shown by the other; it leads in the next. */
    private Position unsettled;
    private int unsettledPulses;

    private ScrollSync(Node owner, Side first, Side second, BooleanSupplier alignRows) {
        this.owner = owner;
        this.first = new Position(first);
        this.second = new Position(second);
        this.alignRows = alignRows;
        this.check = new OncePerLayout(owner, this::check);
    }

    /**
     * Keeps {@code first} and {@code second} on the same rows.
     *
     * @param alignRows gives the rows both show the same heights, laid out again; whether it changed any
     */
    static void bind(Node owner, Side first, Side second, BooleanSupplier alignRows) {
        ScrollSync sync = new ScrollSync(owner, first, second, alignRows);
        first.scrollY().observeInvalidations(old -> sync.invalidated(sync.first));
        second.scrollY().observeInvalidations(old -> sync.invalidated(sync.second));
        first.scrollY().getValue();
        second.scrollY().getValue();
    }

    private void invalidated(Position position) {
        position.invalidated = true;
        check.ask();
    }

    /**
     * Follows the side that moved since the pulse before (the first one, if both did), else the side whose row the
     * other did not show yet at the end of the pulse before.
     */
    private void check() {
        boolean firstMoved = first.moved();
        boolean secondMoved = second.moved();
        Position leader;
        if (firstMoved || secondMoved) {
            leader = firstMoved ? first : second;
            unsettledPulses = 0;
        } else if (unsettled != null) {
            leader = unsettled;
        } else {
            return;
        }
        unsettled = null;
        Position other = leader == first ? second : first;
        RowPlace anchor = leader.lastRead;
        for (int round = 0; round < ROUNDS; round++) {
            boolean placed = place(other.side, anchor) | place(leader.side, anchor);
            if (!alignRows.getAsBoolean() && !placed) {
                break;
            }
        }
        // What placing and aligning moved is no move of the user's.
        first.read();
        second.read();
        // Rows padded in this pulse's last round can leave the other side short of the place (it stops at its end,
        // a jump to the bottom beside an empty text): placed again in the next pulse.
        if (leader.lastRead != null && !other.side.shows(leader.lastRead) && ++unsettledPulses < SETTLING_PULSES) {
            unsettled = leader;
            check.ask();
        }
    }

    /**
     * Shows {@code anchor}'s row at its place in {@code side}, laid out at once, if it is elsewhere; whether it was.
     */
    private boolean place(Side side, RowPlace anchor) {
        if (side.shows(anchor)) {
            return false;
        }
        side.show(anchor);
        Scene scene = owner.getScene();
        if (scene != null && scene.getRoot() != null) {
            scene.getRoot().layout();
        }
        return true;
    }

    /**
     * One of the sides and its anchor when last read. Reading it also lets it report its next invalidation: an
     * invalidated estimate unread reports none.
     */
    private static final class Position {
        final Side side;
        RowPlace lastRead;
        boolean invalidated;

        Position(Side side) {
            this.side = side;
        }

        /** Whether it was invalidated and its anchor is another row or elsewhere than when last read. */
        boolean moved() {
            if (!invalidated) {
                return false;
            }
            RowPlace before = lastRead;
            read();
            return lastRead != null && !lastRead.samePlaceAs(before);
        }

        void read() {
            invalidated = false;
            side.scrollY().getValue();
            lastRead = side.anchor();
        }
    }
}
