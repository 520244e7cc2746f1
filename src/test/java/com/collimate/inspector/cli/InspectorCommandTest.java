package com.collimate.inspector.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

class InspectorCommandTest {

    @Test
    void argumentsStartingWithACommandGetOnlyThatCommandBuilt() {
        assertThat(InspectorCommand.commandLine("summary", "--json", "run.jsonl").getSubcommands())
                .containsOnlyKeys("summary");
        assertThat(InspectorCommand.commandLine("diff", "a.txt", "b.txt").getSubcommands()).containsOnlyKeys("diff");
    }

    @Test
    void helpTheRootOptionsFilesAndMistypedCommandsGetEveryCommandInTheHelpsOrder() {
        for (String[] args : new String[][] {{}, {"help", "summary"}, {"--help", "check"}, {"run.jsonl"}, {"chek"}}) {
            assertThat(InspectorCommand.commandLine(args).getSubcommands().keySet())
                    .containsExactly("summary", "check", "diff", "serve", "help");
        }
    }

    @Test
    void everyCommandHasTheUserFacingHandlerOfItsOwn() {
        CommandLine commandLine = InspectorCommand.commandLine();
        assertThat(commandLine.getSubcommands().values()).allSatisfy(command ->
                assertThat(command.getExecutionExceptionHandler()).isInstanceOf(UserFacingExceptionHandler.class));
    }

    @Test
    void aCommandBuiltAloneStillAnswersItsVersionAndHelp() {
        CommandRun version = CommandRun.of("summary", "--version");
        assertThat(version.exit()).isZero();
        assertThat(version.out()).startsWith("Collimate Replay Inspector ");
        CommandRun help = CommandRun.of("serve", "--help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).startsWith("Usage: replay-inspector serve");
    }
}
