package com.collimate.inspector.core.diff;

import java.util.Arrays;

/**
 * Where a line's numbered placeholders sit while its masks run: the masks see only bare placeholders, as when the
 * line's key is made, and the numbers are written in at the end, so a later mask matching digits (a custom
 * {@code [0-9]+}) cannot mask an earlier placeholder's number. A placeholder a later mask swallows is dropped.
 */
final class NumberedPlaceholders {
    private int[] starts = new int[8];
    private int[] ends = new int[8];
    private int[] numbers = new int[8];
    private int size;
    private int[] nextStarts = new int[8];
    private int[] nextEnds = new int[8];
    private int[] nextNumbers = new int[8];
    private int nextSize;
    private int read;

    /** Starts a mask's pass over the text the previous passes made. */
    void startPass() {
        nextSize = 0;
        read = 0;
    }

    /**
     * Carries the placeholders ending before {@code before} (an index into the pass's input) to the output, moved
     * by {@code shift}, and drops those overlapping {@code [before, dropTo)}, which the current match replaces.
     */
    void carry(int before, int dropTo, int shift) {
        while (read < size && ends[read] < before) {
            add(starts[read] + shift, ends[read] + shift, numbers[read]);
            read++;
        }
        while (read < size && starts[read] < dropTo) {
            read++;
        }
    }

    /** Records a placeholder of the pass's output: {@code end} is the index of its '>'. */
    void add(int start, int end, int number) {
        if (nextSize == nextStarts.length) {
            nextStarts = Arrays.copyOf(nextStarts, nextSize * 2);
            nextEnds = Arrays.copyOf(nextEnds, nextSize * 2);
            nextNumbers = Arrays.copyOf(nextNumbers, nextSize * 2);
        }
        nextStarts[nextSize] = start;
        nextEnds[nextSize] = end;
        nextNumbers[nextSize] = number;
        nextSize++;
    }

    /** Ends the pass: carries the placeholders after the last match, moved by {@code shift}. */
    void endPass(int shift) {
        carry(Integer.MAX_VALUE, 0, shift);
        int[] swap = starts;
        starts = nextStarts;
        nextStarts = swap;
        swap = ends;
        ends = nextEnds;
        nextEnds = swap;
        swap = numbers;
        numbers = nextNumbers;
        nextNumbers = swap;
        size = nextSize;
    }

    /** {@code text}, the last pass's output, with each placeholder's number written before its '>'. */
    String numbered(String text) {
        if (size == 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 4 * size);
        int last = 0;
        for (int i = 0; i < size; i++) {
            out.append(text, last, ends[i]).append(numbers[i]);
            last = ends[i];
        }
        return out.append(text, last, text.length()).toString();
    }
}
