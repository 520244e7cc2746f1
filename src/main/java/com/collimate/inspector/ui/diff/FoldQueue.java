package com.collimate.inspector.ui.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * The folds asked to open and not open yet, in the order they open, and how many lines the next step of each opens
 * (FX thread only). RichTextFX builds the text of the lines put in a shown text on the FX thread, so a big fold is
 * put there a few lines a step, each step from where the one before stopped: a fold of 450,000 lines put there at
 * once stalled the FX thread for 0.5 to 2 s.
 *
 * @param <M> where the view goes once a fold's first step is shown
 */
final class FoldQueue<M> {
    /**
     * The lines of a clicked fold's first step: enough to fill the view, few, as that step also lays out the rows it
     * shows (50 to 60 ms on a 1M-line pair).
     */
    static final int LINES_FIRST_STEP = 200;
    /** The lines of a fold put in the texts shown at a later step (5,000 still stalled the FX thread 100 to 150 ms). */
    static final int LINES_PER_STEP = 2_000;

    /**
     * A fold to open: the one holding left line {@code line}, its next step opening {@code lines} of its lines; once
     * that step is shown the view goes to {@code move}, or stays where it is when null.
     */
    record Fold<M>(int line, int lines, M move) {
        /** A fold clicked, opened in steps. */
        static <M> Fold<M> clicked(int line, M move) {
            return new Fold<>(line, LINES_FIRST_STEP, move);
        }

        /** A fold opened in one step (one the view goes into at once, as to the first divergence). */
        static <M> Fold<M> whole(int line, M move) {
            return new Fold<>(line, Integer.MAX_VALUE, move);
        }

        /** What is left of this fold once a step opened its first {@link #lines} lines: later lines, not moved to. */
        Fold<M> rest() {
            return new Fold<>(line + lines, LINES_PER_STEP, null);
        }
    }

    private final List<Fold<M>> folds = new ArrayList<>();

    boolean isEmpty() {
        return folds.isEmpty();
    }

    /** The fold whose step comes next. */
    Fold<M> next() {
        return folds.get(0);
    }

    /** Opens {@code fold} after the ones asked for before. */
    void add(Fold<M> fold) {
        folds.add(fold);
    }

    /** Opens {@code fold} before the others; the one opening goes on after it. */
    void addFirst(Fold<M> fold) {
        folds.add(0, fold);
    }

    /**
     * A step of {@code fold} (still in the queue, wherever another was put since) is shown, that fold having hidden
     * {@code hidden} lines before it: the fold is done, or its rest takes its place.
     */
    void stepShown(Fold<M> fold, int hidden) {
        for (int i = 0; i < folds.size(); i++) {
            if (folds.get(i) == fold) {
                if (hidden > fold.lines()) {
                    folds.set(i, fold.rest());
                } else {
                    folds.remove(i);
                }
                return;
            }
        }
    }

    void clear() {
        folds.clear();
    }
}
