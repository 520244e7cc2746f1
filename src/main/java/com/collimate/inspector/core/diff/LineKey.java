package com.collimate.inspector.core.diff;

import java.util.Arrays;

/**
 * What a line is compared by once normalized: its skeleton text, whether a '\n' that belongs to it was left out of
 * the skeleton (so the skeleton can be the very string displayed, not a copy per line), and, under a numeric
 * tolerance, the numbers taken out of it (null when numbers stay in the skeleton).
 */
record LineKey(String skeleton, boolean newline, double[] numbers) {

    boolean sameAs(LineKey other, NumericTolerance tolerance) {
        if (newline != other.newline || !skeleton.equals(other.skeleton)) {
            return false;
        }
        if (numbers == null || other.numbers == null) {
            return numbers == other.numbers;
        }
        if (numbers.length != other.numbers.length) {
            return false;
        }
        for (int i = 0; i < numbers.length; i++) {
            if (!tolerance.within(numbers[i], other.numbers[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LineKey other && newline == other.newline && skeleton.equals(other.skeleton)
                && Arrays.equals(numbers, other.numbers);
    }

    @Override
    public int hashCode() {
        return skeleton.hashCode();
    }

    @Override
    public String toString() {
        return skeleton + (newline ? "\n" : "") + (numbers == null ? "" : Arrays.toString(numbers));
    }
}
