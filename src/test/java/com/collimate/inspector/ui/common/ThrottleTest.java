package com.collimate.inspector.ui.common;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class ThrottleTest {
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();

    @AfterEach
    void tearDown() {
        timer.shutdownNow();
    }

    @Test
    void secondTaskWaitsForTheInterval() throws Exception {
        Throttle throttle = new Throttle(timer, Duration.ofMillis(200));
        AtomicLong first = new AtomicLong();
        AtomicLong second = new AtomicLong();
        CountDownLatch done = new CountDownLatch(1);
        throttle.submit(Runnable::run, () -> first.set(System.nanoTime()));
        assertThat(first.get()).as("the first task runs at once").isNotZero();
        throttle.submit(Runnable::run, () -> {
            second.set(System.nanoTime());
            done.countDown();
        });
        assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(second.get() - first.get()).isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(190));
    }

    @Test
    void noneRunsEverythingAtOnce() {
        int[] runs = new int[1];
        Throttle.NONE.submit(Runnable::run, () -> runs[0]++);
        Throttle.NONE.submit(Runnable::run, () -> runs[0]++);
        assertThat(runs[0]).isEqualTo(2);
    }
}
