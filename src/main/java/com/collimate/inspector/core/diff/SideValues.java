package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One side's masked values in the changed regions, recorded while its lines are masked: each distinct value gets an
 * id per mask (1, 2, ... in order of first appearance) and each line keeps its values' ids in order. As a numbering
 * it leaves placeholders bare, so lines compare by shape; {@link ValueCorrespondence} then checks the values. The
 * values of a mask that are not identities ({@link Mask#identities}) all get one id, so any stands for any other.
 * One instance per side and diff; not thread-safe while filling, read-only afterwards.
 */
final class SideValues implements PlaceholderNumbering {
    private final Map<String, Integer> maskIndex = new HashMap<>();
    private final List<Map<String, Integer>> idsByMask = new ArrayList<>();
    private final boolean[] identities;
    private final int[] from;
    private final int[] to;
    private long[] values = new long[16];
    private int size;

    SideValues(Masks masks, int lineCount) {
        identities = new boolean[masks.list().size()];
        for (Mask mask : masks.list()) {
            identities[idsByMask.size()] = mask.identities();
            maskIndex.put(mask.name(), maskIndex.size());
            idsByMask.add(new HashMap<>());
        }
        from = new int[lineCount];
        to = new int[lineCount];
    }

    void startLine(int line) {
        from[line] = size;
    }

    void endLine(int line) {
        to[line] = size;
    }

    @Override
    public int numberOf(String maskName, String value) {
        int mask = maskIndex.get(maskName);
        Map<String, Integer> ids = idsByMask.get(mask);
        int id = ids.computeIfAbsent(identities[mask] ? value : "", v -> ids.size() + 1);
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = ((long) mask << 32) | id;
        return 0;
    }

    int maskCount() {
        return idsByMask.size();
    }

    /** How many distinct values of mask {@code mask} (an index into the masks' list) this side has. */
    int distinct(int mask) {
        return idsByMask.get(mask).size();
    }

    /**
     * The id of a value recorded on this side, 0 if it never was or its mask's values are not identities: the number
     * its placeholder shows, none for those.
     */
    int idOf(String maskName, String value) {
        Integer mask = maskIndex.get(maskName);
        return mask == null || !identities[mask] ? 0 : idsByMask.get(mask).getOrDefault(value, 0);
    }

    int maskIndexOf(String maskName) {
        return maskIndex.getOrDefault(maskName, -1);
    }

    int valueCount(int line) {
        return to[line] - from[line];
    }

    int mask(int line, int k) {
        return (int) (values[from[line] + k] >>> 32);
    }

    int id(int line, int k) {
        return (int) values[from[line] + k];
    }
}
