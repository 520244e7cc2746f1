package com.collimate.inspector.ui.diff;

import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.text.TextFlow;
import org.fxmisc.richtext.CodeArea;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * With Wrap on, gives each row of the two texts the height of its taller side: a long line wrapped onto three rows
 * beside a short line (or a filler row) pads the short one at the bottom, so row i of the left text sits beside row
 * i of the right one. RichTextFX sizes a row by its
 * text alone (the gutter's height does not count), so the padding goes on the row's text. After each layout the
 * visible rows of both sides are measured and those whose padding is wrong are padded and laid out again at once:
 * only the rows on screen, and nothing at all with Wrap off but taking back padding left from Wrap on.
 */
final class WrappedRowHeights {
    /**
     * Layouts one pulse may take: one settles the rows on screen, a second the rows it brought into view, a third
     * is a margin for those the second brought.
     */
    private static final int ROUNDS = 3;
    /** Less than this is rounding, not a wrapped row: padding it would only lay the texts out again. */
    private static final double NEGLIGIBLE = 0.5;

    private final Runnable afterLayout = this::align;
    private final Map<Integer, Node> leftGutters = new HashMap<>();
    private final Map<Integer, Node> rightGutters = new HashMap<>();
    private CodeArea left;
    private CodeArea right;
    private Scene scene;

    /** Aligns the rows of the areas shown in {@code view} after each of its layouts. */
    void alignIn(Parent view) {
        view.sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePostLayoutPulseListener(afterLayout);
            }
            if (now != null) {
                now.addPostLayoutPulseListener(afterLayout);
            }
            scene = now;
        });
    }

    /** The areas now shown; their gutters are those {@link #gutters} makes from here on. */
    void show(CodeArea left, CodeArea right) {
        this.left = left;
        this.right = right;
        leftGutters.clear();
        rightGutters.clear();
    }

    /** A paragraph graphic factory making {@code gutter}'s nodes, known as the gutters of {@code area}'s rows. */
    IntFunction<Node> gutters(CodeArea area, IntFunction<Node> gutter) {
        Map<Integer, Node> known = area == left ? leftGutters : rightGutters;
        return row -> {
            Node node = gutter.apply(row);
            if (node != null) {
                known.put(row, node);
            }
            return node;
        };
    }

    /**
     * Pads the rows both areas show to the taller side's height (with Wrap off, takes back padding left from Wrap on),
     * laid out again; whether any padding changed.
     */
    boolean align() {
        if (left == null || scene == null) {
            return false;
        }
        leftGutters.values().removeIf(node -> node.getScene() == null);
        rightGutters.values().removeIf(node -> node.getScene() == null);
        boolean changed = false;
        if (!left.isWrapText()) {
            for (Node node : leftGutters.values()) {
                changed |= pad(textOf(node), 0);
            }
            for (Node node : rightGutters.values()) {
                changed |= pad(textOf(node), 0);
            }
            return changed;
        }
        for (int round = 0; round < ROUNDS && padVisibleRows(); round++) {
            scene.getRoot().layout();
            changed = true;
        }
        return changed;
    }

    /** Pads the rows shown on both sides to the taller side's height; whether any padding changed. */
    private boolean padVisibleRows() {
        int first;
        int last;
        try {
            first = Math.max(left.firstVisibleParToAllParIndex(), right.firstVisibleParToAllParIndex());
            last = Math.min(left.lastVisibleParToAllParIndex(), right.lastVisibleParToAllParIndex());
        } catch (RuntimeException notLaidOut) {
            return false;
        }
        boolean changed = false;
        for (int row = first; row <= last; row++) {
            TextFlow leftText = textOf(leftGutters.get(row));
            TextFlow rightText = textOf(rightGutters.get(row));
            if (leftText == null || rightText == null) {
                continue;
            }
            double leftHeight = unpaddedHeight(leftText);
            double rightHeight = unpaddedHeight(rightText);
            changed |= pad(leftText, Math.max(0, rightHeight - leftHeight));
            changed |= pad(rightText, Math.max(0, leftHeight - rightHeight));
        }
        return changed;
    }

    /** The row's text: the gutter's sibling in the row's cell. */
    private static TextFlow textOf(Node gutter) {
        if (gutter == null || gutter.getParent() == null) {
            return null;
        }
        for (Node sibling : gutter.getParent().getChildrenUnmodifiable()) {
            if (sibling instanceof TextFlow text) {
                return text;
            }
        }
        return null;
    }

    private static double unpaddedHeight(TextFlow text) {
        return text.getHeight() - text.getPadding().getBottom();
    }

    /** Sets the padding below {@code text}'s lines; whether it changed. */
    private static boolean pad(TextFlow text, double bottom) {
        if (text == null || Math.abs(text.getPadding().getBottom() - bottom) < NEGLIGIBLE) {
            return false;
        }
        text.setPadding(new Insets(0, 0, bottom, 0));
        return true;
    }
}
