package com.collimate.inspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Stdout of {@code check --json}: one JSON object, the check's result or why it has none. The check and its shutdown
 * hook (when the check did not stop within the grace) may both come to print one; the first to come prints, the other
 * does not, so a script never reads two objects, or one cut into by another.
 */
final class OneJsonObject {
    private final AtomicBoolean printed = new AtomicBoolean();
    private final JsonSummaryPrinter errors;

    interface Result {
        void print() throws IOException;
    }

    OneJsonObject(PrintWriter out) {
        this.errors = new JsonSummaryPrinter(out);
    }

    /** {@code {"file": ..., "error": ...}}, unless an object was printed. */
    void error(Path file, String message) {
        if (printed.compareAndSet(false, true)) {
            errors.error(file, message);
        }
    }

    /** Has {@code result} print the result object, unless an object was printed. */
    void result(Result result) throws IOException {
        if (printed.compareAndSet(false, true)) {
            result.print();
        }
    }
}
