package com.collimate.inspector;

import com.collimate.inspector.cli.FatalErrors;
import com.collimate.inspector.cli.InspectorCommand;
import com.collimate.inspector.ui.InspectorApp;
import picocli.CommandLine;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;

/**
 * Entry point of the jar and the installers. Deliberately not a JavaFX {@code Application}, so the shaded jar
 * starts on the class path. No arguments, or only file names, start the GUI; anything else is a CLI command.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            launchGui(args);
            return;
        }
        CommandLine commands = InspectorCommand.commandLine(args);
        if (startsGui(args, commands)) {
            launchGui(args);
            return;
        }
        System.exit(FatalErrors.guard(() -> commands.execute(args)));
    }

    /** JavaFX throws UnsupportedOperationException when its toolkit cannot start: no display, or no GTK 3. */
    private static void launchGui(String[] args) {
        try {
            InspectorApp.launchWith(args);
        } catch (UnsupportedOperationException e) {
            System.err.println(noWindowMessage(e.getMessage(), System.getenv()));
            System.exit(1);
        }
    }

    /**
     * Why the window did not open, and what to do: with a display set, a GTK error means the GUI libraries are
     * missing (a CLI-only install), which no desktop session would mend.
     */
    static String noWindowMessage(String reason, Map<String, String> environment) {
        String cannot = AppInfo.COMMAND + ": cannot open the window (" + reason + "). ";
        boolean display = !environment.getOrDefault("DISPLAY", "").isEmpty()
                || !environment.getOrDefault("WAYLAND_DISPLAY", "").isEmpty();
        if (display && reason != null && reason.toLowerCase(Locale.ROOT).contains("gtk")) {
            return cannot + "GTK 3 is missing; install it (sudo apt-get install libgtk-3-0, Fedora: sudo dnf install"
                    + " gtk3), or use the commands: " + AppInfo.COMMAND + " --help";
        }
        return cannot + "Without a desktop session use the commands instead: " + AppInfo.COMMAND + " --help";
    }

    static boolean startsGui(String[] args, CommandLine commands) {
        return Arrays.stream(args).noneMatch(arg -> arg.startsWith("-") || commands.getSubcommands().containsKey(arg))
                && (args.length == 0 || InspectorCommand.namesAFile(args[0]));
    }
}
