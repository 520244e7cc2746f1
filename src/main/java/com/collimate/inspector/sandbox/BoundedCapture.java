package com.collimate.inspector.sandbox;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads a process stream to its end, keeping the first {@code capBytes} bytes and discarding the rest, so a
 * chatty guest can neither block on a full pipe nor fill the server's memory.
 */
final class BoundedCapture implements Runnable {
    private final InputStream in;
    private final int capBytes;
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private boolean truncated;

    BoundedCapture(InputStream in, int capBytes) {
        this.in = in;
        this.capBytes = capBytes;
    }

    @Override
    public void run() {
        byte[] buffer = new byte[64 * 1024];
        try (in) {
            int read;
            while ((read = in.read(buffer)) >= 0) {
                keep(buffer, read);
            }
        } catch (IOException e) {
            // the stream was closed under us (process killed, capture abandoned): keep what arrived
        }
    }

    private synchronized void keep(byte[] buffer, int length) {
        int room = capBytes - kept.size();
        if (length > room) {
            truncated = true;
        }
        kept.write(buffer, 0, Math.max(0, Math.min(room, length)));
    }

    synchronized byte[] bytes() {
        return kept.toByteArray();
    }

    synchronized boolean truncated() {
        return truncated;
    }
}
