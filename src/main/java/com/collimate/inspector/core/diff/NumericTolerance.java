package com.collimate.inspector.core.diff;

/**
 * Numbers whose difference is within {@code absolute}, or within {@code relative} times the larger magnitude,
 * count as equal. Zero for both means exact comparison.
 */
public record NumericTolerance(double absolute, double relative) {
    public static final NumericTolerance EXACT = new NumericTolerance(0, 0);

    public NumericTolerance {
        if (!(absolute >= 0) || !(relative >= 0) || Double.isInfinite(absolute) || Double.isInfinite(relative)) {
            throw new IllegalArgumentException("numeric tolerance must be a finite number >= 0, got "
                    + absolute + " / " + relative);
        }
    }

    public boolean isExact() {
        return absolute == 0 && relative == 0;
    }

    public boolean within(double left, double right) {
        if (left == right) {
            return true;
        }
        double difference = Math.abs(left - right);
        return difference <= absolute || difference <= relative * Math.max(Math.abs(left), Math.abs(right));
    }
}
