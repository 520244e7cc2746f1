package com.collimate.inspector.cli;

import com.collimate.inspector.AppInfo;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.util.Diagnostics;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.function.IntSupplier;

/**
 * The last line of defence of a command process: running out of memory in any thread (an indexing thread, a replay
 * worker) or so deep that the command's own handler cannot run any more is still one line on stderr and exit
 * status 2, never a JVM stack trace and exit 1 ("nondeterminism found" for {@code check}). The line is made before
 * the command starts, since there may be no memory left to make it when it is needed. With
 * {@value Diagnostics#DEBUG_VARIABLE}=1 the stack trace of a failure other than running out of memory follows.
 */
public final class FatalErrors {
    private static final String OUT_OF_MEMORY = AppInfo.COMMAND + ": error: "
            + UserFacingExceptionHandler.describe(new OutOfMemoryError("Java heap space"));

    private FatalErrors() {
    }

    /**
     * Runs a command's {@code main} part with this defence in place; returns its exit status. Its lines go out in the
     * commands' charset ({@link OutputCharsets}), not the platform's: a failure's message may name a file.
     */
    public static int guard(IntSupplier command) {
        System.setErr(new PrintStream(new FileOutputStream(FileDescriptor.err), true, OutputCharsets.stderr()));
        Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
            if (failure instanceof OutOfMemoryError) {
                halt();
            }
            String key = System.getenv(EndpointResolver.KEY_VARIABLE);
            // as the commands' own lines: a character stderr cannot hold (a lone surrogate) is U+FFFD, not "?"
            PrintWriter err = new PrintWriter(OutputCharsets.writer(System.err, OutputCharsets.stderr()), true);
            Diagnostics diagnostics = Diagnostics.forCli(System.getenv(), err, () -> Arrays.asList(key));
            err.println(diagnostics.mask(AppInfo.COMMAND + ": error in " + thread.getName() + ": "
                    + UserFacingExceptionHandler.describe(failure)));
            diagnostics.record("error in thread " + thread.getName(), failure);
        });
        try {
            return command.getAsInt();
        } catch (OutOfMemoryError outOfMemory) {
            halt();
            return UserFacingExceptionHandler.EXIT_ERROR;
        }
    }

    private static void halt() {
        try {
            System.err.println(OUT_OF_MEMORY);
            System.err.flush();
        } finally {
            Runtime.getRuntime().halt(UserFacingExceptionHandler.EXIT_ERROR);
        }
    }
}
