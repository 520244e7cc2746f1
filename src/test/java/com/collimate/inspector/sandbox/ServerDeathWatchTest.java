package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

import java.io.IOException;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** Linux only: the watcher runs where {@code setsid} is installed (no macOS or Windows). */
@EnabledOnOs(OS.LINUX)
class ServerDeathWatchTest {

    /** A process leading a group of its own, as a guest started through setsid. */
    private static Process groupLeader(String sleep) throws IOException {
        return new ProcessBuilder("setsid", "sleep", sleep).start();
    }

    @Test
    void whenItsInputEndsItKillsTheGroupsStillWatchedAndNotTheForgottenOnes() throws IOException {
        Process first = groupLeader(Await.uniqueSleepSeconds());
        Process forgotten = groupLeader(Await.uniqueSleepSeconds());
        Process last = groupLeader(Await.uniqueSleepSeconds());
        try {
            ServerDeathWatch watch = ServerDeathWatch.start().orElseThrow();
            watch.watch(first.pid());
            watch.watch(forgotten.pid());
            watch.watch(last.pid());
            watch.forget(forgotten.pid());
            watch.forget(12345678); // never watched

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
        Process reused = groupLeader(Await.uniqueSleepSeconds());
        try {
            ServerDeathWatch watch = ServerDeathWatch.start().orElseThrow();
            // a new guest got the ID of one that ended, before the server told the watcher of that end
            watch.watch(reused.pid());
            watch.watch(reused.pid());
            watch.forget(reused.pid());

            watch.close();

            Await.until(Duration.ofSeconds(10), () -> !reused.isAlive(), "the new guest's group ends");
        } finally {
            reused.destroyForcibly();
        }
    }
}
