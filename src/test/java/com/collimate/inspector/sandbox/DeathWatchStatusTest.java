package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** A missing or ended watcher is said, in plain words, where the isolation is shown. */
class DeathWatchStatusTest {
    @TempDir
    Path temp;

    @Test
    void withoutSetsidTheRunnerSaysSo() {
        try (ProcessRunner runner = new ProcessRunner(false, Optional.empty())) {
            assertThat(runner.deathWatchProblem()).hasValue("setsid is not installed here");
        }
    }

    @Test
    void aWatcherThatCouldNotStartIsSaid() {
        try (ProcessRunner runner = new ProcessRunner(true, Optional.empty())) {
            assertThat(runner.deathWatchProblem()).hasValue("its watcher process could not start");
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aWatcherThatEndsIsSaidAndTold() {
        Path folder = temp.resolve("collimate-sandbox-status");
        AtomicInteger lost = new AtomicInteger();
        try (ProcessRunner runner = new ProcessRunner(true, ServerDeathWatch.start(folder))) {
            runner.whenDeathWatchLost(lost::incrementAndGet);
            assertThat(runner.deathWatchProblem()).isEmpty();

            watcherOf(folder).destroyForcibly();

            Await.until(Duration.ofSeconds(10), () -> lost.get() == 1, "the runner tells that its watcher ended");
            assertThat(runner.deathWatchProblem()).hasValue("its watcher process has ended");
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void closingTheRunnerEndsItsWatcherWithoutTellingOfALoss() {
        Path folder = temp.resolve("collimate-sandbox-closed");
        AtomicInteger lost = new AtomicInteger();
        ProcessRunner runner = new ProcessRunner(true, ServerDeathWatch.start(folder));
        runner.whenDeathWatchLost(lost::incrementAndGet);
        ProcessHandle watcher = watcherOf(folder);

        runner.close();

        Await.until(Duration.ofSeconds(10), () -> !watcher.isAlive(), "the watcher ends with its runner");
        assertThat(lost).hasValue(0);
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aNoneSandboxWhoseWatcherWasKilledSaysItsGuestsWouldOutliveItInItsStatusAndInfo() throws Exception {
        try (LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback().withIsolation(Isolation.NONE))) {
            List<String> told = new CopyOnWriteArrayList<>();
            sandbox.onIsolationStatusChange(told::add);
            SandboxClient client = new SandboxClient(sandbox);
            assertThat(sandbox.isolationStatus()).isEqualTo(Isolation.NONE.description());
            // HOME is the exec's work folder, in an exec folder in the server's folder
            Path home = Path.of(client.exec("sh", "echo $HOME", null).stdout().strip());

            watcherOf(home.getParent().getParent()).destroyForcibly();

            String expected = Isolation.NONE.description() + "; if this sandbox is killed outright (SIGKILL, out of"
                    + " memory), the code it runs keeps running: its watcher process has ended";
            Await.until(Duration.ofSeconds(10), () -> told.equals(List.of(expected)), "the sandbox tells it");
            assertThat(sandbox.isolationStatus()).isEqualTo(expected);
            assertThat(client.raw(client.get(SandboxHttpHandler.INFO_PATH, sandbox.token())).text("isolation_detail"))
                    .isEqualTo(expected);
        }
    }

    /**
     * The watcher started for {@code serverFolder}: a child of this JVM, the folder among its arguments (once the
     * child has started {@code setsid}: it may still be the JVM's spawn helper).
     */
    private static ProcessHandle watcherOf(Path serverFolder) {
        AtomicReference<List<ProcessHandle>> found = new AtomicReference<>();
        Await.until(Duration.ofSeconds(10), () -> found.updateAndGet(any -> watchersOf(serverFolder)).size() == 1,
                "the watcher runs");
        return found.get().get(0);
    }

    private static List<ProcessHandle> watchersOf(Path serverFolder) {
        return ProcessHandle.current().children()
                .filter(child -> child.info().arguments().map(List::of).orElse(List.of())
                        .contains(serverFolder.toString()))
                .toList();
    }
}
