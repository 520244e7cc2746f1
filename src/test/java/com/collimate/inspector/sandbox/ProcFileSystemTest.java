package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

@EnabledOnOs(OS.LINUX)
class ProcFileSystemTest {
    private final ProcFileSystem proc = new ProcFileSystem();

    @Test
    void readsAChildsStartOwnerAndEnvironmentUntilItIsGone() throws Exception {
        ProcessBuilder builder = new ProcessBuilder("sleep", "60");
        builder.environment().put("COLLIMATE_PROC_TEST", "marked (with) spaces");
        Process child = builder.start();
        try {
            assertThat(proc.startTicks(child.pid()).orElseThrow()).isGreaterThanOrEqualTo(startTicksOfThisServer());
            assertThat(proc.ownedByServerUser(child.pid())).isTrue();
            assertThat(new String(proc.environment(child.pid()), StandardCharsets.UTF_8).split("\0"))
                    .contains("COLLIMATE_PROC_TEST=marked (with) spaces");
            assertThat(proc.processes()).anyMatch(process -> process.pid() == child.pid());
        } finally {
            child.destroyForcibly().waitFor();
        }
        assertThat(proc.startTicks(child.pid())).isEmpty();
        assertThat(proc.ownedByServerUser(child.pid())).isFalse();
    }

    @Test
    void aCommandNameWithSpacesAndParenthesesDoesNotShiftTheStartTime(@TempDir Path folder) throws Exception {
        Path oddName = Files.createSymbolicLink(folder.resolve("x) 1 2 (y"), Path.of("/bin/sleep"));
        long before = startTicksOfANewProcess();
        Process child = new ProcessBuilder(oddName.toString(), "60").start();
        try {
            long after = startTicksOfANewProcess();
            assertThat(Files.readString(Path.of("/proc/" + child.pid() + "/stat"))).contains("(x) 1 2 (y)");

            assertThat(proc.startTicks(child.pid()).orElseThrow()).isBetween(before, after);
        } finally {
            child.destroyForcibly().waitFor();
        }
    }

    @Test
    void theServerIsOfItsOwnUser() {
        assertThat(proc.ownedByServerUser(ProcessHandle.current().pid())).isTrue();
        assertThat(proc.processes()).anyMatch(process -> process.pid() == ProcessHandle.current().pid());
    }

    private long startTicksOfThisServer() {
        return proc.startTicks(ProcessHandle.current().pid()).orElseThrow();
    }

    private long startTicksOfANewProcess() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("sleep", "60").start();
        try {
            return proc.startTicks(process.pid()).orElseThrow();
        } finally {
            process.destroyForcibly().waitFor();
        }
    }
}
