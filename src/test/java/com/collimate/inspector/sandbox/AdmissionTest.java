package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
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
        List<CompletableFuture<Admission.Slot>> waiting = List.of(enterAsync(admission), enterAsync(admission));
        Await.until(Duration.ofSeconds(10), () -> admission.queued() == 2, "both wait");

        assertThat(retryAfterOfARefusal(admission)).as("(2 queued + this one) / 2 slots x 4 s").isEqualTo("6");

        for (Admission.Slot slot : held) {
            slot.close();
        }
        for (CompletableFuture<Admission.Slot> entered : waiting) {
            entered.get(10, TimeUnit.SECONDS).close();
        }
    }

    @Test
    void retryAfterStaysWithinAMinute() throws Exception {
        Admission admission = afterOneExecHeldItsSlot(1, 0, Duration.ofHours(1));
        admission.enter();

        assertThat(retryAfterOfARefusal(admission)).isEqualTo("60");
    }

    /** An admission on a fake clock whose only exec so far held its slot for {@code held}. */
    private static Admission afterOneExecHeldItsSlot(int slots, int queue, Duration held) throws Exception {
        AtomicLong now = new AtomicLong();
        Admission admission = new Admission(slots, queue, Duration.ofSeconds(30), now::get);
        Admission.Slot first = admission.enter();
        now.addAndGet(held.toNanos());
        first.close();
        return admission;
    }

    private static String retryAfterOfARefusal(Admission admission) {
        HttpProblem refused = catchThrowableOfType(HttpProblem.class, admission::enter);
        assertThat(refused.status()).isEqualTo(429);
        return refused.headers().get("Retry-After");
    }

    private static CompletableFuture<Admission.Slot> enterAsync(Admission admission) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return admission.enter();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void queuedEntryGetsTheSlotWhenItIsReleased() throws Exception {
        Admission admission = new Admission(1, 1, Duration.ofSeconds(30));
        Admission.Slot held = admission.enter();
        CompletableFuture<Admission.Slot> waiting = enterAsync(admission);
        assertThat(catchThrowableOfType(TimeoutException.class, () -> waiting.get(200, TimeUnit.MILLISECONDS)))
                .isNotNull();

        held.close();

        waiting.get(10, TimeUnit.SECONDS).close();
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
