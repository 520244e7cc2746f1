package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class AdmissionTest {

    @Test
    void fullQueueRefusesAtOnceWith429() throws Exception {
        Admission admission = new Admission(1, 0, Duration.ofSeconds(5));
        Admission.Slot held = admission.enter();

        HttpProblem refused = catchThrowableOfType(HttpProblem.class, admission::enter);

        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.headers()).containsEntry("Retry-After", "1");
        held.close();
        admission.enter().close();
    }

    @Test
    void retryAfterIsAboutTheTimeTheQueueTakesToGetItsSlots() throws Exception {
        Admission admission = afterOneExecHeldItsSlot(2, 2, Duration.ofSeconds(4));
        Admission.Slot[] held = {admission.enter(), admission.enter()};
        List<Waiter> waiting = List.of(new Waiter(admission), new Waiter(admission));
        Await.until(Duration.ofSeconds(10), () -> waiting.stream().allMatch(Waiter::isWaiting), "both wait");

        assertThat(retryAfterOfARefusal(admission, 429)).as("(2 queued + this one) / 2 slots x 4 s").isEqualTo("6");

        for (Admission.Slot slot : held) {
            slot.close();
        }
        for (Waiter waiter : waiting) {
            waiter.slot().get(10, TimeUnit.SECONDS).close();
        }
    }

    @Test
    void anExecThatWaitedInVainCountsItselfOnceInItsRetryAfter() throws Exception {
        AtomicLong now = new AtomicLong();
        Admission admission = new Admission(1, 1, Duration.ofMillis(50), now::get);
        ranItsCourse(admission, now, Duration.ofSeconds(4));
        Admission.Slot held = admission.enter();

        assertThat(retryAfterOfARefusal(admission, 503)).as("(0 queued + this one) / 1 slot x 4 s").isEqualTo("4");
        held.close();
    }

    @Test
    void holdsOfExecsThatDidNotRunTheirCourseDoNotCount() throws Exception {
        AtomicLong now = new AtomicLong();
        Admission admission = new Admission(1, 0, Duration.ofSeconds(30), now::get);
        Admission.Slot stopped = admission.enter();
        now.addAndGet(Duration.ofSeconds(30).toNanos());
        stopped.close();
        Admission.Slot held = admission.enter();
        assertThat(retryAfterOfARefusal(admission, 429)).as("no exec ran its course yet").isEqualTo("1");
        held.close();

        ranItsCourse(admission, now, Duration.ofSeconds(10));
        admission.enter().close(); // refused before it started: held for no time
        held = admission.enter();

        assertThat(retryAfterOfARefusal(admission, 429)).as("only the 10 s hold counts").isEqualTo("10");
        held.close();
    }

    @Test
    void retryAfterStaysWithinAMinute() throws Exception {
        Admission admission = afterOneExecHeldItsSlot(1, 0, Duration.ofHours(1));
        admission.enter();

        assertThat(retryAfterOfARefusal(admission, 429)).isEqualTo("60");
    }

    /** An admission on a fake clock whose only exec so far held its slot for {@code held}. */
    private static Admission afterOneExecHeldItsSlot(int slots, int queue, Duration held) throws Exception {
        AtomicLong now = new AtomicLong();
        Admission admission = new Admission(slots, queue, Duration.ofSeconds(30), now::get);
        ranItsCourse(admission, now, held);
        return admission;
    }

    private static void ranItsCourse(Admission admission, AtomicLong now, Duration held) throws Exception {
        Admission.Slot slot = admission.enter();
        now.addAndGet(held.toNanos());
        slot.ranItsCourse();
        slot.close();
    }

    private static String retryAfterOfARefusal(Admission admission, int status) {
        HttpProblem refused = catchThrowableOfType(HttpProblem.class, admission::enter);
        assertThat(refused.status()).isEqualTo(status);
        return refused.headers().get("Retry-After");
    }

    /** An exec entering on a thread of its own, so that the test sees it wait for a slot. */
    private static final class Waiter {
        private final CompletableFuture<Admission.Slot> slot = new CompletableFuture<>();
        private final Thread thread;

        Waiter(Admission admission) {
            thread = new Thread(() -> {
                try {
                    slot.complete(admission.enter());
                } catch (Exception e) {
                    slot.completeExceptionally(e);
                }
            });
            thread.start();
        }

        /** Parked in the queue: the only timed wait on its way to a slot. */
        boolean isWaiting() {
            return thread.getState() == Thread.State.TIMED_WAITING;
        }

        CompletableFuture<Admission.Slot> slot() {
            return slot;
        }
    }

    @Test
    void queuedEntryGetsTheSlotWhenItIsReleased() throws Exception {
        Admission admission = new Admission(1, 1, Duration.ofSeconds(30));
        Admission.Slot held = admission.enter();
        Waiter waiter = new Waiter(admission);
        Await.until(Duration.ofSeconds(10), waiter::isWaiting, "it waits");
        assertThat(waiter.slot()).isNotDone();

        held.close();

        waiter.slot().get(10, TimeUnit.SECONDS).close();
    }

    @Test
    void waitBeyondTheLimitIs503() throws Exception {
        Admission admission = new Admission(1, 1, Duration.ofMillis(50));
        admission.enter();

        HttpProblem timedOut = catchThrowableOfType(HttpProblem.class, admission::enter);

        assertThat(timedOut.status()).isEqualTo(503);
    }

    @Test
    void queueCountRecoversAfterRefusals() throws InterruptedException, HttpProblem {
        Admission admission = new Admission(1, 1, Duration.ofMillis(20));
        Admission.Slot held = admission.enter();
        for (int i = 0; i < 3; i++) {
            assertThat(catchThrowableOfType(HttpProblem.class, admission::enter).status()).isEqualTo(503);
        }
        held.close();

        admission.enter().close();
    }
}
