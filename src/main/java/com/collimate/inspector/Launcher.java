package com.collimate.inspector;

import com.collimate.inspector.cli.InspectorCommand;
import com.collimate.inspector.ui.InspectorApp;
import picocli.CommandLine;

import java.util.Arrays;

/**
 * Entry point of the jar and the installers. Deliberately not a JavaFX {@code Application}, so the shaded jar
 * starts on the class path. No arguments, or only file names, start the GUI; anything else is a CLI command.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        if (startsGui(args)) {
            InspectorApp.launchWith(args);
            return;
        }
        System.exit(InspectorCommand.commandLine().execute(args));
    }

    static boolean startsGui(String[] args) {
        CommandLine commands = InspectorCommand.commandLine();
        return Arrays.stream(args).noneMatch(arg -> arg.startsWith("-") || commands.getSubcommands().containsKey(arg));
    }
}
