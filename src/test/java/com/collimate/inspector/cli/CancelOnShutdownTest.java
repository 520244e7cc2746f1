package com.collimate.inspector.cli;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class CancelOnShutdownTest {
    private final Cancellation cancellation = new Cancellation();
    private final List<String> said = new CopyOnWriteArrayList<>();

    @Test
    void aShutdownCancelsTheCheckAndWaitsUntilItHasStopped() throws Exception {
        CancelOnShutdown hook = new CancelOnShutdown(cancellation, Duration.ofSeconds(60), said::add);
        Thread shutdown = new Thread(hook);
        shutdown.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (shutdown.getState() != Thread.State.TIMED_WAITING && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }

        assertThat(shutdown.getState()).as("waiting for the check").isEqualTo(Thread.State.TIMED_WAITING);
        assertThat(cancellation.isCancelled()).isTrue();
        hook.stopped();
        shutdown.join(10_000);

        assertThat(shutdown.isAlive()).as("released at once, long before the grace").isFalse();
        assertThat(said).isEmpty();
    }

    @Test
    void aCheckThatDoesNotStopWithinTheGraceIsLeftSayingSo() {
        CancelOnShutdown hook = new CancelOnShutdown(cancellation, Duration.ofSeconds(1), said::add);

        hook.run();

        assertThat(cancellation.isCancelled()).isTrue();
        assertThat(said).containsExactly("did not stop within 1 s of the interrupt");
    }
}
