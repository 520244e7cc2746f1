package com.collimate.inspector.core.replay;

/**
 * Numbers distinct fingerprints 0, 1, 2, … in the order they are first seen. An open-addressing table over
 * primitive arrays (about 40 bytes per distinct fingerprint), where a map of objects would take several times that.
 */
final class FingerprintIds {
    private static final int INITIAL_SLOTS = 1024;

    /** Two longs per slot: the fingerprint's high and low halves. */
    private long[] keys = new long[2 * INITIAL_SLOTS];
    /** Per slot: id + 1, 0 for an empty slot. */
    private int[] ids = new int[INITIAL_SLOTS];
    private int size;

    /** The id of {@code fingerprint}: the one it got when first seen, else the next free one. */
    int idOf(Fingerprint fingerprint) {
        int slot = slotOf(fingerprint.high(), fingerprint.low());
        if (ids[slot] != 0) {
            return ids[slot] - 1;
        }
        keys[2 * slot] = fingerprint.high();
        keys[2 * slot + 1] = fingerprint.low();
        ids[slot] = ++size;
        if (2 * size > ids.length) {
            grow();
        }
        return size - 1;
    }

    /** How many distinct fingerprints have an id. */
    int size() {
        return size;
    }

    /** The slot holding the key, or the empty slot where it belongs (the table is never more than half full). */
    private int slotOf(long high, long low) {
        int mask = ids.length - 1;
        // the low half of a SHA-256 fingerprint is already uniformly spread
        int slot = (int) low & mask;
        while (ids[slot] != 0 && (keys[2 * slot] != high || keys[2 * slot + 1] != low)) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldIds = ids;
        keys = new long[2 * oldKeys.length];
        ids = new int[2 * oldIds.length];
        for (int slot = 0; slot < oldIds.length; slot++) {
            if (oldIds[slot] != 0) {
                int to = slotOf(oldKeys[2 * slot], oldKeys[2 * slot + 1]);
                keys[2 * to] = oldKeys[2 * slot];
                keys[2 * to + 1] = oldKeys[2 * slot + 1];
                ids[to] = oldIds[slot];
            }
        }
    }
}
