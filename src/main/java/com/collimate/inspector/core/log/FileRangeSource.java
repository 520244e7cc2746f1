package com.collimate.inspector.core.log;

import java.io.IOException;
import java.nio.ByteBuffer;

/** The bytes {@code [start, end)} of a file, read with positional reads (the file is shared by threads). */
final class FileRangeSource implements ByteSource {
    private final LogData data;
    private final long end;
    private long position;

    FileRangeSource(LogData data, long start, long end) {
        this.data = data;
        this.position = start;
        this.end = end;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
        int wanted = (int) Math.min(length, end - position);
        if (wanted <= 0) {
            return -1;
        }
        int read = data.read(ByteBuffer.wrap(into, offset, wanted), position);
        if (read < 0) {
            return -1;
        }
        position += read;
        return read;
    }
}
