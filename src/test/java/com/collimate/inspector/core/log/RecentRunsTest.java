package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.FileStamp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RecentRunsTest {
    private static final FileStamp STAMP = new FileStamp(7L, 100, FileTime.fromMillis(1));
    private static final FileStamp REWRITTEN = new FileStamp(7L, 100, FileTime.fromMillis(2));
    private final KeptRuns kept = new KeptRuns(10, 1 << 20);
    private final RecentRuns recent = new RecentRuns(kept);

    @Test
    void aRunReadIsGivenBackWhileTheFileIsAsItWasAndReadAgainOnceItChanged() throws Exception {
        Run a = run("a");
        Run b = run("b");
        Run again = run("a again");
        recent.load(0, in(STAMP), () -> a);
        recent.load(1, in(STAMP), () -> b);

        assertThat(recent.load(0, in(STAMP), RecentRunsTest::noSecondRead)).isSameAs(a);
        assertThat(recent.load(1, in(STAMP), RecentRunsTest::noSecondRead)).isSameAs(b);
        assertThat(recent.load(0, in(REWRITTEN), () -> again)).isSameAs(again);
        assertThat(recent.load(0, in(REWRITTEN), RecentRunsTest::noSecondRead)).isSameAs(again);
    }

    @Test
    void aFileThatCannotBeLookedAtGetsNothingBackAndKeepsNothing() throws Exception {
        Run a = run("a");
        Run b = run("b");
        recent.load(0, in(STAMP), () -> a);

        assertThat(recent.load(0, Optional::empty, () -> b)).isSameAs(b);
        assertThat(recent.load(0, Optional::empty, () -> a)).isSameAs(a);
    }

    @Test
    void aRunAskedForWhileItIsBeingReadIsReadOnce() throws Exception {
        CountDownLatch readStarted = new CountDownLatch(1);
        CountDownLatch finishRead = new CountDownLatch(1);
        AtomicInteger reads = new AtomicInteger();
        Run a = run("a");
        RecentRuns.Reader slowRead = () -> {
            reads.incrementAndGet();
            readStarted.countDown();
            awaitInRead(finishRead);
            return a;
        };
        Future<Run> first = onItsOwnThread(() -> recent.load(0, in(STAMP), slowRead));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();
        Future<Run> second = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), slowRead)).result();
        finishRead.countDown();

        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(a);
        assertThat(second.get(10, TimeUnit.SECONDS)).isSameAs(a);
        assertThat(reads).hasValue(1);
    }

    @Test
    void aFailedReadFailsEveryCallerWaitingForItAndTheNextCallReadsAgain() throws Exception {
        CountDownLatch readStarted = new CountDownLatch(1);
        CountDownLatch finishRead = new CountDownLatch(1);
        RecentRuns.Reader failingRead = () -> {
            readStarted.countDown();
            awaitInRead(finishRead);
            throw new IOException("run 1 is no longer in the file");
        };
        Future<Run> first = onItsOwnThread(() -> recent.load(0, in(STAMP), failingRead));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();
        Future<Run> second = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), RecentRunsTest::noSecondRead))
                .result();
        finishRead.countDown();

        for (Future<Run> caller : List.of(first, second)) {
            assertThatThrownBy(() -> caller.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class)
                    .hasMessageContaining("no longer in the file");
        }
        Run b = run("b");
        assertThat(recent.load(0, in(STAMP), () -> b)).isSameAs(b);
    }

    @Test
    void aReadUnderWayForAnotherFileStateIsNotWaitedFor() throws Exception {
        CountDownLatch readStarted = new CountDownLatch(1);
        CountDownLatch finishRead = new CountDownLatch(1);
        Run before = run("before");
        Run after = run("after");
        Future<Run> first = onItsOwnThread(() -> recent.load(0, in(STAMP), () -> {
            readStarted.countDown();
            awaitInRead(finishRead);
            return before;
        }));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();

        Future<Run> second = onItsOwnThread(() -> recent.load(0, in(REWRITTEN), () -> after));
        assertThat(second.get(10, TimeUnit.SECONDS)).as("read from the rewritten file").isSameAs(after);
        finishRead.countDown();
        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(before);
    }

    @Test
    void aReadOfAnOlderFileStateFinishingLastDisplacesNothing() throws Exception {
        CountDownLatch readStarted = new CountDownLatch(1);
        CountDownLatch finishRead = new CountDownLatch(1);
        Run before = run("before");
        Run after = run("after");
        Future<Run> older = onItsOwnThread(() -> recent.load(0, in(STAMP), () -> {
            readStarted.countDown();
            awaitInRead(finishRead);
            return before;
        }));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(recent.load(0, in(REWRITTEN), () -> after)).isSameAs(after);

        finishRead.countDown();
        assertThat(older.get(10, TimeUnit.SECONDS)).isSameAs(before);

        assertThat(recent.load(0, in(REWRITTEN), RecentRunsTest::noSecondRead)).isSameAs(after);
    }

    @Test
    void aReadUnderWayWhenTheLogClosesReachesItsWaitersButIsNotKept() throws Exception {
        CountDownLatch readStarted = new CountDownLatch(1);
        CountDownLatch finishRead = new CountDownLatch(1);
        Run a = run("a");
        Future<Run> first = onItsOwnThread(() -> recent.load(0, in(STAMP), () -> {
            readStarted.countDown();
            awaitInRead(finishRead);
            return a;
        }));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();
        Future<Run> waiting = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), RecentRunsTest::noSecondRead))
                .result();

        recent.close();
        finishRead.countDown();

        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(a);
        assertThat(waiting.get(10, TimeUnit.SECONDS)).isSameAs(a);
        synchronized (recent) {
            assertThat(kept.get(0)).as("nothing kept once closed").isNull();
        }
    }

    @Test
    void aCallAfterTheLogClosedReadsForItselfAndKeepsNothing() throws Exception {
        CountDownLatch readStarted = new CountDownLatch(1);
        CountDownLatch finishRead = new CountDownLatch(1);
        Run a = run("a");
        Future<Run> first = onItsOwnThread(() -> recent.load(0, in(STAMP), () -> {
            readStarted.countDown();
            awaitInRead(finishRead);
            return a;
        }));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();

        recent.close();
        Run readAfterClose = run("read after close");
        Future<Run> afterClose = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), () -> readAfterClose))
                .result();
        finishRead.countDown();

        assertThat(afterClose.get(10, TimeUnit.SECONDS)).as("not the read under way").isSameAs(readAfterClose);
        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(a);
        Run again = run("read again");
        assertThat(recent.load(0, in(STAMP), () -> again)).isSameAs(again);
    }

    @Test
    void anInterruptedWaiterStopsWaitingAndTheReadGoesOnForTheOthers() throws Exception {
        CountDownLatch readStarted = new CountDownLatch(1);
        CountDownLatch finishRead = new CountDownLatch(1);
        AtomicInteger reads = new AtomicInteger();
        Run a = run("a");
        RecentRuns.Reader slowRead = () -> {
            reads.incrementAndGet();
            readStarted.countDown();
            awaitInRead(finishRead);
            return a;
        };
        Future<Run> first = onItsOwnThread(() -> recent.load(0, in(STAMP), slowRead));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();
        AtomicBoolean stillInterrupted = new AtomicBoolean();
        Caller cancelled = blockedOnItsOwnThread(() -> {
            try {
                return recent.load(0, in(STAMP), slowRead);
            } finally {
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            }
        });
        Future<Run> other = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), slowRead)).result();

        cancelled.thread().interrupt();

        assertThatThrownBy(() -> cancelled.result().get(10, TimeUnit.SECONDS))
                .hasCauseInstanceOf(InterruptedIOException.class);
        assertThat(stillInterrupted).as("the interrupt is not swallowed").isTrue();
        finishRead.countDown();
        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(a);
        assertThat(other.get(10, TimeUnit.SECONDS)).isSameAs(a);
        assertThat(reads).hasValue(1);
        assertThat(recent.load(0, in(STAMP), RecentRunsTest::noSecondRead)).isSameAs(a);
    }

    /**
     * The failed reader lets go of its read only after its waiters have the failure; a call in between must not be
     * handed that failure as if it had asked while the read was under way. The test holds RecentRuns' lock (it
     * synchronizes on itself) to hold the failed reader in between.
     */
    @Test
    void aCallMadeOnceASharedReadFailedReadsAgainEvenBeforeTheFailedReaderLetsGo() throws Exception {
        CountDownLatch readStarted = new CountDownLatch(1);
        CountDownLatch finishRead = new CountDownLatch(1);
        Future<Run> first = onItsOwnThread(() -> recent.load(0, in(STAMP), () -> {
            readStarted.countDown();
            awaitInRead(finishRead);
            throw new IOException("run 1 is no longer in the file");
        }));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();
        Future<Run> waiting = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), RecentRunsTest::noSecondRead))
                .result();
        Run b = run("b");

        synchronized (recent) {
            finishRead.countDown();
            assertThatThrownBy(() -> waiting.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class);

            assertThat(recent.load(0, in(STAMP), () -> b)).isSameAs(b);
        }
        assertThatThrownBy(() -> first.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class);
    }

    private static void awaitInRead(CountDownLatch latch) throws IOException {
        try {
            assertThat(latch.await(10, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            throw new InterruptedIOException("the test's read was interrupted");
        }
    }

    private static Future<Run> onItsOwnThread(Callable<Run> call) {
        FutureTask<Run> task = new FutureTask<>(call);
        new Thread(task, "recent-runs-test").start();
        return task;
    }

    /** Runs {@code call} on a new thread and returns once that thread waits for something (or has ended). */
    private static Caller blockedOnItsOwnThread(Callable<Run> call) {
        FutureTask<Run> task = new FutureTask<>(call);
        Thread thread = new Thread(task, "recent-runs-test");
        thread.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!Set.of(Thread.State.WAITING, Thread.State.TIMED_WAITING, Thread.State.TERMINATED)
                .contains(thread.getState())) {
            assertThat(System.nanoTime()).as("the thread to wait for the read").isLessThan(deadline);
            Thread.onSpinWait();
        }
        return new Caller(thread, task);
    }

    private static Run noSecondRead() {
        throw new AssertionError("read again");
    }

    private record Caller(Thread thread, Future<Run> result) {
    }

    private static Supplier<Optional<FileStamp>> in(FileStamp state) {
        return () -> Optional.of(state);
    }

    private static Run run(String key) {
        return KeptRunsTest.run(key);
    }
}
