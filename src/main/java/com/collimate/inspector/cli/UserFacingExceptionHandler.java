package com.collimate.inspector.cli;

import picocli.CommandLine;

/** An unexpected failure in a command becomes one line on stderr and exit status 2, never a stack trace. */
final class UserFacingExceptionHandler implements CommandLine.IExecutionExceptionHandler {
    static final int EXIT_ERROR = 2;

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        String message = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        commandLine.getErr().println(commandLine.getCommandName() + ": error: " + message.lines().findFirst().orElse(""));
        return EXIT_ERROR;
    }
}
