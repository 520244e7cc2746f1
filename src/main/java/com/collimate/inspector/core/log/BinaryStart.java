package com.collimate.inspector.core.log;

import java.io.IOException;

/**
 * Refuses a file that starts with binary data and no run once its first MiB is indexed, instead of reading it to its
 * end: a 128 MB random file took 8 s, and a gigabyte for its errors, to be refused as holding no run. The bytes it
 * reads pass through it and are counted; indexing reports its progress to it.
 * <p>
 * The file is refused when its first MiB holds no run and at least two errors (broken lines), 1 in 20 or more of its
 * bytes are control bytes (below 0x20, other than tab, line feed, form feed, carriage return and escape), and 1 in 20
 * or more are binary: bytes of invalid UTF-8, or NULs (UTF-16 text not told by its first bytes is half NULs). Text
 * holds almost no control bytes (JSON escapes them; a NUL in a string is one byte among its record's), while random
 * or compressed data is about 1 in 10 of them and mostly invalid UTF-8, and an executable or an archive pads with
 * runs of NULs. Raw terminal output written unescaped
 * (backspaces, bells) is dense in control bytes but valid UTF-8 without NULs: its records are errors, the file is
 * read on. A log whose first line alone is broken, however long (a block of NULs a crash left), or that has a run in
 * its first MiB, is read on as any other.
 */
final class BinaryStart implements ByteSource, IndexingHooks {
    static final int CHECKED_BYTES = 1 << 20;
    private static final int CONTROL_SHARE = 20;
    private static final int BINARY_SHARE = 20;

    private final ByteSource source;
    private final long start;
    private final IndexSegment segment;
    private long counted;
    private long controls;
    /** Bytes of invalid UTF-8, and NULs. */
    private long binary;
    /** Continuation bytes the UTF-8 sequence being read still needs. */
    private int continuations;
    private long firstControl = -1;
    private boolean decided;

    /**
     * @param source  the text, read from offset {@code start}
     * @param segment where the indexing of the text puts its runs and errors
     */
    BinaryStart(ByteSource source, long start, IndexSegment segment) {
        this.source = source;
        this.start = start;
        this.segment = segment;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
        int read = source.read(into, offset, length);
        int end = offset + (int) Math.min(Math.max(read, 0), CHECKED_BYTES - counted);
        for (int i = offset; i < end; i++) {
            if (isControl(into[i])) {
                if (firstControl < 0) {
                    firstControl = start + counted + i - offset;
                }
                controls++;
            }
            countBinary(into[i]);
        }
        counted += end - offset;
        return read;
    }

    /** Decides once the indexing has passed the first MiB; later calls do nothing. */
    @Override
    public void advanced(long sourceOffset) throws IOException {
        if (decided || sourceOffset - start < CHECKED_BYTES) {
            return;
        }
        decided = true;
        if (segment.size() == 0 && segment.errorCount() >= 2 && controls * CONTROL_SHARE >= counted
                && binary * BINARY_SHARE >= counted) {
            throw new IOException("not a rollout log: binary data at byte " + firstControl + " (" + controls * 100
                    / counted + "% of its first MiB are control bytes, and no run could be read in it)");
        }
    }

    /** Counts {@code b} as binary if it is a NUL, or breaks UTF-8 (a sequence may span reads). */
    private void countBinary(byte b) {
        if (b == 0) {
            binary++;
        }
        int unsigned = b & 0xFF;
        if (continuations > 0) {
            if ((unsigned & 0xC0) == 0x80) {
                continuations--;
                return;
            }
            binary++; // the sequence cut short; b starts anew
            continuations = 0;
        }
        if (unsigned >= 0xC2 && unsigned <= 0xDF) {
            continuations = 1;
        } else if (unsigned >= 0xE0 && unsigned <= 0xEF) {
            continuations = 2;
        } else if (unsigned >= 0xF0 && unsigned <= 0xF4) {
            continuations = 3;
        } else if (unsigned >= 0x80) {
            binary++;
        }
    }

    static boolean isControl(byte b) {
        return b >= 0 && b < 0x20 && b != '\t' && b != '\n' && b != '\f' && b != '\r' && b != 0x1B;
    }
}
