package com.collimate.inspector.core.replay;

/** Adds up run results as they arrive from any thread. */
final class SummaryCounter {
    private final int runs;
    private int replayed;
    private int reproduced;
    private int diverged;
    private int unexpected;
    private int failed;
    private int skipped;
    private int failedReplays;

    SummaryCounter(int runs) {
        this.runs = runs;
    }

    synchronized void add(RunResult result) {
        if (!result.replays().isEmpty()) {
            replayed++;
        }
        failedReplays += (int) result.failedReplays();
        switch (result.verdict()) {
            case REPRODUCED -> reproduced++;
            case DIVERGED -> {
                diverged++;
                if (result.isUnexpectedDivergence()) {
                    unexpected++;
                }
            }
            case FAILED -> failed++;
            case SKIPPED -> skipped++;
        }
    }

    synchronized ReplaySummary summary(boolean cancelled, String stopReason) {
        return new ReplaySummary(runs, replayed, reproduced, diverged, unexpected, failed, skipped, failedReplays,
                cancelled, stopReason);
    }
}
