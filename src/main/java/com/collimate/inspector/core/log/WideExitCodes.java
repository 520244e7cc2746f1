package com.collimate.inspector.core.log;

import java.util.Arrays;

/**
 * The exit codes of one {@link RunBlock} that its int column cannot hold (outside the int range, or equal to one of
 * its two sentinels), by slot. Such codes are rare (a Windows crash is 3221225477), so a sorted side table costs
 * nothing for an ordinary log where widening the column would cost 4 bytes a run. A block where more than half the
 * runs have such a code switches to a long per slot, so even then a run costs at most 8 bytes more.
 * One writer thread puts, in ascending slot order; any thread may read a slot put before the run was published.
 */
final class WideExitCodes {
    private static final int SPARSE_LIMIT = RunBlock.CAPACITY / 2;
    private static final Entries EMPTY = new Entries(new int[0], new long[0], 0);

    /** Replaced whole whenever its arrays change, so a reader never sees a slot without its code. */
    private volatile Entries entries = EMPTY;

    /** Records the code of {@code slot}, which is above every slot put before. */
    void put(int slot, long code) {
        Entries current = entries;
        if (current.isDense()) {
            current.codes[slot] = code;
            return;
        }
        int count = current.count;
        if (count == SPARSE_LIMIT) {
            long[] bySlot = new long[RunBlock.CAPACITY];
            for (int i = 0; i < count; i++) {
                bySlot[current.slots[i]] = current.codes[i];
            }
            bySlot[slot] = code;
            entries = new Entries(null, bySlot, 0);
            return;
        }
        int[] slots = current.slots;
        long[] codes = current.codes;
        if (count == slots.length) {
            int grown = Math.min(SPARSE_LIMIT, Math.max(4, count + (count >> 1)));
            slots = Arrays.copyOf(slots, grown);
            codes = Arrays.copyOf(codes, grown);
        }
        slots[count] = slot;
        codes[count] = code;
        entries = new Entries(slots, codes, count + 1);
    }

    /** The code put for {@code slot}. */
    long get(int slot) {
        Entries current = entries;
        if (current.isDense()) {
            return current.codes[slot];
        }
        int at = Arrays.binarySearch(current.slots, 0, current.count, slot);
        if (at < 0) {
            throw new IllegalStateException("no wide exit code for slot " + slot);
        }
        return current.codes[at];
    }

    /**
     * Sparse: slots ascending in {@code [0, count)} with their codes (the arrays may have room beyond). Dense:
     * {@code slots} is null and {@code codes} is indexed by slot.
     */
    private record Entries(int[] slots, long[] codes, int count) {
        boolean isDense() {
            return slots == null;
        }
    }
}
