package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.util.Sizes;

import java.util.Locale;

/** A loading progress report: bytes read of the total (-1 unknown), runs indexed, and elapsed time. */
public record LoadProgress(long bytesDone, long bytesTotal, int runs, long elapsedNanos) {

    /** 0..1, or -1 when the total is unknown (gzip). */
    public double fraction() {
        return bytesTotal <= 0 ? -1 : Math.min(1.0, (double) bytesDone / bytesTotal);
    }

    public double megabytesPerSecond() {
        return elapsedNanos <= 0 ? 0 : bytesDone / 1e6 / (elapsedNanos / 1e9);
    }

    /** "123.4 MB of 1.0 GB · 52,310 runs · 84.2 MB/s". */
    public String text() {
        String bytes = Sizes.bytes(bytesDone) + (bytesTotal > 0 ? " of " + Sizes.bytes(bytesTotal) : "");
        return bytes + " · " + Sizes.count(runs, "run") + " · "
                + String.format(Locale.ROOT, "%.1f MB/s", megabytesPerSecond());
    }
}
