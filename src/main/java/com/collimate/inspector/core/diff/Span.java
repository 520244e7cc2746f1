package com.collimate.inspector.core.diff;

/** A changed character range {@code [start, end)} of a row's text (char indexes, as in {@link String}). */
public record Span(int start, int end) {
    public Span {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad span [" + start + ", " + end + ")");
        }
    }
}
