package com.collimate.inspector.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.assertj.core.api.Assertions.assertThat;

class HelpTextTest {

    @ParameterizedTest
    @ValueSource(strings = {"summary", "check", "diff", "serve"})
    void everyCommandListsItsExitStatusesWithSignalsBeforeItsOptions(String command) {
        CommandLine commandLine = InspectorCommand.commandLine();
        StringWriter out = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));

        int exit = commandLine.execute(command, "--help");

        String help = out.toString().replaceAll("\\s+", " ");
        assertThat(exit).isZero();
        assertThat(help).contains("Exit status: ", "130 ", "(Ctrl+C, SIGINT)", "143 terminated (SIGTERM)")
                .doesNotContain("Ctrl-C");
        assertThat(help.indexOf("Exit status")).as("before the options").isLessThan(help.indexOf("--help"));
    }
}
