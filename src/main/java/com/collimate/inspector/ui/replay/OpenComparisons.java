package com.collimate.inspector.ui.replay;

import com.collimate.inspector.ui.diff.DiffViewModel;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The Compare windows open from one log tab, the one used last first: File → Export's patch is of a diff the user
 * sees, not of a window closed long ago.
 */
final class OpenComparisons {
    private final Deque<DiffViewModel> open = new ArrayDeque<>();

    /** Follows {@code window}, which shows {@code diff}, until it closes. */
    void add(DiffViewModel diff, Window window) {
        open.addFirst(diff);
        window.focusedProperty().addListener((obs, old, focused) -> {
            if (focused && open.remove(diff)) {
                open.addFirst(diff);
            }
        });
        window.addEventHandler(WindowEvent.WINDOW_HIDDEN, event -> open.remove(diff));
    }

    /** The diff of the open Compare window used last; null while none is open. */
    DiffViewModel current() {
        return open.peekFirst();
    }
}
