package com.collimate.inspector.cli;

import com.collimate.inspector.AppInfo;
import com.collimate.inspector.core.util.IoReasons;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Root of the headless commands. Without a subcommand the launcher starts the GUI instead. */
@Command(name = AppInfo.COMMAND,
        mixinStandardHelpOptions = true,
        versionProvider = InspectorCommand.Version.class,
        description = {"Find nondeterminism in sandboxed rollouts: read rollout logs, replay runs with their seed, diff.",
                "Without a command, or with only FILE arguments (rollout logs), it opens the desktop app "
                        + "(with those files)."},
        customSynopsis = {AppInfo.COMMAND + " [FILE...]     (the desktop app)",
                "       " + AppInfo.COMMAND + " [-hV] COMMAND [ARGUMENTS]"})
public final class InspectorCommand implements Runnable {
    /** In the order the help lists them. */
    private static final List<Class<?>> COMMANDS = List.of(SummaryCommand.class, CheckCommand.class,
            DiffCommand.class, ServeCommand.class, HelpCommand.class);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The commands {@code args} can reach, every one without args: see {@link #commandsFor}. */
    public static CommandLine commandLine(String... args) {
        return commandLine(new WatchedStdout(), args);
    }

    static CommandLine commandLine(WatchedStdout stdout, String... args) {
        CommandLine commandLine = new CommandLine(new InspectorCommand());
        commandsFor(args).forEach(commandLine::addSubcommand);
        UserFacingExceptionHandler.installOn(commandLine); // after the commands: picocli copies it to those it has
        commandLine.setParameterExceptionHandler(new UsageErrorHandler());
        commandLine.registerConverter(Path.class, new FileNameArgument());
        commandLine.setOut(new PrintWriter(new BufferedWriter(OutputCharsets.writer(stdout, OutputCharsets.stdout())),
                true));
        commandLine.setErr(new PrintWriter(OutputCharsets.writer(System.err, OutputCharsets.stderr()), true));
        CommandLine diff = commandLine.getSubcommands().get(DiffCommand.NAME);
        if (diff != null) {
            ((DiffCommand) diff.getCommand()).writingBytesTo(stdout);
        }
        CommandLine.IExecutionStrategy run = commandLine.getExecutionStrategy();
        commandLine.setExecutionStrategy(parseResult -> {
            refuseUnknownWords(parseResult);
            HelpRequests.refuseWordsBeforeHelp(parseResult);
            Optional<CommandLine> askedAbout = HelpRequests.commandAskedAbout(parseResult);
            return runCheckingOutput(parseResult, askedAbout.<CommandLine.IExecutionStrategy>map(command -> result -> {
                command.usage(command.getOut());
                return 0;
            }).orElse(run), stdout);
        });
        return commandLine;
    }

    /**
     * Only the command {@code args} start with, when they start with one other than {@code help}: nothing of the
     * root's is reached past a command's name, and picocli builds the model of every command it is given (about
     * 0.15 CPU-s of a JVM's start for the other four, measured). Otherwise every command: the root's help lists
     * them, {@code help} shows any, a mistyped one is guessed among them.
     */
    static List<Class<?>> commandsFor(String... args) {
        if (args.length > 0 && !args[0].equals(HelpCommand.NAME)) {
            for (Class<?> command : COMMANDS) {
                if (command.getAnnotation(Command.class).name().equals(args[0])) {
                    return List.of(command);
                }
            }
        }
        return COMMANDS;
    }

    /**
     * A word the root or {@code help} does not know is an error when help is asked for too: picocli let
     * {@code export --help} print the root's help, as if {@code export} were a command without help of its own, and
     * {@code help summary check} drop {@code check}. File names before {@code --help} are the desktop app's: the
     * root's help is theirs.
     */
    private static void refuseUnknownWords(CommandLine.ParseResult parseResult) {
        CommandLine.ParseResult last = parseResult;
        while (last.hasSubcommand()) {
            last = last.subcommand();
        }
        CommandLine.Model.CommandSpec command = last.commandSpec();
        boolean onlyFiles = command.parent() == null && last.unmatched().stream().allMatch(InspectorCommand::namesAFile);
        if ((command.parent() == null || command.helpCommand()) && !last.unmatched().isEmpty() && !onlyFiles) {
            throw new CommandLine.UnmatchedArgumentException(command.commandLine(), last.unmatched());
        }
    }

    /**
     * Whether {@code arg}, not a command, is a file for the desktop app to open rather than a mistyped command
     * ("summry"): a name with a dot or a separator, or one that exists.
     */
    public static boolean namesAFile(String arg) {
        if (arg.isBlank() || arg.startsWith("-")) {
            return false; // "" is the current folder to Path, but in a script it is a variable that is not set
        }
        if (arg.contains(".") || arg.contains("/") || arg.contains(File.separator)) {
            return true;
        }
        try {
            return Files.exists(Path.of(arg));
        } catch (InvalidPathException notAPath) {
            return false;
        }
    }

    /**
     * Runs the command, then fails with exit status 2 when its output could not be written (a full disk behind
     * {@code > results.json}): a CI job would take the cut file for a result. A reader that went away
     * ({@code | head}, {@code | grep -q}) took what it wanted: the command keeps its own exit status, so a CI shell
     * with {@code pipefail} does not fail on it.
     */
    private static int runCheckingOutput(CommandLine.ParseResult parseResult, CommandLine.IExecutionStrategy run,
                                         WatchedStdout stdout) {
        int exit = run.execute(parseResult);
        List<CommandLine> commands = parseResult.asCommandLineList();
        CommandLine command = commands.get(commands.size() - 1);
        if (!command.getOut().checkError()) {
            return exit;
        }
        Optional<IOException> failure = stdout.failure();
        if (failure.isPresent() && WatchedStdout.isClosedPipe(failure.get())) {
            return exit;
        }
        command.getErr().println(command.getCommandName() + ": error: the output could not be written"
                + failure.map(e -> " (" + IoReasons.of(e) + ")").orElse(""));
        command.getErr().flush();
        return UserFacingExceptionHandler.EXIT_ERROR;
    }

    /** Shared by every subcommand through {@code versionProvider}. */
    public static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {AppInfo.NAME + " " + AppInfo.version()};
        }
    }
}
