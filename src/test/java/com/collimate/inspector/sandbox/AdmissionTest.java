package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

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
    void queuedEntryGetsTheSlotWhenItIsReleased() throws Exception {
        Admission admission = new Admission(1, 1, Duration.ofSeconds(30));
        Admission.Slot held = admission.enter();
        CompletableFuture<Admission.Slot> waiting = CompletableFuture.supplyAsync(() -> {
            try {
                return admission.enter();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
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
