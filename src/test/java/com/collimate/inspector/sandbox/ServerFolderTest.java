package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class ServerFolderTest {
    @TempDir
    Path temp;

    /** The ID of a process that ran and ended: no live process has it (short of a reuse within the test). */
    private static long deadPid() throws IOException, InterruptedException {
        Process ended = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-version").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(ended.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return ended.pid();
    }

    /** A folder as a server that was then killed left it: its lock file, an exec folder with the guest's files. */
    private Path leftBy(long pid) throws IOException {
        Path folder = Files.createDirectory(temp.resolve(ServerFolder.PREFIX + pid + "-1700000000000-42"));
        Files.createFile(folder.resolve(ServerFolder.LOCK_FILE));
        Path work = Files.createDirectories(folder.resolve("exec-1/work"));
        Files.writeString(work.resolve("main.py"), "print(1)");
        return folder;
    }

    @Test
    void theFolderOfADeadServerIsDeletedWhenTheNextOneStarts() throws IOException, InterruptedException {
        Path stale = leftBy(deadPid());

        try (ServerFolder folder = ServerFolder.create(temp)) {
            assertThat(stale).doesNotExist();
            assertThat(folder.root()).isDirectory();
        }
    }

    @Test
    void theFolderOfALiveServerInThisProcessIsKept() throws IOException {
        try (ServerFolder first = ServerFolder.create(temp); ExecFolder exec = first.newExecFolder()) {
            try (ServerFolder second = ServerFolder.create(temp)) {
                assertThat(exec.work()).isDirectory();
                assertThat(second.root()).isNotEqualTo(first.root());
            }
            assertThat(first.root()).as("closing another server's folder leaves this one's lock alone").isDirectory();
            try (ServerFolder third = ServerFolder.create(temp)) {
                assertThat(exec.work()).isDirectory();
            }
        }
    }

    @Test
    void aFolderWhoseLockAnotherProcessHoldsIsKeptEvenIfItsProcessIdIsNoLongerInUse()
            throws IOException, InterruptedException {
        // a server in another PID namespace (a container sharing the temp folder): its ID means nothing here
        Path foreign = leftBy(deadPid());
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), LockHolder.class.getName(),
                foreign.resolve(ServerFolder.LOCK_FILE).toString()).redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo(LockHolder.LOCKED);

            ServerFolder.create(temp).close();

            assertThat(foreign.resolve("exec-1/work/main.py")).exists();
        } finally {
            holder.destroyForcibly().waitFor();
        }

        ServerFolder.create(temp).close();

        assertThat(foreign).as("deleted once its holder is gone").doesNotExist();
    }

    @Test
    void aFolderThatCannotBeJudgedDoesNotStopTheSweep() throws IOException, InterruptedException {
        Path stale = leftBy(deadPid());
        for (int i = 0; i < 20; i++) { // the listing order is the file system's: one of them likely comes first
            Files.createDirectory(temp.resolve(ServerFolder.PREFIX + "9".repeat(30) + "-1-" + i));
        }

        ServerFolder.create(temp).close();

        assertThat(stale).doesNotExist();
    }

    @Test
    void deletingADeadServersFolderLeavesWhatItsLinksPointToAlone() throws IOException, InterruptedException {
        Path outside = Files.createDirectory(temp.resolve("outside"));
        Files.writeString(outside.resolve("keep.txt"), "keep");
        Path stale = leftBy(deadPid());
        Files.createSymbolicLink(stale.resolve("exec-1/work/link"), outside);
        Files.createSymbolicLink(stale.resolve("exec-1/work/file-link"), outside.resolve("keep.txt"));

        ServerFolder.create(temp).close();

        assertThat(stale).doesNotExist();
        assertThat(outside.resolve("keep.txt")).hasContent("keep");
    }

    @Test
    void aFolderWithoutItsLockFileIsKeptForItsServerIsStillStarting() throws IOException, InterruptedException {
        Path starting = leftBy(deadPid());
        Files.delete(starting.resolve(ServerFolder.LOCK_FILE));

        ServerFolder.create(temp).close();

        assertThat(starting).isDirectory();
    }

    @Test
    void closingDeletesTheFolderWithWhatItsExecsLeft() throws IOException {
        ServerFolder folder = ServerFolder.create(temp);
        ExecFolder exec = folder.newExecFolder();
        Files.writeString(exec.work().resolve("out.txt"), "left");

        folder.close();

        assertThat(folder.root()).doesNotExist();
    }
}
