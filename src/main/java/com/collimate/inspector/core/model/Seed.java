package com.collimate.inspector.core.model;

import java.util.Objects;

/**
 * A run's seed: valid only as exactly 64 hex digits (32 bytes). The raw value is kept as logged
 * (for a non-string JSON value, its JSON text), so an invalid seed can still be shown.
 */
public final class Seed {
    public enum Status { VALID, INVALID, MISSING }

    public static final int HEX_LENGTH = 64;
    private static final Seed MISSING_SEED = new Seed(null, Status.MISSING);

    private final String raw;
    private final Status status;

    private Seed(String raw, Status status) {
        this.raw = raw;
        this.status = status;
    }

    public static Seed missing() {
        return MISSING_SEED;
    }

    /** A seed given as a JSON string: valid when it is 64 hex digits, invalid otherwise. {@code null} is missing. */
    public static Seed ofString(String value) {
        if (value == null) {
            return MISSING_SEED;
        }
        return new Seed(value, isHex64(value) ? Status.VALID : Status.INVALID);
    }

    /** A seed present in the log as a non-string JSON value (number, object, ...): always invalid. */
    public static Seed ofNonString(String rawJson) {
        return new Seed(Objects.requireNonNull(rawJson), Status.INVALID);
    }

    public static boolean isHex64(CharSequence value) {
        if (value.length() != HEX_LENGTH) {
            return false;
        }
        for (int i = 0; i < HEX_LENGTH; i++) {
            if (Character.digit(value.charAt(i), 16) < 0 || value.charAt(i) > 'f') {
                return false;
            }
        }
        return true;
    }

    /** The value as logged, or {@code null} when missing. */
    public String raw() {
        return raw;
    }

    public Status status() {
        return status;
    }

    public boolean isValid() {
        return status == Status.VALID;
    }

    public boolean isMissing() {
        return status == Status.MISSING;
    }

    /** "c0ffee00…c0ffee00" for a valid seed; the raw value (or "") otherwise. */
    public String abbreviated() {
        if (!isValid()) {
            return raw == null ? "" : raw;
        }
        return raw.substring(0, 8) + "\u2026" + raw.substring(HEX_LENGTH - 8);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Seed other && status == other.status && Objects.equals(raw, other.raw);
    }

    @Override
    public int hashCode() {
        return Objects.hash(raw, status);
    }

    @Override
    public String toString() {
        return status == Status.MISSING ? "<missing>" : raw;
    }
}
