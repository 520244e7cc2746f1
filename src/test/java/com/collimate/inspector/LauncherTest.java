package com.collimate.inspector;

import com.collimate.inspector.cli.InspectorCommand;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LauncherTest {

    private static boolean startsGui(String... args) {
        return Launcher.startsGui(args, InspectorCommand.commandLine());
    }

    @Test
    void fileNamesOpenTheWindow() {
        assertThat(startsGui("runs.jsonl", "more.jsonl.gz")).isTrue();
    }

    @Test
    void subcommandsAndOptionsRunTheCli() {
        assertThat(startsGui("summary", "runs.jsonl")).isFalse();
        assertThat(startsGui("check", "runs.jsonl", "--replay")).isFalse();
        assertThat(startsGui("--version")).isFalse();
        assertThat(startsGui("runs.jsonl", "--help")).isFalse();
    }

    @Test
    void aMistypedCommandRunsTheCliWhichSaysSo() {
        assertThat(startsGui("summry", "runs.jsonl")).isFalse();
        assertThat(startsGui("logs/runs")).as("a path without an extension").isTrue();
    }

    @Test
    void anEmptyArgumentRunsTheCliWhichSaysSoNotTheWindowOnTheCurrentFolder() {
        assertThat(startsGui("", "runs.jsonl")).as("a script's unset $COMMAND").isFalse();
        assertThat(startsGui(" ")).isFalse();
    }
}
