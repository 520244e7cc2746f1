package com.collimate.inspector.cli;

import com.collimate.inspector.core.replay.ReplayListener;
import com.collimate.inspector.core.replay.ReplayProgress;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Shows batch progress on stderr: a bar redrawn in place on a terminal (at most 10 times a second), plain lines
 * otherwise (at most one per 10% or 5 s), so CI logs stay readable. Replays that started since the last print, with
 * none finished, are shown at once (on a terminal each start, otherwise the first): a slow first replay would
 * otherwise leave "in flight 0" on screen until it ends.
 */
final class ProgressPrinter implements ReplayListener {
    private static final int BAR_WIDTH = 30;
    private static final long TERMINAL_INTERVAL = 100_000_000L;
    private static final long PLAIN_INTERVAL = 5_000_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private final String verb;
    private final LongSupplier nanoTime;
    private final AtomicLong lastPrint;
    private volatile int lastTenth = -1;
    private volatile boolean drewBar;
    private volatile int printedDone;
    private volatile int printedInFlight;

    ProgressPrinter(PrintWriter err, boolean terminal, String verb, LongSupplier nanoTime) {
        this.err = err;
        this.terminal = terminal;
        this.verb = verb;
        this.nanoTime = nanoTime;
        this.lastPrint = new AtomicLong(nanoTime.getAsLong() - PLAIN_INTERVAL); // the first event is due at once
    }

    @Override
    public void onProgress(ReplayProgress progress) {
        boolean last = progress.done() == progress.total();
        long now = nanoTime.getAsLong();
        long previous = lastPrint.get();
        int tenth = progress.total() == 0 ? 10 : (int) (10L * progress.done() / progress.total());
        boolean due = terminal ? now - previous >= TERMINAL_INTERVAL
                : tenth > lastTenth || now - previous >= PLAIN_INTERVAL;
        boolean unseenStart = progress.done() == printedDone
                && (terminal ? progress.inFlight() > printedInFlight : printedInFlight == 0 && progress.inFlight() > 0);
        if (!(due || last || unseenStart) || !lastPrint.compareAndSet(previous, now)) {
            return;
        }
        synchronized (this) {
            // snapshots come from several replay threads: one taken earlier may arrive after a later one
            if (progress.done() < printedDone) {
                return;
            }
            printedDone = progress.done();
            printedInFlight = progress.inFlight();
            lastTenth = Math.max(lastTenth, tenth);
            if (terminal) {
                err.print("\r" + bar(progress) + "\u001b[K");
                drewBar = true;
            } else {
                err.println(line(progress));
            }
            err.flush();
        }
    }

    /** Ends the bar's line so the summary starts on a fresh one. */
    synchronized void finish() {
        if (drewBar) {
            err.println();
            err.flush();
            drewBar = false;
        }
    }

    private String bar(ReplayProgress progress) {
        int filled = progress.total() == 0 ? BAR_WIDTH : (int) ((long) BAR_WIDTH * progress.done() / progress.total());
        return "[" + "#".repeat(filled) + ".".repeat(BAR_WIDTH - filled) + "] " + counts(progress);
    }

    private String line(ReplayProgress progress) {
        return verb + " " + counts(progress);
    }

    private static String counts(ReplayProgress progress) {
        int percent = progress.total() == 0 ? 100 : (int) (100L * progress.done() / progress.total());
        return String.format("%d/%d (%d%%), in flight %d, failures %d, %.1f/s", progress.done(), progress.total(),
                percent, progress.inFlight(), progress.failures(), progress.ratePerSecond());
    }
}
