package com.collimate.inspector.core.api;

/** Why an exec call got no usable answer. */
public enum FailureKind {
    AUTH("auth"),
    CLIENT_ERROR("client-error"),
    RATE_LIMITED("rate-limited-exhausted"),
    SERVER_ERROR("server-error"),
    NETWORK("network"),
    /**
     * The exec API could not be reached at all: connection refused or unknown host before the endpoint ever answered,
     * or 404, 405 or 501 before any exec did (a URL with no exec API behind it).
     */
    UNREACHABLE("unreachable"),
    TIMEOUT("timeout"),
    MALFORMED("malformed"),
    OVERSIZE("oversize"),
    CANCELLED("cancelled");

    private final String label;

    FailureKind(String label) {
        this.label = label;
    }

    /** The lower-case name used in journals and JSON output. */
    public String label() {
        return label;
    }

    /** Every later call of a batch would fail the same way, so the batch stops. */
    public boolean stopsBatch() {
        return this == AUTH || this == UNREACHABLE;
    }

    public static FailureKind fromLabel(String label) {
        for (FailureKind kind : values()) {
            if (kind.label.equals(label)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown failure kind: " + label);
    }
}
