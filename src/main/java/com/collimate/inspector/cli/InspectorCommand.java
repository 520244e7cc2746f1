package com.collimate.inspector.cli;

import com.collimate.inspector.AppInfo;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Root of the headless commands. Without a subcommand the launcher starts the GUI instead. */
@Command(name = AppInfo.COMMAND,
        mixinStandardHelpOptions = true,
        versionProvider = InspectorCommand.Version.class,
        description = "Find nondeterminism in sandboxed rollouts: read rollout logs, replay runs with their seed, diff.",
        subcommands = {SummaryCommand.class, CheckCommand.class, DiffCommand.class, ServeCommand.class, CommandLine.HelpCommand.class})
public final class InspectorCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static CommandLine commandLine() {
        CommandLine commandLine = UserFacingExceptionHandler.installOn(new CommandLine(new InspectorCommand()));
        commandLine.setParameterExceptionHandler(new UsageErrorHandler());
        return commandLine;
    }

    /** Shared by every subcommand through {@code versionProvider}. */
    public static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {AppInfo.NAME + " " + AppInfo.version()};
        }
    }
}
