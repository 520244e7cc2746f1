package com.collimate.inspector.core.log;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** The bytes {@code [start, end)} of a file, read with positional reads (the channel is shared by threads). */
final class FileRangeSource implements ByteSource {
    private final FileChannel channel;
    private final long end;
    private long position;

    FileRangeSource(FileChannel channel, long start, long end) {
        this.channel = channel;
        this.position = start;
        this.end = end;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
        int wanted = (int) Math.min(length, end - position);
        if (wanted <= 0) {
            return -1;
        }
        int read = channel.read(ByteBuffer.wrap(into, offset, wanted), position);
        if (read < 0) {
            return -1;
        }
        position += read;
        return read;
    }
}
