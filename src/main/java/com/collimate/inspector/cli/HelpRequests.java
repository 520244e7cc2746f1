package com.collimate.inspector.cli;

import picocli.CommandLine;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * What {@code --help} or {@code --version} means where it stands among a command's arguments: as in git, cargo and
 * getopt, the first of it and an argument error wins. {@code check --bogus --help} is the unknown option's error,
 * {@code check --help --bogus} and {@code check --help --concurrency x} are check's help (picocli printed the help
 * for the first and the error for the last). At the root, {@code --help COMMAND} is that command's help, as
 * {@code help COMMAND} and {@code git --help COMMAND} are (picocli printed the root's).
 */
final class HelpRequests {
    private static final Set<String> HELP_OPTIONS = Set.of("-h", "--help", "-V", "--version");
    private static final String END_OF_OPTIONS = "--";

    private HelpRequests() {
    }

    /** The command {@code --help COMMAND} asks about, when that is what the root was given. */
    static Optional<CommandLine> commandAskedAbout(CommandLine.ParseResult parseResult) {
        return parseResult.isUsageHelpRequested() && parseResult.hasSubcommand()
                ? Optional.of(parseResult.subcommand().commandSpec().commandLine()) : Optional.empty();
    }

    /**
     * Refuses the words a command's options did not take (an unknown option, a surplus argument) that stand before
     * its {@code --help} or {@code --version}: picocli drops them once help is asked for.
     */
    static void refuseWordsBeforeHelp(CommandLine.ParseResult parseResult) {
        List<String> args = parseResult.originalArgs();
        for (CommandLine.ParseResult command = parseResult; command.hasSubcommand(); ) {
            command = command.subcommand();
            CommandLine commandLine = command.commandSpec().commandLine();
            if (command.commandSpec().helpCommand()
                    || !(command.isUsageHelpRequested() || command.isVersionHelpRequested())) {
                continue;
            }
            int start = startOf(commandLine, args);
            int help = firstHelpOption(args, start);
            List<String> before = command.unmatched().stream()
                    .filter(word -> args.subList(start, help).contains(word)).toList();
            if (!before.isEmpty()) {
                throw new CommandLine.UnmatchedArgumentException(commandLine, before);
            }
        }
    }

    /**
     * For an argument error of a command (not the root's nor {@code help}'s, which take {@code --help} as git does:
     * {@code --help --bogus} is {@code help --bogus}): when {@code --help} or {@code --version} stands before the
     * error, prints that help and returns its exit status; empty when the error comes first.
     */
    static OptionalInt helpBeforeTheError(CommandLine.ParameterException error, String[] args) {
        CommandLine failed = error.getCommandLine();
        if (failed.getParent() == null || failed.getCommandSpec().helpCommand()) {
            return OptionalInt.empty();
        }
        List<String> arguments = Arrays.asList(args);
        int help = firstHelpOption(arguments, startOf(failed, arguments));
        if (help >= args.length - 1) {
            return OptionalInt.empty(); // nothing after the help: the error is before it
        }
        CommandLine root = failed.getCommandSpec().root().commandLine();
        String[] upToHelp = Arrays.copyOf(args, help + 1);
        try {
            root.parseArgs(upToHelp);
        } catch (CommandLine.ParameterException errorBeforeHelp) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(root.execute(upToHelp));
    }

    /** Where the arguments of {@code command}, a command of the root, start: after its name. */
    private static int startOf(CommandLine command, List<String> args) {
        return command.getParent() == null ? 0 : args.indexOf(command.getCommandName()) + 1;
    }

    /** The index of the first help or version option at or after {@code start}, else the end of the options. */
    private static int firstHelpOption(List<String> args, int start) {
        for (int i = start; i < args.size(); i++) {
            if (HELP_OPTIONS.contains(args.get(i)) || args.get(i).equals(END_OF_OPTIONS)) {
                return HELP_OPTIONS.contains(args.get(i)) ? i : args.size();
            }
        }
        return args.size();
    }
}
