package com.collimate.inspector.core.log;

import java.io.RandomAccessFile;

public final class ScanProbe {
    public static void main(String[] args) throws Exception {
        byte[] buf = new byte[256 << 20];
        try (RandomAccessFile f = new RandomAccessFile(args[0], "r")) { f.readFully(buf); }
        int limit = buf.length;
        for (int round = 0; round < 8; round++) {
            long t0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            int lines = 0; int p = 0;
            while (true) { int n = Bytes.indexOfNewline(buf, p, limit); if (n < 0) break; lines++; p = n + 1; }
            long t1 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            JsonScanner s = new JsonScanner(); RecordFields f = new RecordFields(false);
            p = 0; int recs = 0;
            while (true) {
                int n = Bytes.indexOfNewline(buf, p, limit); if (n < 0) break;
                s.scan(buf, p, n, true, false, f.reset(buf)); recs++; p = n + 1;
            }
            long t2 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            IndexSegment seg = new IndexSegment();
            p = 0;
            while (true) {
                int n = Bytes.indexOfNewline(buf, p, limit); if (n < 0) break;
                int e = s.scan(buf, p, n, true, false, f.reset(buf)); seg.add(p, e - p, recs, f); p = n + 1;
            }
            long t3 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            System.out.printf("newline %.0f MB/s; scan %.0f MB/s; scan+index %.0f MB/s (%d)%n", limit * 1e3 / (t1 - t0), limit * 1e3 / (t2 - t1), limit * 1e3 / (t3 - t2), recs);
        }
    }
}
