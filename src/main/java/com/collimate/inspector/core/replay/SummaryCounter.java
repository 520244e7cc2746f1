package com.collimate.inspector.core.replay;

import java.util.concurrent.atomic.AtomicInteger;

/** Adds up run results as they arrive from any thread, without a lock on the workers' path. */
final class SummaryCounter {
    private final int runs;
    private final AtomicInteger replayed = new AtomicInteger();
    private final AtomicInteger reproduced = new AtomicInteger();
    private final AtomicInteger diverged = new AtomicInteger();
    private final AtomicInteger unexpected = new AtomicInteger();
    private final AtomicInteger failed = new AtomicInteger();
    private final AtomicInteger skipped = new AtomicInteger();
    private final AtomicInteger failedReplays = new AtomicInteger();
    private final AtomicInteger unconfirmed = new AtomicInteger();
    private final AtomicInteger unreadable = new AtomicInteger();

    SummaryCounter(int runs) {
        this.runs = runs;
    }

    void add(RunResult result) {
        if (!result.replays().isEmpty()) {
            replayed.incrementAndGet();
        }
        failedReplays.addAndGet((int) result.failedReplays());
        if (result.isUnconfirmed()) {
            unconfirmed.incrementAndGet();
        }
        if (result.isUnreadable()) {
            unreadable.incrementAndGet();
        }
        switch (result.verdict()) {
            case REPRODUCED -> reproduced.incrementAndGet();
            case DIVERGED -> {
                diverged.incrementAndGet();
                if (result.isUnexpectedDivergence()) {
                    unexpected.incrementAndGet();
                }
            }
            case FAILED -> failed.incrementAndGet();
            case SKIPPED -> skipped.incrementAndGet();
        }
    }

    /** Call once every result is in. */
    ReplaySummary summary(boolean cancelled, String stopReason) {
        return new ReplaySummary(runs, replayed.get(), reproduced.get(), diverged.get(), unexpected.get(),
                failed.get(), skipped.get(), failedReplays.get(), unconfirmed.get(), unreadable.get(), cancelled, stopReason);
    }
}
