package com.collimate.inspector.ui.dashboard;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CountScaleTest {
    @Test
    void smallCountsTickEveryOneOrTwoRuns() {
        assertThat(CountScale.forMax(0)).isEqualTo(new CountScale(1, 1));
        assertThat(CountScale.forMax(3)).isEqualTo(new CountScale(4, 1));
        assertThat(CountScale.forMax(8)).isEqualTo(new CountScale(10, 2));
        assertThat(CountScale.forMax(9)).isEqualTo(new CountScale(10, 2));
        assertThat(CountScale.forMax(10)).as("a tick above the tallest bar").isEqualTo(new CountScale(12, 2));
    }

    @Test
    void largeCountsUseOneTwoFiveSteps() {
        assertThat(CountScale.forMax(217)).isEqualTo(new CountScale(250, 50));
        assertThat(CountScale.forMax(1_000)).isEqualTo(new CountScale(1_200, 200));
        assertThat(CountScale.forMax(1_234_567)).isEqualTo(new CountScale(1_500_000, 500_000));
    }

    @Property
    void endsOneWholeTickAboveTheLargestCount(@ForAll @LongRange(min = 0, max = 1_000_000_000_000L) long max) {
        CountScale scale = CountScale.forMax(max);
        assertThat(scale.tickUnit()).isPositive();
        assertThat(scale.upperBound()).isGreaterThan(max).isLessThanOrEqualTo(max + scale.tickUnit());
        assertThat(scale.upperBound() % scale.tickUnit()).isZero();
        assertThat(scale.upperBound() / scale.tickUnit()).isBetween(1L, 10L);
    }
}
