package com.collimate.inspector.sandbox;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads a process stream to its end, keeping the first {@code capBytes} bytes and discarding the rest, so a
 * chatty guest can neither block on a full pipe nor fill the server's memory. The first byte past the cap calls
 * {@code onCut} once (the runner stops the guest there: output it would only discard must not hold a slot).
 */
final class BoundedCapture implements Runnable {
    private final InputStream in;
    private final int capBytes;
    private final Runnable onCut;
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private boolean truncated;

    BoundedCapture(InputStream in, int capBytes, Runnable onCut) {
        this.in = in;
        this.capBytes = capBytes;
        this.onCut = onCut;
    }

    @Override
    public void run() {
        byte[] buffer = new byte[64 * 1024];
        try (in) {
            int read;
            while ((read = in.read(buffer)) >= 0) {
                if (keep(buffer, read)) {
                    onCut.run();
                }
            }
        } catch (IOException e) {
            // the stream was closed under us (process killed, capture abandoned): keep what arrived
        }
    }

    /** @return whether these bytes are the first past the cap */
    private synchronized boolean keep(byte[] buffer, int length) {
        int room = capBytes - kept.size();
        boolean firstCut = length > room && !truncated;
        truncated |= length > room;
        kept.write(buffer, 0, Math.max(0, Math.min(room, length)));
        return firstCut;
    }

    synchronized byte[] bytes() {
        return kept.toByteArray();
    }

    synchronized boolean truncated() {
        return truncated;
    }
}
