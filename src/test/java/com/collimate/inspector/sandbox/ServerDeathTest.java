package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * A sandbox killed outright (SIGKILL: no shutdown hook runs) takes its guests with it, in every isolation. Linux only:
 * elsewhere there is no {@code setsid}, hence no watcher, and the guests of {@code none} outlive their server.
 */
@EnabledOnOs(OS.LINUX)
class ServerDeathTest {

    @ParameterizedTest
    @EnumSource(Isolation.class)
    void theGuestsOfAServerKilledWithSigkillEndWithIt(Isolation isolation) throws IOException, InterruptedException {
        String sleep = Await.uniqueSleepSeconds();
        Process server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), KilledServer.class.getName(), isolation.label(), sleep)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            Await.until(Duration.ofSeconds(60), () -> !server.isAlive()
                    || Await.processesWith("sleep " + sleep).size() == 2, "the exec and its child are running");
            assumeThat(server.isAlive() || server.exitValue() != KilledServer.UNAVAILABLE)
                    .as("%s is unavailable here", isolation).isTrue();
            assertThat(server.isAlive()).as("the server still runs its exec").isTrue();

            server.destroyForcibly().waitFor();

            Await.until(Duration.ofSeconds(10), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                    "the guests are gone with their server");
        } finally {
            server.destroyForcibly();
            Await.processesWith("sleep " + sleep).forEach(ProcessHandle::destroyForcibly);
        }
    }
}
