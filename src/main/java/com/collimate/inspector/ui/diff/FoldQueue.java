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
     * The lines a First divergence into a fold opens of it, the divergence's line {@link #LINES_ABOVE_TARGET} lines
     * below their first: the view's rows, not the whole fold (a fold of 450,000 lines opened at once stalled the FX
     * thread 0.5 to 2 s).
     */
    static final int LINES_AROUND_TARGET = 200;
    static final int LINES_ABOVE_TARGET = 50;

    /**
     * Left lines {@code line} to {@code end} (exclusive) to open, a step at a time: a step opens {@code lines} lines of
     * the first fold holding one of them, from {@code above} lines above {@code line} (or the fold's first line). Once
     * the first step is shown the view goes to {@code move}, or stays where it is when null.
     */
    record Fold<M>(int line, int end, int lines, int above, M move) {
        /** A fold of {@code count} lines from left line {@code first}, clicked: opened whole, in steps. */
        static <M> Fold<M> clicked(int first, int count, M move) {
            return new Fold<>(first, first + count, LINES_FIRST_STEP, 0, move);
        }

        /** The fold holding left line {@code line}, to be shown at once: the lines around that line only. */
        static <M> Fold<M> around(int line, M move) {
            return new Fold<>(line, line + 1, LINES_AROUND_TARGET, LINES_ABOVE_TARGET, move);
        }

        /**
         * The fold holding left line {@code line}, to be opened whole at once: while a fold opens in steps, lines of
         * it opened around the line would leave its steps to put lines above them, moving the view off the line.
         */
        static <M> Fold<M> whole(int line, M move) {
            return new Fold<>(line, line + 1, Integer.MAX_VALUE, Integer.MAX_VALUE, move);
        }

        /** What is left once a step opened the lines before left line {@code openedTo}: later lines, not moved to. */
        Fold<M> restFrom(int openedTo) {
            return new Fold<>(openedTo, end, LINES_PER_STEP, 0, null);
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
     * A step of {@code fold} (still in the queue, wherever another was put since) is shown, having opened its lines up
     * to left line {@code openedTo} (exclusive): the fold is done, or its rest takes its place.
     */
    void stepShown(Fold<M> fold, int openedTo) {
        for (int i = 0; i < folds.size(); i++) {
            if (folds.get(i) == fold) {
                if (openedTo < fold.end()) {
                    folds.set(i, fold.restFrom(openedTo));
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
