package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import picocli.CommandLine;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Under {@code --json} an error that ends a command (exit status 2) is also one JSON object on stdout, so a script
 * parsing the output sees why there is no result; stderr still gets the usual one line from the handlers.
 */
final class JsonFailures {
    private static final int MESSAGE_CHARS = 400;

    private JsonFailures() {
    }

    /**
     * Runs {@code command}; when it fails and {@code json} is set, first hands the one-line reason to
     * {@code printer}. A usage error is marked as printed, so {@link UsageErrorHandler} does not print it again.
     */
    static int printedOnFailure(boolean json, Consumer<String> printer, Callable<Integer> command) throws Exception {
        try {
            return command.call();
        } catch (Exception | Error e) {
            if (!json) {
                throw e;
            }
            printer.accept(TextSafety.oneLine(UserFacingExceptionHandler.describe(e), MESSAGE_CHARS));
            if (e instanceof CommandLine.ParameterException usageError) {
                throw UsageErrorHandler.alreadyPrintedAsJson(usageError);
            }
            throw e;
        }
    }
}
