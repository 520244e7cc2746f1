package com.collimate.inspector.ui.diff;

import com.collimate.inspector.ui.common.Pulses;
import javafx.application.Platform;
import javafx.scene.Node;
import org.reactfx.value.Var;

import java.util.Objects;

/**
 * Keeps a scroll position of two areas equal, the way a bidirectional binding would, without its feedback: an area
 * set to a position reports, after its next layout, its own estimate of where it is, which is not always the value it
 * was given (a row further, in long texts). Bound both ways, each report went back to the other area and moved both a
 * row further, again at each layout: a Compare window opened at line 20,001 ended up at line 30,203. Here the area
 * moved to follow the other is not heard until it has been laid out, then it is set once more to the other's
 * position.
 */
final class ScrollSync {
    private final Node owner;
    private Var<Double> follower;
    private boolean setting;

    private ScrollSync(Node owner) {
        this.owner = owner;
    }

    /** Keeps {@code first} and {@code second} equal; {@code first} takes {@code second}'s position now. */
    static void bind(Node owner, Var<Double> first, Var<Double> second) {
        ScrollSync sync = new ScrollSync(owner);
        first.setValue(second.getValue());
        first.addListener((obs, old, value) -> sync.follow(first, second));
        second.addListener((obs, old, value) -> sync.follow(second, first));
    }

    private void follow(Var<Double> leader, Var<Double> other) {
        if (setting || leader == follower) {
            return; // our own setting, or the follower's report of it
        }
        if (Objects.equals(leader.getValue(), other.getValue())) {
            return;
        }
        set(other, leader.getValue());
        Runnable settle = () -> {
            if (follower != other) {
                return;
            }
            if (!Objects.equals(leader.getValue(), other.getValue())) {
                set(other, leader.getValue());
            }
            afterLayout(() -> {
                if (follower == other) {
                    follower = null;
                }
            });
        };
        afterLayout(settle);
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
}
