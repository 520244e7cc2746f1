package com.collimate.inspector.ui.common;

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
        List<Throwable> handled = new CopyOnWriteArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task);
            thread.setUncaughtExceptionHandler((t, e) -> handled.add(e));
            return thread;
        });
        try {
            SerialExecutor serial = new SerialExecutor(pool);
            IllegalStateException bug = new IllegalStateException("a bug in a query");
            serial.execute(() -> {
                throw bug;
            });
            serial.execute(done::countDown);

            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(handled).containsExactly(bug);
            assertThat(handled.get(0).getStackTrace()).isNotEmpty();
        } finally {
            pool.shutdownNow();
        }
    }
}
