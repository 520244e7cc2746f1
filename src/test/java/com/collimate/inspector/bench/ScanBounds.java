package com.collimate.inspector.bench;

import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What one core can do on a log's bytes, to put the reader's figures in proportion. Loads the first MEGABYTES of
 * FILE and times, single-threaded and warm, per CPU-second: a newline search eight bytes at a time (what finding
 * records costs), the same word loop stopping at every quote, backslash and control byte (the events a JSON
 * validator must look at, with no work done per event), and a byte-at-a-time loop finding the same bytes.
 * Usage: {@code ScanBounds FILE [MEGABYTES=200] [ROUNDS=3]}.
 */
public final class ScanBounds {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private ScanBounds() {
    }

    private interface Loop {
        long count(byte[] bytes, int length);
    }

    public static void main(String[] args) throws Exception {
        int megabytes = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        byte[] bytes = new byte[(int) Math.min(Files.size(Path.of(args[0])), (long) megabytes << 20)];
        try (InputStream in = Files.newInputStream(Path.of(args[0]))) {
            in.readNBytes(bytes, 0, bytes.length);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        String[] names = {"newline word loop", "special-byte word loop", "special-byte byte loop"};
        Loop[] loops = {ScanBounds::newlines, ScanBounds::specialEvents, ScanBounds::specialBytes};
        double[] best = new double[loops.length];
        long[] counts = new long[loops.length];
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < loops.length; i++) {
                long start = threads.getCurrentThreadCpuTime();
                counts[i] = loops[i].count(bytes, bytes.length);
                double seconds = (threads.getCurrentThreadCpuTime() - start) / 1e9;
                best[i] = Math.max(best[i], bytes.length / 1e6 / seconds);
            }
        }
        for (int i = 0; i < loops.length; i++) {
            System.out.printf("%-24s %,6.0f MB per CPU-second  (%,d hits in %,d MB: one per %.0f bytes)%n",
                    names[i], best[i], counts[i], bytes.length >> 20, bytes.length / (double) Math.max(1, counts[i]));
        }
    }

    private static long newlines(byte[] bytes, int length) {
        return wordLoop(bytes, length, false);
    }

    private static long specialEvents(byte[] bytes, int length) {
        return wordLoop(bytes, length, true);
    }

    private static long wordLoop(byte[] bytes, int length, boolean special) {
        long hits = 0;
        int p = 0;
        while (p + Long.BYTES <= length) {
            long word = (long) LONGS.get(bytes, p);
            long found = special ? special(word) : newline(word);
            if (found == 0) {
                p += Long.BYTES;
            } else {
                p += (Long.numberOfTrailingZeros(found) >>> 3) + 1;
                hits++;
            }
        }
        return hits;
    }

    private static long newline(long word) {
        long x = word ^ 0x0A0A0A0A0A0A0A0AL;
        return (x - ONES) & ~x & HIGHS;
    }

    private static long special(long word) {
        long quoteOrControl = word ^ 0x0202020202020202L;
        long backslash = word ^ 0x5C5C5C5C5C5C5C5CL;
        return ((quoteOrControl - 0x2121212121212121L) & ~quoteOrControl | (backslash - ONES) & ~backslash) & HIGHS;
    }

    private static long specialBytes(byte[] bytes, int length) {
        long hits = 0;
        for (int p = 0; p < length; p++) {
            byte b = bytes[p];
            if (b == '"' || b == '\\' || (b >= 0 && b < 0x20)) {
                hits++;
            }
        }
        return hits;
    }
}
