package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.CredentialText;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.util.Diagnostics;
import picocli.CommandLine;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * An unexpected failure in a command, an Error such as running out of memory included, becomes one line on stderr
 * and exit status 2, never a stack trace (for {@code check} exit 1 would mean "nondeterminism found"). With
 * {@value Diagnostics#DEBUG_VARIABLE}=1 in the environment the stack trace follows that line, for engineers, with
 * the key of {@code COLLIMATE_API_KEY} masked.
 */
final class UserFacingExceptionHandler implements CommandLine.IExecutionExceptionHandler {
    static final int EXIT_ERROR = 2;

    private final Map<String, String> environment;

    UserFacingExceptionHandler(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    /** Sets this handler on {@code commandLine} and hands it the Errors as well, which picocli lets through. */
    static CommandLine installOn(CommandLine commandLine) {
        return installOn(commandLine, System.getenv());
    }

    /** {@link #installOn(CommandLine)} with {@code environment} in place of the process's. */
    static CommandLine installOn(CommandLine commandLine, Map<String, String> environment) {
        CommandLine.IExecutionStrategy runLast = new CommandLine.RunLast();
        commandLine.setExecutionExceptionHandler(new UserFacingExceptionHandler(environment));
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
        Diagnostics diagnostics = Diagnostics.forCli(environment, commandLine.getErr(),
                () -> Arrays.asList(environment.get(EndpointResolver.KEY_VARIABLE)));
        commandLine.getErr().println(diagnostics.mask(commandLine.getCommandName() + ": error: " + describe(failure)));
        diagnostics.record(commandLine.getCommandName() + " failed", failure); // the trace, in debug mode only
        return EXIT_ERROR;
    }

    /**
     * What went wrong in one line, its control characters escaped (it may quote a file name or a run key); out of
     * memory also says what to do about it. Only the first line of a message is kept (a parser's message goes on
     * with where it was), but the whole of an unreadable log's, one line but for a line break in the file's name. A
     * credential it quotes (a key read from a file, a URL's user info) is masked ({@link CredentialText}).
     */
    static String describe(Throwable failure) {
        if (failure instanceof OutOfMemoryError) {
            return "out of memory (" + failure.getMessage() + "): give Java a larger heap (java -Xmx4g -jar "
                    + "replay-inspector.jar …, or JAVA_TOOL_OPTIONS=-Xmx4g) or fewer runs";
        }
        String whole = failure.getMessage() == null ? "" : failure.getMessage();
        String message = TextSafety.oneLine(CredentialText.masked(failure instanceof UnreadableLogException ? whole
                : whole.lines().findFirst().orElse("")), Integer.MAX_VALUE);
        if (failure instanceof Error) {
            return "internal error: " + failure.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
        }
        return message.isEmpty() ? failure.getClass().getSimpleName() : message;
    }
}
