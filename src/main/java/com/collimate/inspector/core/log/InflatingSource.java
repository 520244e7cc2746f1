package com.collimate.inspector.core.log;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * Inflated bytes of a gzip stream, each also appended to a temporary file, so the log can be indexed while it
 * is inflated, in one pass and bounded memory, and runs are read back later from the temporary file.
 */
final class InflatingSource implements ByteSource {
    private final InputStream inflated;
    private final FileChannel copy;

    InflatingSource(InputStream inflated, FileChannel copy) {
        this.inflated = inflated;
        this.copy = copy;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
        int read = inflated.readNBytes(into, offset, length);
        if (read == 0 && length > 0) {
            return -1;
        }
        ByteBuffer bytes = ByteBuffer.wrap(into, offset, read);
        while (bytes.hasRemaining()) {
            copy.write(bytes);
        }
        return read;
    }
}
