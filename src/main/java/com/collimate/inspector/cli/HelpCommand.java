package com.collimate.inspector.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.util.List;

/**
 * {@code help [COMMAND]}: a command's help, as {@code COMMAND --help} prints it; without one, the commands. In place
 * of picocli's, whose unknown command was "Unknown subcommand 'x'." where the other usage errors say what the
 * commands are and guess the one meant.
 */
@Command(name = HelpCommand.NAME, helpCommand = true,
        description = "Show a command's help (the same as COMMAND --help); without COMMAND, the list of commands.")
final class HelpCommand implements CommandLine.IHelpCommandInitializable2, Runnable {
    static final String NAME = "help";

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean helpRequested;

    @Parameters(paramLabel = "COMMAND", arity = "0..1", description = "The command whose help to show.")
    String command;

    private CommandLine self;
    private PrintWriter out;

    @Override
    public void init(CommandLine helpCommandLine, CommandLine.Help.ColorScheme colorScheme, PrintWriter out,
                     PrintWriter err) {
        this.self = helpCommandLine;
        this.out = out;
    }

    @Override
    public void run() {
        CommandLine parent = self.getParent();
        if (command == null) {
            parent.usage(out);
            return;
        }
        CommandLine subcommand = parent.getSubcommands().get(command);
        if (subcommand == null) {
            throw new UnknownCommand(parent, command);
        }
        subcommand.usage(out);
    }

    /** A word {@code help} was given that names no command; {@link UsageErrorHandler} words it. */
    static final class UnknownCommand extends CommandLine.UnmatchedArgumentException {
        private static final long serialVersionUID = 1L;

        UnknownCommand(CommandLine parent, String word) {
            super(parent, List.of(word));
        }
    }
}
