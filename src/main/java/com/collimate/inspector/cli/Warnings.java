package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.util.function.Consumer;

/** A command's warnings on its stderr: "check: warning: …", one line with control characters escaped. */
final class Warnings {
    private static final int MAX_CHARS = 400;

    private Warnings() {
    }

    static Consumer<String> of(CommandLine command) {
        PrintWriter err = command.getErr();
        String prefix = command.getCommandName() + ": warning: ";
        return problem -> err.println(prefix + TextSafety.oneLine(problem, MAX_CHARS));
    }
}
