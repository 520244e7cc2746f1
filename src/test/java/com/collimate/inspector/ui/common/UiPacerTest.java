package com.collimate.inspector.ui.common;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class UiPacerTest {
    /** Stands in for the FX thread: probes run only when the test says so. */
    private static final class ManualFx implements Executor {
        private final Queue<Runnable> queue = new ArrayDeque<>();

        @Override
        public synchronized void execute(Runnable task) {
            queue.add(task);
        }

        synchronized int pending() {
            return queue.size();
        }

        /** Runs the tasks queued so far (not those they lead to). */
        void runQueued() {
            Runnable[] queued;
            synchronized (this) {
                queued = queue.toArray(Runnable[]::new);
                queue.clear();
            }
            for (Runnable task : queued) {
                task.run();
            }
        }
    }

    @Test
    void goesOnAtOnceWhileTheProbeIsYoung() {
        ManualFx fx = new ManualFx();
        UiPacer pacer = new UiPacer(fx, Duration.ofMinutes(1), Duration.ofMinutes(1));

        pacer.pace();
        pacer.pace();
        pacer.pace();

        assertThat(fx.pending()).as("one probe at a time").isEqualTo(1);
        assertThat(pacer.waited()).isZero();
    }

    @Test
    void sendsTheNextProbeOnceTheFxThreadRanTheLastOne() {
        ManualFx fx = new ManualFx();
        UiPacer pacer = new UiPacer(fx, Duration.ZERO, Duration.ofMinutes(1));

        pacer.pace();
        fx.runQueued();
        pacer.pace();

        assertThat(fx.pending()).isEqualTo(1);
        assertThat(pacer.waited()).isZero();
    }

    @Test
    void waitsForALaggingFxThreadUntilItCatchesUp() throws InterruptedException {
        ManualFx fx = new ManualFx();
        UiPacer pacer = new UiPacer(fx, Duration.ZERO, Duration.ofMinutes(1));
        pacer.pace();

        Thread producer = new Thread(pacer::pace, "producer");
        producer.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (producer.getState() != Thread.State.TIMED_WAITING && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(producer.getState()).as("the producer waits while the probe has not run")
                .isEqualTo(Thread.State.TIMED_WAITING);

        fx.runQueued();

        producer.join(TimeUnit.SECONDS.toMillis(10));
        assertThat(producer.isAlive()).isFalse();
        assertThat(pacer.waited()).isPositive();
        assertThat(fx.pending()).as("and sends a new probe after it ran").isEqualTo(1);
    }

    @Test
    void aHungFxThreadHoldsTheProducerOnlyForTheLongestWait() {
        ManualFx fx = new ManualFx();
        UiPacer pacer = new UiPacer(fx, Duration.ZERO, Duration.ofMillis(50));
        pacer.pace();

        long start = System.nanoTime();
        pacer.pace();
        long waited = System.nanoTime() - start;

        assertThat(waited).isBetween(TimeUnit.MILLISECONDS.toNanos(50), TimeUnit.SECONDS.toNanos(5));
        assertThat(pacer.waited()).isGreaterThanOrEqualTo(Duration.ofMillis(50));
        assertThat(fx.pending()).as("no second probe while the first is still queued").isEqualTo(1);
    }
}
