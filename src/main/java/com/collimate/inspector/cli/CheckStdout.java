package com.collimate.inspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Stdout of {@code check}: its result (the summary, or under {@code --json} the result object), or under {@code --json}
 * one object saying why there is none. The check and its shutdown hook (when the check did not stop within the
 * grace) may both come to print; the first to come prints, the other does not, so a script never reads two objects,
 * or one cut into by another, and the hook says the result is missing only when it is.
 */
final class CheckStdout {
    /** What became of the result when the shutdown hook gave up on the check. */
    enum Fate {
        /** It had not started, and now will not: the hook says why instead. */
        MISSING,
        /** It was printed, or was being printed and came out whole while the hook waited. */
        WHOLE,
        /** It was still being printed when the hook's wait ran out (stdout not read): the JVM halts with it cut. */
        CUT
    }

    private enum State { OPEN, GIVEN_UP, PRINTING, DONE }

    interface Result {
        void print() throws IOException;
    }

    private final PrintWriter out;
    private final JsonSummaryPrinter errors;
    private State state = State.OPEN;

    CheckStdout(PrintWriter out) {
        this.out = out;
        this.errors = new JsonSummaryPrinter(out);
    }

    /** {@code {"file": ..., "error": ...}}, unless an object was printed or is being printed. */
    synchronized void error(Path file, String message) {
        if (state == State.OPEN || state == State.GIVEN_UP) {
            state = State.DONE;
            errors.error(file, message);
        }
    }

    /** Has {@code result} print the result, unless an object was printed or the hook gave up on the check. */
    void result(Result result) throws IOException {
        synchronized (this) {
            if (state != State.OPEN) {
                return;
            }
            state = State.PRINTING;
        }
        try {
            result.print();
            out.flush();
        } finally {
            synchronized (this) {
                state = State.DONE;
                notifyAll();
            }
        }
    }

    /**
     * The shutdown hook's, once the check did not stop within its grace: a result not started will not start (an
     * error object still may, the hook's own); one being printed is waited for, at most {@code wait}, as the JVM halts
     * once the hook returns and would cut it short.
     */
    synchronized Fate giveUp(Duration wait) {
        if (state == State.OPEN || state == State.GIVEN_UP) {
            state = State.GIVEN_UP;
            return Fate.MISSING;
        }
        long deadline = System.nanoTime() + wait.toNanos();
        try {
            for (long left = wait.toNanos(); state == State.PRINTING && left > 0; left = deadline - System.nanoTime()) {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return state == State.DONE ? Fate.WHOLE : Fate.CUT;
    }
}
