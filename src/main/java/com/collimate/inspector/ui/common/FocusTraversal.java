package com.collimate.inspector.ui.common;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import org.fxmisc.richtext.GenericStyledArea;
import org.fxmisc.wellbehaved.event.EventPattern;
import org.fxmisc.wellbehaved.event.InputMap;
import org.fxmisc.wellbehaved.event.Nodes;

import java.util.ArrayList;
import java.util.List;

/**
 * Tab and Shift+Tab out of a read-only RichTextFX area, which otherwise keeps the focus: a keyboard user could not
 * reach the controls after it. JavaFX 21 has no public API to move the focus as Tab does, so this walks the scene's
 * focus-traversable nodes in scene-graph order, as JavaFX's own traversal does, skipping hidden and disabled ones.
 */
public final class FocusTraversal {
    private FocusTraversal() {
    }

    /**
     * Makes Tab in {@code area} focus the next control and Shift+Tab the previous one, as in any other control. A
     * focus-traversable node inside the area (a link in a guide's table) is one of them, and Tab moves on from it.
     */
    public static void leaveOnTab(GenericStyledArea<?, ?, ?> area) {
        Nodes.addInputMap(area, InputMap.sequence(
                InputMap.consume(EventPattern.keyPressed(KeyCode.TAB), event -> move(focused(area), 1)),
                InputMap.consume(EventPattern.keyPressed(KeyCode.TAB, KeyCombination.SHIFT_DOWN),
                        event -> move(focused(area), -1))));
    }

    /** The area, or the node inside it that has the keyboard (a key event reaches the area from there). */
    private static Node focused(Node area) {
        Node owner = area.getScene() == null ? null : area.getScene().getFocusOwner();
        return owner == null ? area : owner;
    }

    /** Focuses the node after ({@code step} 1) or before (-1) {@code from} in the scene's order, wrapping round. */
    static void move(Node from, int step) {
        Scene scene = from.getScene();
        if (scene == null) {
            return;
        }
        List<Node> order = new ArrayList<>();
        collect(scene.getRoot(), order);
        int at = order.indexOf(from);
        if (order.isEmpty() || at < 0) {
            return;
        }
        order.get(Math.floorMod(at + step, order.size())).requestFocus();
    }

    private static void collect(Node node, List<Node> order) {
        if (!node.isVisible() || node.isDisabled()) {
            return; // nor anything inside it
        }
        if (node.isFocusTraversable()) {
            order.add(node);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, order);
            }
        }
    }
}
