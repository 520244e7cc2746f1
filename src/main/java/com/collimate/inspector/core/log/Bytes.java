package com.collimate.inspector.core.log;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Byte searches eight bytes at a time. */
final class Bytes {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
    private static final long LOWS = 0x7F7F7F7F7F7F7F7FL;

    private Bytes() {
    }

    /** Position of the first '\n' in {@code buf[from, to)}, or -1. */
    static int indexOfNewline(byte[] buf, int from, int to) {
        int p = from;
        while (p + Long.BYTES <= to) {
            long word = (long) LONGS.get(buf, p) ^ NEWLINES;
            long hits = (word - ONES) & ~word & HIGHS;
            if (hits != 0) {
                return p + (Long.numberOfTrailingZeros(hits) >>> 3);
            }
            p += Long.BYTES;
        }
        while (p < to) {
            if (buf[p] == '\n') {
                return p;
            }
            p++;
        }
        return -1;
    }

    /** Position of the last '\n' in {@code buf[from, to)}, or -1. */
    static int lastIndexOfNewline(byte[] buf, int from, int to) {
        int p = to;
        while (p - Long.BYTES >= from) {
            long word = (long) LONGS.get(buf, p - Long.BYTES) ^ NEWLINES;
            // exact for every byte (no borrow between bytes), so the highest hit is a real one
            long hits = ~((word & LOWS) + LOWS | word | LOWS);
            if (hits != 0) {
                return p - Long.BYTES + ((63 - Long.numberOfLeadingZeros(hits)) >>> 3);
            }
            p -= Long.BYTES;
        }
        while (p > from) {
            p--;
            if (buf[p] == '\n') {
                return p;
            }
        }
        return -1;
    }
}
