package com.collimate.inspector.core.log;

import com.collimate.inspector.core.util.IoReasons;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The file a log's index points into (the log, or the temporary copy of a gzip log or a pipe), read at offsets by
 * several threads. A {@link FileChannel} is closed for good when a thread reading it is interrupted
 * ({@code Future.cancel(true)}, {@code shutdownNow}): the interrupted read fails with
 * {@link ClosedByInterruptException}, its thread keeps its interrupt status, and the file is opened again for every
 * other read, so one cancelled task does not break the log for the runs, searches and replays that follow.
 */
final class LogData implements Closeable {
    private static final OpenOption[] READ_ONLY = {StandardOpenOption.READ};
    private static final OpenOption[] READ_WRITE = {StandardOpenOption.READ, StandardOpenOption.WRITE};

    private final Path file;
    private final Object fileKey;
    private final OpenOption[] options;
    /** What closing the log does after closing the file: deleting a temporary copy. */
    private final Runnable afterClose;
    private volatile FileChannel channel;
    /** Guarded by this. */
    private boolean closed;

    private LogData(Path file, Object fileKey, FileChannel channel, OpenOption[] options, Runnable afterClose) {
        this.file = file;
        this.fileKey = fileKey;
        this.channel = channel;
        this.options = options;
        this.afterClose = afterClose;
    }

    /** The log file {@code path}, opened for reading. */
    static LogData open(Path path) throws IOException {
        Object fileKey = IndexedPart.fileKey(path);
        return new LogData(path, fileKey, FileChannel.open(path, READ_ONLY), READ_ONLY, () -> { });
    }

    /**
     * A temporary copy, just opened for reading and writing as {@code channel}; {@link #close} runs {@code delete}
     * once the channel is closed.
     */
    static LogData temporaryCopy(Path copy, FileChannel channel, Runnable delete) {
        return new LogData(copy, null, channel, READ_WRITE, delete);
    }

    /** The file key the log file had when it was opened ({@link IndexedPart#fileKey}); null for a temporary copy. */
    Object fileKey() {
        return fileKey;
    }

    /** Reads into {@code into} from {@code position}, as {@link FileChannel#read(ByteBuffer, long)}. */
    int read(ByteBuffer into, long position) throws IOException {
        return (int) call(current -> current.read(into, position));
    }

    /** Writes all of {@code bytes} at {@code position} (a temporary copy, as it is filled). */
    void write(ByteBuffer bytes, long position) throws IOException {
        long at = position;
        while (bytes.hasRemaining()) {
            long from = at;
            at += call(current -> current.write(bytes, from));
        }
    }

    long size() throws IOException {
        return call(FileChannel::size);
    }

    /** The file from its start, as a stream read once (a gzip log being inflated). */
    InputStream streamFromStart() throws IOException {
        return Channels.newInputStream(channel.position(0));
    }

    private interface ChannelCall {
        long on(FileChannel channel) throws IOException;
    }

    /** {@code call} on the channel; on one another thread's interrupt closed, on the file opened again. */
    private long call(ChannelCall call) throws IOException {
        while (true) {
            FileChannel current = channel;
            try {
                return call.on(current);
            } catch (ClosedByInterruptException e) { // this thread's: only this call fails, the interrupt stays set
                reopenAfter(current, e);
                throw e;
            } catch (ClosedChannelException e) {
                reopenAfter(current, e);
            }
        }
    }

    /**
     * Opens the file again unless another thread already has, or the log is closed ({@code failure} is thrown then).
     * An interrupted read fails with its {@code failure} alone, whatever the reopening gave: a read after it tries again.
     */
    private synchronized void reopenAfter(FileChannel broken, ClosedChannelException failure) throws IOException {
        if (closed) {
            throw failure;
        }
        if (channel != broken) {
            return;
        }
        try {
            channel = reopened();
        } catch (IOException e) {
            if (!(failure instanceof ClosedByInterruptException)) {
                throw e;
            }
            failure.addSuppressed(e);
        }
    }

    /** The file opened again; a log file another has replaced is not read as if it were the log. */
    private FileChannel reopened() throws IOException {
        IndexedPart.requireSameFile(file, fileKey);
        try {
            return FileChannel.open(file, options);
        } catch (IOException e) {
            throw new IOException(file + ": could not be opened again after a cancelled read (" + IoReasons.of(e)
                    + ")", e);
        }
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing fails only if the channel is already unusable
        }
        afterClose.run();
    }
}
