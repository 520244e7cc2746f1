package com.collimate.inspector.core.log;

import java.io.IOException;
import java.util.Arrays;

/**
 * A sliding window over a {@link ByteSource}: {@code buf[0, limit)} holds the source bytes starting at
 * {@code base}. The window grows only while one record does not fit, up to a maximum record size.
 */
final class InputWindow {
    /** Small enough that the first runs are announced after a quarter megabyte; large next to a typical record. */
    static final int CHUNK = 256 << 10;
    static final int MAX_RECORD_BYTES = 512 << 20;

    private final ByteSource source;
    private final int chunk;
    private final int maxRecordBytes;
    byte[] buf;
    int limit;
    long base;
    boolean ended;

    InputWindow(ByteSource source, long base) {
        this(source, base, CHUNK, MAX_RECORD_BYTES);
    }

    InputWindow(ByteSource source, long base, int chunk, int maxRecordBytes) {
        this.source = source;
        this.base = base;
        this.chunk = chunk;
        this.maxRecordBytes = maxRecordBytes;
        this.buf = new byte[Math.min(chunk, maxRecordBytes + 1)];
    }

    /** Whether {@code b} is a blank inside a line: space, tab or carriage return. */
    static boolean isBlank(byte b) {
        return b == ' ' || b == '\t' || b == '\r';
    }

    /** The first position at or after {@code p} that is not a blank inside a line, or the limit. */
    int skipBlanks(int p) {
        while (p < limit && isBlank(buf[p])) {
            p++;
        }
        return p;
    }

    /**
     * Drops {@code buf[0, keepFrom)} and reads more bytes after the kept ones. Returns the shift (keepFrom) to
     * subtract from positions. Sets {@link #ended} when the source is exhausted.
     *
     * @throws RecordTooLongException when the kept bytes already fill the largest window allowed
     */
    int slide(int keepFrom) throws IOException {
        int kept = limit - keepFrom;
        if (keepFrom > 0) {
            System.arraycopy(buf, keepFrom, buf, 0, kept);
            base += keepFrom;
            limit = kept;
        }
        if (limit == buf.length) {
            if (buf.length > maxRecordBytes) {
                throw new RecordTooLongException(maxRecordBytes);
            }
            buf = Arrays.copyOf(buf, (int) Math.min((long) maxRecordBytes + 1, buf.length * 2L));
        }
        int read = source.read(buf, limit, buf.length - limit);
        if (read < 0) {
            ended = true;
        } else {
            limit += read;
        }
        return keepFrom;
    }

    int maxRecordBytes() {
        return maxRecordBytes;
    }

    /** "512 MiB", or "256 bytes" below a mebibyte. */
    static String size(int bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MiB" : bytes + " bytes";
    }

    /** Thrown by {@link #slide} when one record exceeds the maximum record size. */
    static final class RecordTooLongException extends RuntimeException {
        RecordTooLongException(int maxRecordBytes) {
            super("the record is longer than " + size(maxRecordBytes), null, false, false);
        }
    }
}
