package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.FileStamp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RecentRunsTest {
    private static final FileStamp STAMP = new FileStamp(7L, 100, FileTime.fromMillis(1));
    private static final int RECORD = 10;
    /** Room for three runs of {@link #RECORD} bytes. */
    private final RecentRuns recent = new RecentRuns(10, 3L * RECORD);

    @Test
    void keepsTheRunsLastUsedWithinItsBudget() {
        Run a = run("a");
        Run b = run("b");
        Run c = run("c");
        recent.keep(0, a, RECORD, STAMP);
        recent.keep(1, b, RECORD, STAMP);
        recent.keep(2, c, RECORD, STAMP);
        assertThat(recent.get(0, STAMP)).isSameAs(a); // now the last used

        recent.keep(3, run("d"), RECORD, STAMP);

        assertThat(recent.get(1, STAMP)).as("least recently used, dropped").isNull();
        assertThat(recent.get(0, STAMP)).isSameAs(a);
        assertThat(recent.get(2, STAMP)).isSameAs(c);
        assertThat(recent.get(3, STAMP)).isNotNull();
    }

    @Test
    void keepsNoMoreRunsThanItsCountHoweverSmall() {
        RecentRuns fewRuns = new RecentRuns(2, Long.MAX_VALUE);
        Run a = run("a");
        Run c = run("c");
        fewRuns.keep(0, a, 1, STAMP);
        fewRuns.keep(1, run("b"), 1, STAMP);
        fewRuns.get(0, STAMP);

        fewRuns.keep(2, c, 1, STAMP);

        assertThat(fewRuns.get(1, STAMP)).isNull();
        assertThat(fewRuns.get(0, STAMP)).isSameAs(a);
        assertThat(fewRuns.get(2, STAMP)).isSameAs(c);
    }

    @Test
    void aRunBiggerThanTheBudgetIsNotKeptAndDropsNothing() {
        Run a = run("a");
        recent.keep(0, a, RECORD, STAMP);

        recent.keep(1, run("huge"), 4 * RECORD, STAMP);

        assertThat(recent.get(1, STAMP)).isNull();
        assertThat(recent.get(0, STAMP)).isSameAs(a);
    }

    @Test
    void aRunKeptAgainReplacesItselfWithoutCountingTwice() {
        for (int i = 0; i < 10; i++) {
            recent.keep(0, run("a"), RECORD, STAMP);
        }
        Run b = run("b");
        Run c = run("c");
        recent.keep(1, b, RECORD, STAMP);
        recent.keep(2, c, RECORD, STAMP);

        assertThat(recent.get(0, STAMP)).isNotNull();
        assertThat(recent.get(1, STAMP)).isSameAs(b);
        assertThat(recent.get(2, STAMP)).isSameAs(c);
    }

    @Test
    void aFileThatChangedOrCannotBeLookedAtGetsNothingBack() {
        recent.keep(0, run("a"), RECORD, STAMP);
        recent.keep(1, run("b"), RECORD, null);

        assertThat(recent.get(0, new FileStamp(7L, 100, FileTime.fromMillis(2)))).isNull();
        assertThat(recent.get(0, STAMP)).as("forgotten once the file changed").isNull();
        assertThat(recent.get(1, STAMP)).isNull();
        recent.keep(2, run("c"), RECORD, STAMP);
        assertThat(recent.get(2, null)).isNull();
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
        Future<Run> first = onItsOwnThread(() -> recent.load(0, STAMP, slowRead));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();
        Future<Run> second = blockedOnItsOwnThread(() -> recent.load(0, STAMP, slowRead));
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
        Future<Run> first = onItsOwnThread(() -> recent.load(0, STAMP, failingRead));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();
        Future<Run> second = blockedOnItsOwnThread(() -> recent.load(0, STAMP, () -> {
            throw new AssertionError("a second read while the first was under way");
        }));
        finishRead.countDown();

        for (Future<Run> caller : List.of(first, second)) {
            assertThatThrownBy(() -> caller.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class)
                    .hasMessageContaining("no longer in the file");
        }
        Run b = run("b");
        assertThat(recent.load(0, STAMP, () -> b)).isSameAs(b);
    }

    @Test
    void aReadOfAnotherFileStateIsNotShared() throws Exception {
        Run before = run("before");
        Run after = run("after");
        FileStamp rewritten = new FileStamp(7L, 100, FileTime.fromMillis(2));
        recent.load(0, STAMP, () -> before);

        assertThat(recent.load(0, rewritten, () -> after)).isSameAs(after);
        assertThat(recent.load(1, null, () -> before)).isSameAs(before);
        assertThat(recent.get(1, STAMP)).as("nothing kept for a file that cannot be looked at").isNull();
    }

    @Test
    void aReadUnderWayForAnotherFileStateIsNotWaitedFor() throws Exception {
        CountDownLatch readStarted = new CountDownLatch(1);
        CountDownLatch finishRead = new CountDownLatch(1);
        Run before = run("before");
        Run after = run("after");
        Future<Run> first = onItsOwnThread(() -> recent.load(0, STAMP, () -> {
            readStarted.countDown();
            awaitInRead(finishRead);
            return before;
        }));
        assertThat(readStarted.await(10, TimeUnit.SECONDS)).isTrue();
        FileStamp rewritten = new FileStamp(7L, 100, FileTime.fromMillis(2));

        Future<Run> second = onItsOwnThread(() -> recent.load(0, rewritten, () -> after));
        assertThat(second.get(10, TimeUnit.SECONDS)).as("read from the rewritten file").isSameAs(after);
        finishRead.countDown();
        assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(before);
    }

    @Test
    void aRunWeighsWhatItsTextsTakeInMemory() {
        Run ascii = RunDecoder.decode("{\"run_id\":\"a\",\"stdout\":\"0123456789\"}"
                .getBytes(StandardCharsets.UTF_8), 1);
        Run oneEmoji = RunDecoder.decode("{\"run_id\":\"a\",\"stdout\":\"012345678\\ud83d\\ude00\"}"
                .getBytes(StandardCharsets.UTF_8), 1);

        assertThat(RecentRuns.heldBytes(ascii)).isEqualTo(ascii.rawJson().length() + 10);
        assertThat(RecentRuns.heldBytes(oneEmoji)).as("a string with a char past Latin-1 takes two bytes a char")
                .isEqualTo(oneEmoji.rawJson().length() + 2 * 11);
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
    private static Future<Run> blockedOnItsOwnThread(Callable<Run> call) {
        FutureTask<Run> task = new FutureTask<>(call);
        Thread thread = new Thread(task, "recent-runs-test");
        thread.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!Set.of(Thread.State.WAITING, Thread.State.TIMED_WAITING, Thread.State.TERMINATED)
                .contains(thread.getState())) {
            assertThat(System.nanoTime()).as("the thread to wait for the read").isLessThan(deadline);
            Thread.onSpinWait();
        }
        return task;
    }

    private static Run run(String key) {
        return RunDecoder.decode(("{\"run_id\":\"" + key + "\"}").getBytes(StandardCharsets.UTF_8), 1);
    }
}
