package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * A sandbox killed outright (SIGKILL: no shutdown hook runs) takes its guests with it, in every isolation. Linux only:
 * elsewhere there is no {@code setsid}, hence no watcher, and the guests of {@code none} outlive their server.
 */
@EnabledOnOs(OS.LINUX)
class ServerDeathTest {

    @TempDir
    Path temp;

    @ParameterizedTest
    @EnumSource(Isolation.class)
    void theGuestsOfAServerKilledWithSigkillEndWithIt(Isolation isolation) throws IOException, InterruptedException {
        String sleep = Await.uniqueSleepSeconds();
        Process server = killedServer(isolation, sleep);
        try {
            killWhileItsExecRuns(server, isolation, sleep);

            Await.until(Duration.ofSeconds(10), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                    "the guests are gone with their server");
        } finally {
            server.destroyForcibly();
            Await.processesWith("sleep " + sleep).forEach(ProcessHandle::destroyForcibly);
        }
    }

    @Test
    void theNextServerToStartDeletesTheFoldersOfAServerKilledWithSigkill() throws IOException, InterruptedException {
        String sleep = Await.uniqueSleepSeconds();
        Process server = killedServer(Isolation.NONE, sleep);
        try {
            killWhileItsExecRuns(server, Isolation.NONE, sleep);
            Await.until(Duration.ofSeconds(10), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                    "the guests are gone with their server");
            assertThat(sandboxFolders()).as("what the killed server could not delete").isNotEmpty();

            Process next = javaWithTemp(KilledServer.START_AND_STOP).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            assertThat(next.waitFor(60, TimeUnit.SECONDS)).as("the next server started and stopped").isTrue();
            assertThat(next.exitValue()).isZero();

            assertThat(sandboxFolders()).isEmpty();
        } finally {
            server.destroyForcibly();
            Await.processesWith("sleep " + sleep).forEach(ProcessHandle::destroyForcibly);
        }
    }

    private Process killedServer(Isolation isolation, String sleep) throws IOException {
        return javaWithTemp(isolation.label(), sleep)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    /** A {@link KilledServer} whose temp folder is this test's own, so that no other server's folders are in it. */
    private ProcessBuilder javaWithTemp(String... arguments) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + temp, "-cp", System.getProperty("java.class.path"), KilledServer.class.getName()));
        command.addAll(List.of(arguments));
        return new ProcessBuilder(command);
    }

    private static void killWhileItsExecRuns(Process server, Isolation isolation, String sleep)
            throws InterruptedException {
        Await.until(Duration.ofSeconds(60), () -> !server.isAlive()
                || Await.processesWith("sleep " + sleep).size() == 3, "the exec and its children are running");
        assumeThat(server.isAlive() || server.exitValue() != KilledServer.UNAVAILABLE)
                .as("%s is unavailable here", isolation).isTrue();
        assertThat(server.isAlive()).as("the server still runs its exec").isTrue();

        server.destroyForcibly().waitFor();
    }

    private List<Path> sandboxFolders() throws IOException {
        try (Stream<Path> entries = Files.list(temp)) {
            return entries.filter(entry -> entry.getFileName().toString().startsWith("collimate-sandbox-")).toList();
        }
    }
}
