package com.collimate.inspector.core.model;

/**
 * An exit code written as a float ({@code 1.0}: a Python logger's float, a server that writes every number as one)
 * is that integer, as long as a double names it exactly; the log reader and the exec client read it alike.
 */
public final class FloatExitCode {
    /** 2^53: past it a double no longer names every integer. */
    public static final double MAX_EXACT = 9007199254740992.0;

    private FloatExitCode() {
    }

    /** Whether {@code value} is an integer a double names exactly ({@code 1.0}, not {@code 1.5} nor {@code 1e20}). */
    public static boolean isExactInteger(double value) {
        return Double.isFinite(value) && value == Math.rint(value) && Math.abs(value) <= MAX_EXACT;
    }
}
