package com.collimate.inspector.cli;

import picocli.CommandLine;

import java.util.List;

/**
 * An unexpected failure in a command, an Error such as running out of memory included, becomes one line on stderr
 * and exit status 2, never a stack trace (for {@code check} exit 1 would mean "nondeterminism found").
 */
final class UserFacingExceptionHandler implements CommandLine.IExecutionExceptionHandler {
    static final int EXIT_ERROR = 2;

    /** Sets this handler on {@code commandLine} and hands it the Errors as well, which picocli lets through. */
    static CommandLine installOn(CommandLine commandLine) {
        CommandLine.IExecutionStrategy runLast = new CommandLine.RunLast();
        commandLine.setExecutionExceptionHandler(new UserFacingExceptionHandler());
        commandLine.setExecutionStrategy(parseResult -> {
            try {
                return runLast.execute(parseResult);
            } catch (Error error) {
                List<CommandLine> commands = parseResult.asCommandLineList();
                throw new CommandLine.ExecutionException(commands.get(commands.size() - 1), describe(error), error);
            }
        });
        return commandLine;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        Throwable failure = ex.getCause() instanceof Error error ? error : ex;
        commandLine.getErr().println(commandLine.getCommandName() + ": error: " + describe(failure));
        return EXIT_ERROR;
    }

    /** What went wrong in one line; out of memory also says what to do about it. */
    static String describe(Throwable failure) {
        if (failure instanceof OutOfMemoryError) {
            return "out of memory (" + failure.getMessage() + "): give Java a larger heap (java -Xmx4g -jar "
                    + "replay-inspector.jar …, or JAVA_TOOL_OPTIONS=-Xmx4g) or fewer runs";
        }
        String message = failure.getMessage() == null ? "" : failure.getMessage().lines().findFirst().orElse("");
        if (failure instanceof Error) {
            return "internal error: " + failure.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
        }
        return message.isEmpty() ? failure.getClass().getSimpleName() : message;
    }
}
