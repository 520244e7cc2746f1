package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RewardTextTest {

    @Test
    void showsTheShortestDecimalThatReadsBackAsTheValue() {
        assertThat(RewardText.of(1.0).shown()).isEqualTo("1.0");
        assertThat(RewardText.of(0.25).shown()).isEqualTo("0.25");
        assertThat(RewardText.of(0.0411).shown()).isEqualTo("0.0411");
        assertThat(RewardText.of(-0.5).shown()).isEqualTo("-0.5");
        assertThat(RewardText.of(0.0).shown()).isEqualTo("0.0");
        assertThat(RewardText.of(12.5).shown()).isEqualTo("12.5");
        assertThat(RewardText.of(100_000).shown()).isEqualTo("100000.0");
        assertThat(RewardText.of(0.1 + 0.2).full()).isEqualTo("0.30000000000000004");
    }

    @Test
    void isShorterThanJava17sDoubleToString() {
        assertThat(Double.toString(8.41e21)).isEqualTo("8.409999999999999E21");
        assertThat(RewardText.of(8.41e21).full()).isEqualTo("8.41e21");
        assertThat(RewardText.of(2e23).full()).isEqualTo("2e23");
    }

    @Test
    void negativeZeroKeepsItsSign() {
        assertThat(RewardText.of(-0.0).shown()).isEqualTo("-0.0");
    }

    @Test
    void showsUpToNineCharactersAndEveryDigitWhenTheyFit() {
        assertThat(RewardText.of(0.9999999).shown()).isEqualTo("0.9999999");
        assertThat(RewardText.of(999_999.5).shown()).isEqualTo("999999.5");
        assertThat(RewardText.of(617_283.5).shown()).isEqualTo("617283.5");
        assertThat(RewardText.of(1.23456e8).shown()).isEqualTo("1.23456e8");
        assertThat(RewardText.of(0.123456).cut()).isFalse();
    }

    @Test
    void longerValuesAreCutVisiblyAndKeepEveryDigitForTheTooltip() {
        RewardText third = RewardText.of(1.0 / 3);
        assertThat(third.shown()).isEqualTo("0.333333…");
        assertThat(third.full()).isEqualTo("0.3333333333333333");
        assertThat(third.cut()).isTrue();
        assertThat(RewardText.of(0.99999999999).shown()).as("cut, not rounded up to look like 1")
                .isEqualTo("0.999999…");
        assertThat(RewardText.of(123_456.789012345).shown()).isEqualTo("123456.7…");
        assertThat(RewardText.of(-1.0 / 3).shown()).isEqualTo("-0.33333…");
        assertThat(RewardText.of(123_456.00000001).shown()).as("no fraction digits left").isEqualTo("123456…");
        RewardText large = RewardText.of(1.23456789012e20);
        assertThat(large.shown()).isEqualTo("1.234…e20");
        assertThat(large.full()).isEqualTo("1.23456789012e20");
    }

    @Test
    void veryLargeOrSmallValuesHaveAnExponent() {
        assertThat(RewardText.of(1.5e-7).shown()).isEqualTo("1.5e-7");
        assertThat(RewardText.of(0.0001).shown()).isEqualTo("0.0001");
        assertThat(RewardText.of(0.00001).shown()).isEqualTo("1e-5");
        assertThat(RewardText.of(999_999).shown()).isEqualTo("999999.0");
        assertThat(RewardText.of(1e6).shown()).isEqualTo("1e6");
        assertThat(RewardText.of(123_456_789).shown()).isEqualTo("1.2345…e8");
        assertThat(RewardText.of(-2.5e-9).shown()).isEqualTo("-2.5e-9");
    }

    @Test
    void valuesThatAreNoNumberShowAsJavaWritesThem() {
        assertThat(RewardText.of(Double.NaN).shown()).isEqualTo("NaN");
        assertThat(RewardText.of(Double.NEGATIVE_INFINITY).shown()).isEqualTo("-Infinity");
    }
}
