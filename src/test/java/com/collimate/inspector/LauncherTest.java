package com.collimate.inspector;

import com.collimate.inspector.cli.InspectorCommand;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class LauncherTest {

    private static boolean startsGui(String... args) {
        return Launcher.startsGui(args, InspectorCommand.commandLine(args));
    }

    @Test
    void aGtkErrorWithADisplaySaysGtkIsMissingAndHowToInstallIt() {
        String message = Launcher.noWindowMessage("Unable to load glass GTK library", Map.of("DISPLAY", ":0"));
        assertThat(message).startsWith("replay-inspector: cannot open the window (Unable to load glass GTK library). "
                + "GTK 3 is missing").contains("sudo apt-get install libgtk-3-0").doesNotContain("desktop session");
        assertThat(Launcher.noWindowMessage("Gtk init failed", Map.of("WAYLAND_DISPLAY", "wayland-0")))
                .contains("GTK 3 is missing");
    }

    @Test
    void withoutADisplayItSaysToUseTheCommands() {
        assertThat(Launcher.noWindowMessage("Unable to open DISPLAY", Map.of())).isEqualTo("replay-inspector: cannot "
                + "open the window (Unable to open DISPLAY). Without a desktop session use the commands instead: "
                + "replay-inspector --help");
        assertThat(Launcher.noWindowMessage("Unable to load glass GTK library", Map.of("DISPLAY", "")))
                .as("no display either: a desktop session first").contains("Without a desktop session");
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
