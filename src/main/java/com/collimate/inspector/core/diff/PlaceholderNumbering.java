package com.collimate.inspector.core.diff;

/** The number a masked value's placeholder carries ({@code <uuid2>}), or 0 for a bare placeholder ({@code <uuid>}). */
@FunctionalInterface
public interface PlaceholderNumbering {
    int numberOf(String maskName, String value);
}
