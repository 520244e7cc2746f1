package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.RetryWait;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

class RetrySpellTest {
    private static final Instant START = Instant.parse("2026-11-30T05:00:00Z");
    private static final RetryWait SHORT_429 = new RetryWait("rate limited", Duration.ofSeconds(1), "Retry-After");

    @Test
    void retriesAreSaidOnceTheyHaveGoneOnForTenSecondsAndForgottenAtTheNextAnswer() {
        RetrySpell spell = new RetrySpell();
        for (int second = 0; second < 10; second++) {
            spell.retrying(SHORT_429, START.plusSeconds(second));
        }
        assertThat(spell.notice(START.plusSeconds(9))).isNull();

        assertThat(spell.notice(START.plusSeconds(10))).isEqualTo("rate limited: retrying (10 retries so far)");

        spell.answered();
        assertThat(spell.notice(START.plusSeconds(30))).isNull();
        spell.retrying(SHORT_429, START.plusSeconds(30));
        assertThat(spell.notice(START.plusSeconds(40))).isEqualTo("rate limited: retrying (1 retry so far)");
    }
}
