package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import picocli.CommandLine;

import java.io.PrintWriter;

/**
 * A usage error (unknown option, bad value, missing file argument) is one line on stderr and a pointer to the help,
 * exit status 2: the full help would bury the one line that matters.
 */
final class UsageErrorHandler implements CommandLine.IParameterExceptionHandler {
    private static final int MESSAGE_CHARS = 400;

    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        CommandLine command = ex.getCommandLine();
        PrintWriter err = command.getErr();
        String message = ex.getMessage() == null ? "invalid arguments" : ex.getMessage();
        err.println(command.getCommandName() + ": error: " + TextSafety.oneLine(message, MESSAGE_CHARS));
        err.println("Try '" + command.getCommandSpec().qualifiedName() + " --help'.");
        err.flush();
        return command.getCommandSpec().exitCodeOnInvalidInput();
    }
}
