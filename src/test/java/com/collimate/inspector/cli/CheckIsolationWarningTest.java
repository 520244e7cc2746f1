package com.collimate.inspector.cli;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.sandbox.Isolation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static com.collimate.inspector.core.replay.TestRuns.SEED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class CheckIsolationWarningTest {
    private static final String WARNING = "check: warning: the local sandbox has no isolation on this machine";

    @TempDir
    Path dir;

    @Test
    void onlyAnUnconfinedLocalSandboxIsWarnedAbout() {
        assertThat(ReplayBackend.isolationWarning(Isolation.NONE)).hasValueSatisfying(warning ->
                assertThat(warning).contains("runs as you, with your files and your network"));
        assertThat(ReplayBackend.isolationWarning(Isolation.BWRAP)).isEmpty();
        assertThat(ReplayBackend.isolationWarning(Isolation.UNSHARE)).isEmpty();
    }

    /** A PATH with the shells but neither bwrap nor unshare leaves the local sandbox without isolation. */
    @Test
    void checkReplayOnAnUnconfinedLocalSandboxSaysSoOnStderr() throws Exception {
        String errors = checkReplayWithOnlyShOnThePath(List.of());

        assertThat(errors).contains("isolation none", WARNING);
        assertThat(errors.indexOf(WARNING)).as("before any code runs").isLessThan(errors.indexOf("replayed "));
    }

    /**
     * Without setsid on the PATH the sandbox has no watcher: a check killed outright would leave the log's code
     * running. Said once on stderr before any code runs, as serve and the app say it, and in the report's notes.
     */
    @Test
    void checkReplayOnALocalSandboxWithoutItsWatcherSaysSoOnceAndInTheReport() throws Exception {
        Path report = dir.resolve("report.json");
        String errors = checkReplayWithOnlyShOnThePath(List.of("--report", report.toString()));

        String outlived = "if this sandbox is killed outright (SIGKILL, out of memory), the code it runs keeps running:"
                + " setsid is not installed here";
        String warning = "check: warning: the local sandbox: " + outlived;
        assertThat(errors.split("\n")).filteredOn(line -> line.contains("killed outright")).containsExactly(warning);
        assertThat(errors.indexOf(warning)).as("before any code runs").isLessThan(errors.indexOf("replayed "));
        assertThat(Files.readString(report)).contains("\"Warning: the local sandbox: " + outlived + ".\"");
    }

    /** Stderr of {@code check --replay} on a one-run log, with {@code /bin/sh} alone on the PATH. */
    private String checkReplayWithOnlyShOnThePath(List<String> options) throws Exception {
        Path sh = Path.of("/bin/sh");
        assumeTrue(Files.isExecutable(sh), "needs /bin/sh");
        Path bin = Files.createDirectory(dir.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("sh"), sh);
        Path log = dir.resolve("rollouts.jsonl");
        Files.writeString(log, "{\"run_id\": \"echo\", \"template\": \"sh\", \"code\": \"echo hi\", \"seed\": \"" + SEED
                + "\", \"stdout\": \"hi\\n\", \"exit_code\": 0, \"seed_ack\": \"off\"}\n");
        List<String> arguments = new ArrayList<>(List.of("check", log.toString(), "--replay"));
        arguments.addAll(options);

        try (CliProcess check = CliProcess.start(List.of("-D" + AppDirs.HOME_OVERRIDE_PROPERTY + "=" + dir),
                arguments, env -> {
                    env.remove("COLLIMATE_API_KEY");
                    env.remove("COLLIMATE_ENDPOINT");
                    env.put("PATH", bin.toString());
                })) {
            check.awaitExit(Duration.ofMinutes(2));
            return check.remainingErrors();
        }
    }
}
