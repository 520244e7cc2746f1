package com.collimate.inspector.ui.common;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

class SerialExecutorTest {
    /** What the threads of {@link #reporting} handed to their uncaught-exception handler. */
    private final List<Throwable> handled = new CopyOnWriteArrayList<>();
    private final CountDownLatch firstHandled = new CountDownLatch(1);
    private final ExecutorService reporting = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task);
        thread.setUncaughtExceptionHandler((t, e) -> {
            handled.add(e);
            firstHandled.countDown();
        });
        return thread;
    });
    private final SerialExecutor serial = new SerialExecutor(reporting);

    @AfterEach
    void stop() {
        reporting.shutdownNow();
    }

    @Test
    void runsTasksOneAtATimeInOrder() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            SerialExecutor serial = new SerialExecutor(pool);
            List<Integer> order = new CopyOnWriteArrayList<>();
            AtomicInteger running = new AtomicInteger();
            AtomicInteger maxRunning = new AtomicInteger();
            CountDownLatch done = new CountDownLatch(200);
            for (int i = 0; i < 200; i++) {
                int n = i;
                serial.execute(() -> {
                    maxRunning.accumulateAndGet(running.incrementAndGet(), Math::max);
                    order.add(n);
                    running.decrementAndGet();
                    done.countDown();
                });
            }
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(maxRunning.get()).isEqualTo(1);
            assertThat(order).isSorted().hasSize(200);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aFailingTaskGoesWithItsTraceToTheThreadsHandlerAndTheNextTasksStillRun() throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        IllegalStateException bug = new IllegalStateException("a bug in a query");
        serial.execute(() -> {
            throw bug;
        });
        serial.execute(done::countDown);

        assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(handled).containsExactly(bug);
        assertThat(handled.get(0).getStackTrace()).isNotEmpty();
    }

    /**
     * An Error (a StackOverflowError in a sort, an OutOfMemoryError copying 100,000 keys) is reported once and does
     * not stop the executor: the task queued behind it and those submitted after it still run (else Copy, filtering
     * and sorting would stop for good).
     */
    @Test
    void anErrorIsReportedAndTheTasksQueuedBehindItAndAfterItStillRun() throws Exception {
        StackOverflowError error = new StackOverflowError("a sort that recursed too deep");
        CountDownLatch queued = new CountDownLatch(1);
        CountDownLatch behind = new CountDownLatch(1);
        serial.execute(() -> {
            awaitQuietly(queued);
            throw error;
        });
        serial.execute(behind::countDown);
        queued.countDown();
        assertThat(behind.await(10, TimeUnit.SECONDS)).as("the task queued behind the Error ran").isTrue();

        CountDownLatch after = new CountDownLatch(1);
        serial.execute(after::countDown);
        assertThat(after.await(10, TimeUnit.SECONDS)).as("a task submitted after the Error ran").isTrue();
        assertThat(firstHandled.await(10, TimeUnit.SECONDS)).isTrue(); // the dying thread reports it last
        assertThat(handled).containsExactly(error);
    }

    /** An Error from the last task queued leaves the executor idle, so the next task starts it again. */
    @Test
    void anErrorFromTheLastTaskLeavesTheExecutorReadyForTheNext() throws Exception {
        AssertionError error = new AssertionError("a broken invariant");
        serial.execute(() -> {
            throw error;
        });
        assertThat(firstHandled.await(10, TimeUnit.SECONDS)).isTrue();

        CountDownLatch next = new CountDownLatch(1);
        serial.execute(next::countDown);
        assertThat(next.await(10, TimeUnit.SECONDS)).as("the next task ran").isTrue();
        assertThat(handled).containsExactly(error);
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            assertThat(latch.await(10, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
