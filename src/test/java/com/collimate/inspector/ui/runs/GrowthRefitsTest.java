package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class GrowthRefitsTest {
    private static final long MILLI = 1_000_000;

    private final AtomicLong now = new AtomicLong(123 * MILLI);
    private final AtomicInteger refits = new AtomicInteger();
    private final GrowthRefits growth = new GrowthRefits(now::get, refits::incrementAndGet);

    @Test
    void countsOfALoadAreRefittedAtMostOnceASecondAndTheLastWhenItEnds() {
        for (int i = 0; i < 35; i++) { // 3.5 s of counts, ten a second
            growth.countChanged(true);
            now.addAndGet(100 * MILLI);
        }
        assertThat(refits).as("the first count, then one a second").hasValue(4);

        growth.loadEnded();
        assertThat(refits).as("the last count").hasValue(5);
        growth.loadEnded();
        assertThat(refits).as("nothing left to fit").hasValue(5);
    }

    @Test
    void aCountWithNoMoreComingIsRefittedAtOnce() {
        growth.countChanged(true);
        growth.countChanged(false);
        growth.countChanged(false);

        assertThat(refits).hasValue(3);
    }
}
