package com.collimate.inspector.cli;

import com.collimate.inspector.core.replay.ReplayListener;
import com.collimate.inspector.core.replay.ReplayProgress;

import java.io.PrintWriter;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * Shows batch progress on stderr: a bar redrawn in place on a terminal (at most 10 times a second), plain lines
 * otherwise (at most one per 10% or 5 s), so CI logs stay readable. A notice (a long wait before a retry, retries
 * going on for a while) and the first replays of a quiet spell are shown as soon as they appear; {@link #finish}
 * shows the last state if it was not shown yet.
 */
final class ProgressPrinter implements ReplayListener {
    private static final int BAR_WIDTH = 30;
    private static final long TERMINAL_INTERVAL = 100_000_000L;
    private static final long PLAIN_INTERVAL = 5_000_000_000L;
    /**
     * A changed notice (another wait, another retry) is redrawn at most once a second on a terminal, and printed at
     * most every 30 s otherwise; the first one of a quiet spell at once.
     */
    private static final long NOTICE_INTERVAL = 1_000_000_000L;
    private static final long PLAIN_NOTICE_INTERVAL = 30_000_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private final boolean replays;
    private final LongSupplier nanoTime;
    private long lastPrint;
    private int lastTenth = -1;
    private boolean drewBar;
    private ReplayProgress latest;
    private ReplayProgress printed;

    private ProgressPrinter(PrintWriter err, boolean terminal, boolean replays, LongSupplier nanoTime) {
        this.err = err;
        this.terminal = terminal;
        this.replays = replays;
        this.nanoTime = nanoTime;
        this.lastPrint = nanoTime.getAsLong() - PLAIN_INTERVAL; // the first event is due at once
    }

    /** "replayed 3/10 (30%), 4 in flight, 1 failed, 2 cancelled, 3.2/s" (the replay panel's words). */
    static ProgressPrinter replays(PrintWriter err, boolean terminal, LongSupplier nanoTime) {
        return new ProgressPrinter(err, terminal, true, nanoTime);
    }

    /** "checked 300/1000 runs (30%), 5400.0/s": runs read, nothing in flight and nothing that can fail. */
    static ProgressPrinter runsRead(PrintWriter err, boolean terminal, LongSupplier nanoTime) {
        return new ProgressPrinter(err, terminal, false, nanoTime);
    }

    @Override
    public synchronized void onProgress(ReplayProgress progress) {
        latest = progress;
        long now = nanoTime.getAsLong();
        int tenth = tenth(progress);
        String shownNotice = printed == null ? null : printed.notice();
        boolean newNotice = progress.notice() != null && !progress.notice().equals(shownNotice);
        long sinceLast = now - lastPrint;
        boolean due = terminal ? sinceLast >= TERMINAL_INTERVAL
                : tenth > lastTenth || sinceLast >= PLAIN_INTERVAL && !sameCounts(progress, printed)
                || sinceLast >= PLAIN_NOTICE_INTERVAL && printed != null && !Objects.equals(progress.notice(), shownNotice);
        boolean noticeDue = newNotice && (shownNotice == null || terminal && sinceLast >= NOTICE_INTERVAL);
        if (due || noticeDue || unseenStart(progress) || progress.settled() == progress.total()) {
            print(progress, now);
        }
    }

    /**
     * The engine's ticks change only the rate: a CI log gets a line when something happened, not every 5 s. A notice
     * that changes without the counts (a retry count going up) gets one every 30 s.
     */
    private static boolean sameCounts(ReplayProgress a, ReplayProgress b) {
        return b != null && a.done() == b.done() && a.inFlight() == b.inFlight() && a.failures() == b.failures()
                && a.cancelled() == b.cancelled();
    }

    /** Shows the last state if it was not shown, and ends the bar's line so the summary starts on a fresh one. */
    synchronized void finish() {
        if (latest != null && !latest.equals(printed)) {
            print(latest, nanoTime.getAsLong());
        }
        if (drewBar) {
            err.println();
            err.flush();
            drewBar = false;
        }
    }

    private void print(ReplayProgress progress, long now) {
        if (progress.equals(printed)) {
            return;
        }
        printed = progress;
        lastPrint = now;
        lastTenth = Math.max(lastTenth, tenth(progress));
        if (terminal) {
            err.print("\r" + bar(progress) + "\u001b[K");
            drewBar = true;
        } else {
            err.println((replays ? "replayed " : "checked ") + counts(progress));
        }
        err.flush();
    }

    /**
     * Replays started since the last print, none finished: shown at once (on a terminal each start, otherwise the
     * first), or a slow first replay would leave "0 in flight" on screen until it ends.
     */
    private boolean unseenStart(ReplayProgress progress) {
        if (printed == null || progress.settled() != printed.settled()) {
            return false;
        }
        return terminal ? progress.inFlight() > printed.inFlight() : printed.inFlight() == 0 && progress.inFlight() > 0;
    }

    private static int tenth(ReplayProgress progress) {
        return progress.total() == 0 ? 10 : (int) (10L * progress.settled() / progress.total());
    }

    private String bar(ReplayProgress progress) {
        int filled = progress.total() == 0 ? BAR_WIDTH
                : (int) ((long) BAR_WIDTH * progress.settled() / progress.total());
        return "[" + "#".repeat(filled) + ".".repeat(BAR_WIDTH - filled) + "] " + counts(progress);
    }

    private String counts(ReplayProgress progress) {
        int percent = progress.total() == 0 ? 100 : (int) (100L * progress.done() / progress.total());
        String rate = progress.rateText();
        if (!replays) {
            return progress.done() + "/" + progress.total() + " runs (" + percent + "%), " + rate;
        }
        StringBuilder text = new StringBuilder().append(progress.done()).append('/')
                .append(progress.total()).append(" (").append(percent).append("%), ")
                .append(progress.inFlight()).append(" in flight, ").append(progress.failures()).append(" failed");
        if (progress.cancelled() > 0) {
            text.append(", ").append(progress.cancelled()).append(" cancelled");
        }
        text.append(", ").append(rate);
        if (progress.notice() != null) {
            text.append(" — ").append(progress.notice());
        }
        return text.toString();
    }
}
