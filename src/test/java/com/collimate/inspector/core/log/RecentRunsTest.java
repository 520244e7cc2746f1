package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.FileStamp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.ClosedByInterruptException;
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
        HeldRead read = HeldRead.giving(run("a"));
        Future<Run> first = read.startedBy(recent, STAMP);
        Future<Run> second = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), read)).result();
        read.release();

        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(read.run);
        assertThat(second.get(10, TimeUnit.SECONDS)).isSameAs(read.run);
        assertThat(read.reads).hasValue(1);
    }

    @Test
    void aFailedReadFailsEveryCallerWaitingForItAndTheNextCallReadsAgain() throws Exception {
        HeldRead read = HeldRead.failing();
        Future<Run> first = read.startedBy(recent, STAMP);
        Future<Run> second = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), RecentRunsTest::noSecondRead))
                .result();
        read.release();

        for (Future<Run> caller : List.of(first, second)) {
            assertThatThrownBy(() -> caller.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class)
                    .hasMessageContaining("no longer in the file");
        }
        Run b = run("b");
        assertThat(recent.load(0, in(STAMP), () -> b)).isSameAs(b);
    }

    /** A cancelled task's read fails for its own interrupt alone: who waited for it reads the run for itself. */
    @Test
    void aWaiterReadsForItselfWhenTheSharedReadFailsForItsReadersInterrupt() throws Exception {
        HeldRead read = HeldRead.failingWith(new ClosedByInterruptException());
        Future<Run> cancelled = read.startedBy(recent, STAMP);
        Run b = run("b");
        Future<Run> waiter = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), () -> b)).result();
        read.release();

        assertThatThrownBy(() -> cancelled.get(10, TimeUnit.SECONDS))
                .hasCauseInstanceOf(ClosedByInterruptException.class);
        assertThat(waiter.get(10, TimeUnit.SECONDS)).isSameAs(b);
    }

    @Test
    void aReadUnderWayForAnotherFileStateIsNotWaitedFor() throws Exception {
        HeldRead before = HeldRead.giving(run("before"));
        Future<Run> first = before.startedBy(recent, STAMP);
        Run after = run("after");

        Future<Run> second = onItsOwnThread(() -> recent.load(0, in(REWRITTEN), () -> after));
        assertThat(second.get(10, TimeUnit.SECONDS)).as("read from the rewritten file").isSameAs(after);
        before.release();
        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(before.run);
    }

    @Test
    void aReadOfAnOlderFileStateFinishingLastDisplacesNothing() throws Exception {
        HeldRead before = HeldRead.giving(run("before"));
        Future<Run> older = before.startedBy(recent, STAMP);
        Run after = run("after");
        assertThat(recent.load(0, in(REWRITTEN), () -> after)).isSameAs(after);

        before.release();
        assertThat(older.get(10, TimeUnit.SECONDS)).isSameAs(before.run);

        assertThat(recent.load(0, in(REWRITTEN), RecentRunsTest::noSecondRead)).isSameAs(after);
    }

    @Test
    void aReadUnderWayWhenTheLogClosesReachesItsWaitersButIsNotKept() throws Exception {
        HeldRead read = HeldRead.giving(run("a"));
        Future<Run> first = read.startedBy(recent, STAMP);
        Future<Run> waiting = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), RecentRunsTest::noSecondRead))
                .result();

        recent.close();
        read.release();

        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(read.run);
        assertThat(waiting.get(10, TimeUnit.SECONDS)).isSameAs(read.run);
        synchronized (recent) {
            assertThat(kept.get(0)).as("nothing kept once closed").isNull();
        }
    }

    @Test
    void aCallAfterTheLogClosedReadsForItselfAndKeepsNothing() throws Exception {
        HeldRead read = HeldRead.giving(run("a"));
        Future<Run> first = read.startedBy(recent, STAMP);

        recent.close();
        Run readAfterClose = run("read after close");
        Future<Run> afterClose = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), () -> readAfterClose))
                .result();
        read.release();

        assertThat(afterClose.get(10, TimeUnit.SECONDS)).as("not the read under way").isSameAs(readAfterClose);
        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(read.run);
        Run again = run("read again");
        assertThat(recent.load(0, in(STAMP), () -> again)).isSameAs(again);
    }

    @Test
    void anInterruptedWaiterStopsWaitingAndTheReadGoesOnForTheOthers() throws Exception {
        HeldRead read = HeldRead.giving(run("a"));
        Future<Run> first = read.startedBy(recent, STAMP);
        AtomicBoolean stillInterrupted = new AtomicBoolean();
        Caller cancelled = blockedOnItsOwnThread(() -> {
            try {
                return recent.load(0, in(STAMP), read);
            } finally {
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            }
        });
        Future<Run> other = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), read)).result();

        cancelled.thread().interrupt();

        assertThatThrownBy(() -> cancelled.result().get(10, TimeUnit.SECONDS))
                .hasCauseInstanceOf(InterruptedIOException.class);
        assertThat(stillInterrupted).as("the interrupt is not swallowed").isTrue();
        read.release();
        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(read.run);
        assertThat(other.get(10, TimeUnit.SECONDS)).isSameAs(read.run);
        assertThat(read.reads).hasValue(1);
        assertThat(recent.load(0, in(STAMP), RecentRunsTest::noSecondRead)).isSameAs(read.run);
    }

    /**
     * The failed reader lets go of its read only after its waiters have the failure; a call in between must not be
     * handed that failure as if it had asked while the read was under way. The test holds RecentRuns' lock (it
     * synchronizes on itself) to hold the failed reader in between.
     */
    @Test
    void aCallMadeOnceASharedReadFailedReadsAgainEvenBeforeTheFailedReaderLetsGo() throws Exception {
        HeldRead read = HeldRead.failing();
        Future<Run> first = read.startedBy(recent, STAMP);
        Future<Run> waiting = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), RecentRunsTest::noSecondRead))
                .result();
        Run b = run("b");

        synchronized (recent) {
            read.release();
            assertThatThrownBy(() -> waiting.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class);

            assertThat(recent.load(0, in(STAMP), () -> b)).isSameAs(b);
        }
        assertThatThrownBy(() -> first.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class);
    }

    /**
     * Waiters have their run before the reader keeps it, so that nothing going wrong in the keeping (say, no memory
     * left for it) leaves them waiting for ever. The test holds RecentRuns' lock to hold the reader before it keeps.
     */
    @Test
    void aWaiterHasTheRunOnceItIsReadEvenBeforeTheReaderKeepsIt() throws Exception {
        HeldRead read = HeldRead.giving(run("a"));
        Future<Run> first = read.startedBy(recent, STAMP);
        Future<Run> waiting = blockedOnItsOwnThread(() -> recent.load(0, in(STAMP), RecentRunsTest::noSecondRead))
                .result();

        synchronized (recent) {
            read.release();
            assertThat(waiting.get(10, TimeUnit.SECONDS)).isSameAs(read.run);
            assertThat(recent.load(0, in(STAMP), RecentRunsTest::noSecondRead)).as("still shared").isSameAs(read.run);
        }
        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(read.run);
        assertThat(recent.load(0, in(STAMP), RecentRunsTest::noSecondRead)).as("kept").isSameAs(read.run);
    }

    /** A read of run 0 that holds until released, then gives its run or (with none) fails; it counts its reads. */
    private static final class HeldRead implements RecentRuns.Reader {
        final Run run;
        private final IOException failure;
        final AtomicInteger reads = new AtomicInteger();
        private final CountDownLatch started = new CountDownLatch(1);
        private final CountDownLatch released = new CountDownLatch(1);

        private HeldRead(Run run, IOException failure) {
            this.run = run;
            this.failure = failure;
        }

        static HeldRead giving(Run run) {
            return new HeldRead(run, null);
        }

        static HeldRead failing() {
            return failingWith(new IOException("run 1 is no longer in the file"));
        }

        static HeldRead failingWith(IOException failure) {
            return new HeldRead(null, failure);
        }

        /** Starts a load of run 0 that reads with this on its own thread; returns once the read began. */
        Future<Run> startedBy(RecentRuns recent, FileStamp state) throws InterruptedException {
            Future<Run> load = onItsOwnThread(() -> recent.load(0, in(state), this));
            assertThat(started.await(10, TimeUnit.SECONDS)).as("the read to begin").isTrue();
            return load;
        }

        void release() {
            released.countDown();
        }

        @Override
        public Run read() throws IOException {
            reads.incrementAndGet();
            started.countDown();
            try {
                assertThat(released.await(10, TimeUnit.SECONDS)).isTrue();
            } catch (InterruptedException e) {
                throw new InterruptedIOException("the test's read was interrupted");
            }
            if (run == null) {
                throw failure;
            }
            return run;
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

    private static Supplier<Optional<FileStamp>> in(FileStamp state) {
        return () -> Optional.of(state);
    }

    private static Run noSecondRead() {
        throw new AssertionError("read again");
    }

    private static Run run(String key) {
        return KeptRunsTest.run(key);
    }

    private record Caller(Thread thread, Future<Run> result) {
    }
}
