package com.collimate.inspector.cli;

import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

/** A command run in this JVM as the launcher runs it: its exit status, stdout and stderr. */
record CommandRun(int exit, String out, String err) {

    static CommandRun of(String... args) {
        CommandLine commandLine = InspectorCommand.commandLine(args);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exit = commandLine.execute(args);
        return new CommandRun(exit, out.toString(), err.toString());
    }

    String[] errLines() {
        return err.lines().toArray(String[]::new);
    }
}
