package com.collimate.inspector.ui.diff;

import com.collimate.inspector.ui.common.OncePerLayout;
import com.collimate.inspector.ui.common.Pulses;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import org.reactfx.value.Var;

import java.util.Objects;

/**
 * Keeps a scroll position of two areas equal, the way a bidirectional binding would, without its feedback: an area
 * set to a position reports, after its next layout, its own estimate of where it is, which is not always the value it
 * was given (a row further, in long texts). Bound both ways, each report went back to the other area and moved both a
 * row further, again at each layout: a Compare window opened at line 20,001 ended up at line 30,203. Here the area
 * moved to follow the other is not heard until it has been laid out, then it is set once more to the other's
 * position.
 * <p>
 * The positions are read once per pulse, after its layout, not at each of their changes: an area's position is an
 * estimate that Flowless invalidates for every cell it lays out, and reading it walks all the cells it holds, so read
 * at once each time it made a far jump's layout quadratic in the cells of a screen. The area that follows is laid out
 * again in the same pulse, so both are drawn at the same place.
 */
final class ScrollSync {
    private final Node owner;
    private final Position first;
    private final Position second;
    private final OncePerLayout check;
    private Var<Double> follower;
    private boolean setting;

    private ScrollSync(Node owner, Var<Double> first, Var<Double> second) {
        this.owner = owner;
        this.first = new Position(first);
        this.second = new Position(second);
        this.check = new OncePerLayout(owner, this::check);
    }

    /** Keeps {@code first} and {@code second} equal; {@code first} takes {@code second}'s position now. */
    static void bind(Node owner, Var<Double> first, Var<Double> second) {
        first.setValue(second.getValue());
        ScrollSync sync = new ScrollSync(owner, first, second);
        first.observeInvalidations(old -> sync.invalidated(sync.first));
        second.observeInvalidations(old -> sync.invalidated(sync.second));
    }

    private void invalidated(Position position) {
        if (setting || position.var == follower) {
            return; // our own setting, or the follower's report of it
        }
        position.invalidated = true;
        check.ask();
    }

    /** Follows the position that moved since the pulse before (the first one's, if both did). */
    private void check() {
        boolean firstMoved = first.moved();
        boolean secondMoved = second.moved();
        if (firstMoved || secondMoved) {
            Position leader = firstMoved ? first : second;
            Position other = firstMoved ? second : first;
            Scene scene = owner.getScene();
            if (follow(leader.var, other) && scene != null && scene.getRoot() != null) {
                scene.getRoot().layout();
            }
        }
    }

    /** Sets {@code other} to {@code leader}'s position, if it is elsewhere; whether it was. */
    private boolean follow(Var<Double> leader, Position other) {
        if (Objects.equals(leader.getValue(), other.var.getValue())) {
            return false;
        }
        set(other.var, leader.getValue());
        Runnable settle = () -> {
            if (follower != other.var) {
                return;
            }
            if (!Objects.equals(leader.getValue(), other.var.getValue())) {
                set(other.var, leader.getValue());
            }
            afterLayout(() -> {
                if (follower == other.var) {
                    follower = null;
                    other.moved(); // heard again from its next change on, not from the settling it did
                }
            });
        };
        afterLayout(settle);
        return true;
    }

    private void set(Var<Double> other, Double value) {
        follower = other;
        setting = true;
        try {
            other.setValue(value);
        } finally {
            setting = false;
        }
    }

    private void afterLayout(Runnable action) {
        if (owner.getScene() != null) {
            Pulses.afterNextLayout(owner.getScene(), action);
        } else {
            Platform.runLater(action);
        }
    }

    /**
     * One of the positions and its value when last read. Reading it also lets it report its next invalidation: an
     * invalidated value unread reports none.
     */
    private static final class Position {
        final Var<Double> var;
        Double lastRead;
        boolean invalidated;

        Position(Var<Double> var) {
            this.var = var;
            this.lastRead = var.getValue();
        }

        /** Whether it was invalidated and reads another value than when last read. */
        boolean moved() {
            boolean wasInvalidated = invalidated;
            invalidated = false;
            Double value = var.getValue();
            boolean moved = wasInvalidated && !Objects.equals(value, lastRead);
            lastRead = value;
            return moved;
        }
    }
}
