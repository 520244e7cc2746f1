package com.collimate.inspector.core.replay;

import java.util.ArrayList;
import java.util.List;

/** Collects the replays of one run while they finish, on any worker thread, until the run can be judged. */
final class RunTally {
    private final RunRef run;
    private final int firstAttempt;
    private final List<ReplayRecord> records = new ArrayList<>();
    private int expected;
    private int finished;
    private boolean seeded;
    private String skipReason;

    RunTally(RunRef run, int firstAttempt, int expected) {
        this.run = run;
        this.firstAttempt = firstAttempt;
        this.expected = expected;
    }

    RunRef run() {
        return run;
    }

    /** The journal number of this batch's {@code k}-th replay (1-based) of the run. */
    int attempt(int k) {
        return firstAttempt + k - 1;
    }

    synchronized void markSeeded(boolean value) {
        seeded = value;
    }

    /** Records one finished task ({@code record} null when the run turned out to be skipped); true when all are in. */
    synchronized boolean finish(ReplayRecord record, String reasonToSkip) {
        if (record != null) {
            records.add(record);
        }
        if (reasonToSkip != null) {
            skipReason = reasonToSkip;
        }
        finished++;
        return finished == expected;
    }

    /** The batch stopped after {@code dispatched} tasks of this run; true when those are all in already. */
    synchronized boolean truncate(int dispatched) {
        expected = dispatched;
        return finished == expected;
    }

    synchronized RunResult judge() {
        if (skipReason != null) {
            return Verdicts.skipped(run, skipReason);
        }
        return Verdicts.judge(run, seeded, records);
    }
}
