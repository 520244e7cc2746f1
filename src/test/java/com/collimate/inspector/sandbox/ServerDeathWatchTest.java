package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;

/** Linux only: the watcher runs where {@code setsid} is installed (no macOS or Windows). */
@EnabledOnOs(OS.LINUX)
class ServerDeathWatchTest {
    private final ProcFileSystem proc = new ProcFileSystem();

    /** The folder of a server's exec folders, with a dot: a regular expression must not take it for any character. */
    @TempDir
    Path temp;

    private Path serverFolder() {
        return temp.resolve("collimate-sandbox-1.2-x");
    }

    /** A process leading a group of its own, as a guest started through setsid; returned once it leads it. */
    private static Process groupLeader() throws IOException {
        Process leader = new ProcessBuilder("setsid", "sleep", Await.uniqueSleepSeconds()).start();
        Await.until(Duration.ofSeconds(5), () -> leadsItsGroup(leader.pid()), "setsid made the group");
        return leader;
    }

    private static boolean leadsItsGroup(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
            return stat.substring(stat.lastIndexOf(')') + 2).split(" ")[2].equals(Long.toString(pid));
        } catch (IOException e) {
            return false;
        }
    }

    private ServerDeathWatch startWatch() {
        return ServerDeathWatch.start(serverFolder()).orElseThrow();
    }

    private void watch(ServerDeathWatch watch, Process leader) {
        watch.watch(leader.pid(), proc.startTicks(leader.pid()));
    }

    @Test
    void whenItsInputEndsItKillsTheGroupsStillWatchedAndNotTheForgottenOnes() throws IOException {
        Process first = groupLeader();
        Process forgotten = groupLeader();
        Process last = groupLeader();
        try {
            ServerDeathWatch watch = startWatch();
            watch(watch, first);
            watch(watch, forgotten);
            watch(watch, last);
            watch.forget(forgotten.pid(), proc.startTicks(forgotten.pid()));
            watch.forget(12345678, OptionalLong.of(1)); // never watched

            watch.close();

            // the watcher kills in the order it was told: once the last is gone, the forgotten one would be too
            Await.until(Duration.ofSeconds(10), () -> !first.isAlive() && !last.isAlive(), "the watched groups end");
            assertThat(forgotten.isAlive()).isTrue();
        } finally {
            first.destroyForcibly();
            forgotten.destroyForcibly();
            last.destroyForcibly();
        }
    }

    @Test
    void aGroupWatchedTwiceIsStillKilledWhenForgottenOnce() throws IOException {
        Process reused = groupLeader();
        try {
            ServerDeathWatch watch = startWatch();
            // a new guest got the ID of one that ended, before the server told the watcher of that end
            long earlier = proc.startTicks(reused.pid()).orElseThrow() - 1;
            watch.watch(reused.pid(), OptionalLong.of(earlier));
            watch(watch, reused);
            watch.forget(reused.pid(), OptionalLong.of(earlier));

            watch.close();

            Await.until(Duration.ofSeconds(10), () -> !reused.isAlive(), "the new guest's group ends");
        } finally {
            reused.destroyForcibly();
        }
    }

    @Test
    void aGroupWhoseIdNowBelongsToAProcessStartedLaterIsSpared() throws IOException {
        Process unrelated = groupLeader();
        Process alsoUnrelated = groupLeader();
        Process marker = groupLeader();
        try {
            ServerDeathWatch watch = startWatch();
            // the guest that led the group ended and its ID went to an unrelated group leader before "-" was sent
            watch.watch(unrelated.pid(), OptionalLong.of(proc.startTicks(unrelated.pid()).orElseThrow() - 1));
            // a guest gone before the server could read its start: a live process with its ID came later
            watch.watch(alsoUnrelated.pid(), OptionalLong.empty());
            watch(watch, marker);

            watch.close();

            Await.until(Duration.ofSeconds(10), () -> !marker.isAlive(), "the watcher has done its work");
            assertThat(unrelated.isAlive()).isTrue();
            assertThat(alsoUnrelated.isAlive()).isTrue();
        } finally {
            List.of(unrelated, alsoUnrelated, marker).forEach(Process::destroyForcibly);
        }
    }

    @Test
    void aGroupWhoseLeaderEndedIsKilledForWhatItLeftBehind() throws IOException, InterruptedException {
        String sleep = Await.uniqueSleepSeconds();
        Process leader = new ProcessBuilder("setsid", "sh", "-c", "sleep " + sleep + " >/dev/null 2>&1 & echo started")
                .start();
        try {
            assertThat(new String(leader.getInputStream().readNBytes(8))).isEqualTo("started\n");
            OptionalLong start = proc.startTicks(leader.pid());
            ServerDeathWatch watch = startWatch();
            watch.watch(leader.pid(), start);
            leader.waitFor();
            assertThat(Await.processesWith("sleep " + sleep)).hasSize(1);

            watch.close();

            Await.until(Duration.ofSeconds(10), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                    "the leader's orphan ends");
        } finally {
            Await.processesWith("sleep " + sleep).forEach(ProcessHandle::destroyForcibly);
        }
    }

    @Test
    void itKillsTheProcessesWhoseHomeOrTempIsInTheServersFolderWhetherItWasToldOfThemOrNot() throws IOException {
        String sleep = Await.uniqueSleepSeconds();
        // each left its group (setsid) and the watcher never heard of it: started as the server was killed
        Process home = marked("HOME", serverFolder().resolve("exec-1/work"), sleep);
        Process tmp = marked("TMPDIR", serverFolder().resolve("exec-2/tmp"), sleep);
        Process otherServers = marked("HOME", temp.resolve("collimate-sandbox-1x2-x/exec-1/work"), sleep);
        Process notHome = marked("OLDHOME", serverFolder().resolve("exec-1/work"), sleep);
        Process marker = groupLeader();
        try {
            ServerDeathWatch watch = startWatch();
            watch(watch, marker);

            watch.close();

            Await.until(Duration.ofSeconds(10), () -> !home.isAlive() && !tmp.isAlive() && !marker.isAlive(),
                    "the server's guests end");
            assertThat(otherServers.isAlive()).as("a guest of another server").isTrue();
            assertThat(notHome.isAlive()).isTrue();
        } finally {
            List.of(home, tmp, otherServers, notHome, marker).forEach(Process::destroyForcibly);
        }
    }

    private static Process marked(String variable, Path folder, String sleep) throws IOException {
        ProcessBuilder builder = new ProcessBuilder("setsid", "sleep", sleep);
        builder.environment().put(variable, folder.toString());
        return builder.start();
    }
}
