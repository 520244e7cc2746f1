package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A usage error (unknown option, bad value, missing file argument) is one line on stderr and a pointer to the help,
 * exit status 2: the full help would bury the one line that matters. A command asked for {@code --json} also gets
 * the error as a JSON object on stdout, so a script parsing the output sees why there is no result.
 */
final class UsageErrorHandler implements CommandLine.IParameterExceptionHandler {
    private static final int MESSAGE_CHARS = 400;
    private static final String JSON_OPTION = "--json";
    /** Options typed as commands ({@code replay-inspector replay LOG}), and what does it; picocli would guess "serve". */
    private static final Map<String, String> OPTIONS_TAKEN_FOR_COMMANDS = Map.of("replay", "check --replay",
            "version", "--version");

    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        OptionalInt help = HelpRequests.helpBeforeTheError(ex, args);
        if (help.isPresent()) {
            return help.getAsInt();
        }
        CommandLine command = ex.getCommandLine();
        PrintWriter err = command.getErr();
        Optional<UnmatchedArguments> unmatched = UnmatchedArguments.of(ex);
        String message = TextSafety.oneLine(unknownCommand(ex).or(() -> unmatched.map(UnmatchedArguments::message))
                .or(() -> positionalValue(ex)).or(() -> NumberValue.describe(ex)).or(() -> optionValue(ex))
                .orElse(ex.getMessage() == null ? "invalid arguments" : ex.getMessage()), MESSAGE_CHARS);
        err.println(command.getCommandName() + ": error: " + message);
        suggestion(ex).ifPresent(err::println);
        err.println("Try '" + command.getCommandSpec().qualifiedName() + " --help'.");
        err.flush();
        if (!(ex instanceof PrintedAsJson) && wantsJson(command, args)) {
            JsonSummaryPrinter printer = new JsonSummaryPrinter(command.getOut());
            if (command.getCommand() instanceof JsonErrorFile scoped) {
                Path file = scoped.fileForJsonErrors();
                boolean misread = file != null && unmatched.isPresent() && unmatched.get().mayBeAnOptionValue(file, args);
                printer.error(misread ? null : file, message);
            } else {
                printer.usageError(message);
            }
            command.getOut().flush();
        }
        return command.getCommandSpec().exitCodeOnInvalidInput();
    }

    /** A usage error whose command has already printed it as JSON, with more context than this handler has. */
    static CommandLine.ParameterException alreadyPrintedAsJson(CommandLine.ParameterException error) {
        return new PrintedAsJson(error);
    }

    private static final class PrintedAsJson extends CommandLine.ParameterException {
        private static final long serialVersionUID = 1L;

        PrintedAsJson(CommandLine.ParameterException error) {
            super(error.getCommandLine(), error.getMessage(), error);
        }
    }

    /**
     * A word the root does not know: the launcher took it for a command, not a file to open in the app, since no
     * such file exists (a mistyped {@code chek}); or one {@code help} was asked about.
     */
    private static Optional<String> unknownCommand(CommandLine.ParameterException ex) {
        if (!(ex instanceof CommandLine.UnmatchedArgumentException unmatched) || unmatched.getUnmatched().isEmpty()
                || ex.getCommandLine().getParent() != null || ex.getCommandLine().getSubcommands().isEmpty()) {
            return Optional.empty();
        }
        String word = unmatched.getUnmatched().get(0);
        if (ex instanceof HelpCommand.UnknownCommand) {
            return Optional.of("'" + word + "' is not a command; the commands: "
                    + String.join(", ", ex.getCommandLine().getSubcommands().keySet()));
        }
        // a file's name, as the launcher took it, with an option the root does not know: that option is the error
        return word.startsWith("-") || InspectorCommand.namesAFile(word) ? Optional.empty()
                : Optional.of("'" + word + "' is neither a command nor a file (a file name opens it in the desktop app)");
    }

    /**
     * A file argument refused by its converter: the converter's words say what is wrong with the value, without
     * picocli's "Invalid value for positional parameter at index 0..* (FILE)".
     */
    private static Optional<String> positionalValue(CommandLine.ParameterException ex) {
        return ex.getArgSpec() instanceof CommandLine.Model.PositionalParamSpec
                && ex.getCause() instanceof CommandLine.TypeConversionException refused
                ? Optional.ofNullable(refused.getMessage()) : Optional.empty();
    }

    /**
     * An option value refused by its converter (a size, a name=regex, a choice: {@link ChoiceArgument}): "--max-output: 0 is less than one
     * byte", in the form of this handler's other messages, not picocli's "Invalid value for option '--max-output': …".
     */
    private static Optional<String> optionValue(CommandLine.ParameterException ex) {
        if (!(ex.getArgSpec() instanceof CommandLine.Model.OptionSpec option)
                || !(ex.getCause() instanceof CommandLine.TypeConversionException refused)
                || refused.getMessage() == null) {
            return Optional.empty();
        }
        return Optional.of(option.longestName() + ": " + refused.getMessage());
    }

    /**
     * picocli's best guess for a mistyped command or option: "Did you mean: check?". Only the best: the next ones
     * share a letter pair at most ("help" for "chek").
     */
    private static Optional<String> suggestion(CommandLine.ParameterException ex) {
        if (!(ex instanceof CommandLine.UnmatchedArgumentException unmatched)) {
            return Optional.empty();
        }
        Optional<String> option = unknownCommand(ex).map(message -> OPTIONS_TAKEN_FOR_COMMANDS.get(
                unmatched.getUnmatched().get(0)));
        List<String> guesses = unmatched.getSuggestions();
        return option.or(() -> guesses.stream().findFirst())
                .map(guess -> "Did you mean: " + TextSafety.oneLine(guess, MESSAGE_CHARS) + "?");
    }

    /**
     * {@code --json} given to a command that has it, or to the root: a mistyped or unknown command ({@code bogus
     * --json}) was meant to be one with --json, and a script reading stdout still needs to see why there is nothing.
     */
    private static boolean wantsJson(CommandLine command, String[] args) {
        boolean takesJson = command.getCommandSpec().findOption(JSON_OPTION) != null || command.getParent() == null;
        return takesJson && Arrays.asList(args).contains(JSON_OPTION);
    }
}
