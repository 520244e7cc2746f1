package com.collimate.inspector.core.log;

import com.collimate.inspector.core.util.IoReasons;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/**
 * Inflated bytes of a gzip stream (or the bytes of a pipe), each also appended to a temporary file, so the log can be
 * indexed while it is inflated, in one pass and bounded memory, and runs are read back later from the temporary file.
 * <p>
 * A stream whose compressed data stops early (a log cut off while it was written) ends after the last byte that
 * inflated, and {@link #endedEarly} tells so; corrupt data still fails with a {@link java.util.zip.ZipException}.
 */
final class InflatingSource implements ByteSource {
    private final InputStream inflated;
    private final LogData copy;
    private long copied;
    private final Path copyFolder;
    private boolean endedEarly;

    /** @param copyFolder the folder of {@code copy}, named when it cannot be written (a full disk) */
    InflatingSource(InputStream inflated, LogData copy, Path copyFolder) {
        this.inflated = inflated;
        this.copy = copy;
        this.copyFolder = copyFolder;
    }

    /** Whether the compressed data stopped before the end of the gzip stream. */
    boolean endedEarly() {
        return endedEarly;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
        int read = 0;
        while (read < length) {
            int more = inflate(into, offset + read, length - read);
            if (more < 0) {
                break;
            }
            read += more;
        }
        if (read == 0 && length > 0) {
            return -1;
        }
        append(ByteBuffer.wrap(into, offset, read));
        return read;
    }

    /** Appends to the copy; failing, says it is the copy that failed, not the log (a full /tmp, not the log's disk). */
    private void append(ByteBuffer bytes) throws IOException {
        try {
            int length = bytes.remaining();
            copy.write(bytes, copied);
            copied += length;
        } catch (IOException e) {
            throw new IOException("its temporary copy in " + copyFolder + " could not be written (" + IoReasons.of(e)
                    + ")", e);
        }
    }

    /** One read of the inflated stream; -1 at its end, or where its compressed data stops early. */
    private int inflate(byte[] into, int offset, int length) throws IOException {
        if (endedEarly) {
            return -1;
        }
        try {
            return inflated.read(into, offset, length);
        } catch (EOFException e) {
            endedEarly = true;
            return -1;
        }
    }
}
