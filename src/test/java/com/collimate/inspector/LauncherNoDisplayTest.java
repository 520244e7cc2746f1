package com.collimate.inspector;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The GUI started where there is no display: a one-line message and exit code 1, not a JavaFX stack trace. */
@EnabledOnOs(OS.LINUX)
class LauncherNoDisplayTest {

    @TempDir
    Path temp;

    @Test
    void withoutDisplayPrintsAMessageAndExitsWith1() throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder builder = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                Launcher.class.getName());
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        Path stderrFile = temp.resolve("stderr.txt");
        builder.redirectError(stderrFile.toFile());
        Process launcher = builder.start();

        boolean exited = launcher.waitFor(60, TimeUnit.SECONDS);
        launcher.destroyForcibly();
        String stderr = Files.readString(stderrFile, StandardCharsets.UTF_8);

        assertThat(exited).as("launcher exited; stderr: %s", stderr).isTrue();
        assertThat(launcher.exitValue()).isEqualTo(1);
        assertThat(stderr).contains("replay-inspector: cannot open the window (", "replay-inspector --help")
                .doesNotContain("\tat ", "Exception");
    }
}
