package com.collimate.inspector.core.diff;

import java.util.HashMap;
import java.util.Map;

/**
 * Numbers the distinct masked values of one side in order of first appearance, per mask, so the same id
 * printed twice stays distinguishable from two different ids. Not thread-safe: one instance per side and diff.
 */
public final class PlaceholderNumbering {
    private final Map<String, Map<String, Integer>> numbersByMask = new HashMap<>();

    public int numberOf(String maskName, String value) {
        Map<String, Integer> numbers = numbersByMask.computeIfAbsent(maskName, name -> new HashMap<>());
        return numbers.computeIfAbsent(value, v -> numbers.size() + 1);
    }
}
