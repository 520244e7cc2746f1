package com.collimate.inspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Stdout of {@code check --json}: one JSON object, the check's result or why it has none. The check and its shutdown
 * hook (when the check did not stop within the grace) may both come to print one; the first to come prints, the other
 * does not, so a script never reads two objects, or one cut into by another. A hook that comes while the result is
 * being printed waits until it is whole: the JVM halts once the hook returns, which would cut the result short.
 */
final class OneJsonObject {
    private final JsonSummaryPrinter errors;
    private boolean printed;

    interface Result {
        void print() throws IOException;
    }

    OneJsonObject(PrintWriter out) {
        this.errors = new JsonSummaryPrinter(out);
    }

    /** {@code {"file": ..., "error": ...}}, unless an object was printed. */
    synchronized void error(Path file, String message) {
        if (!printed) {
            printed = true;
            errors.error(file, message);
        }
    }

    /** Has {@code result} print the result object, unless an object was printed. */
    synchronized void result(Result result) throws IOException {
        if (!printed) {
            printed = true;
            result.print();
        }
    }
}
