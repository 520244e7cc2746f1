package com.collimate.inspector.core.diff;

import java.util.Arrays;

/**
 * What a line is compared by once normalized: its skeleton text and, under a numeric tolerance, the numbers
 * taken out of it (null when numbers stay in the skeleton).
 */
record LineKey(String skeleton, double[] numbers) {

    boolean sameAs(LineKey other, NumericTolerance tolerance) {
        if (!skeleton.equals(other.skeleton)) {
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
        return o instanceof LineKey other && skeleton.equals(other.skeleton) && Arrays.equals(numbers, other.numbers);
    }

    @Override
    public int hashCode() {
        return skeleton.hashCode();
    }

    @Override
    public String toString() {
        return skeleton + (numbers == null ? "" : Arrays.toString(numbers));
    }
}
