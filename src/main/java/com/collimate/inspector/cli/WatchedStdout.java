package com.collimate.inspector.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Locale;
import java.util.Optional;

/**
 * Standard output that remembers why a write failed: print writers swallow the exception and keep only a flag, and
 * a closed pipe ({@code | head}) must be told from a full disk ({@code > results.json}).
 */
final class WatchedStdout extends FilterOutputStream {
    private volatile IOException failure;

    WatchedStdout() {
        this(new FileOutputStream(FileDescriptor.out));
    }

    WatchedStdout(OutputStream out) {
        super(out);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        try {
            out.write(bytes, offset, length);
        } catch (IOException e) {
            throw remember(e);
        }
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw remember(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw remember(e);
        }
    }

    private IOException remember(IOException e) {
        failure = failure == null ? e : failure;
        return e;
    }

    Optional<IOException> failure() {
        return Optional.ofNullable(failure);
    }

    /**
     * Whether the reader went away: nothing is wrong with what was written, nobody wants the rest. Told by the
     * system's message: "Broken pipe" (Linux, macOS), "The pipe is being closed" / "has been ended" (Windows).
     */
    static boolean isClosedPipe(IOException e) {
        String message = e.getMessage() == null ? "" : e.getMessage().toLowerCase(Locale.ROOT);
        return message.contains("broken pipe") || message.contains("pipe is being closed")
                || message.contains("pipe has been ended");
    }
}
