package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The cheap width estimate that ranks a column's values: each character measured once, and only so many of them. */
class CharWidthsTest {
    private static final double EM = 13;

    private final List<String> measured = new ArrayList<>();
    private final CharWidths widths = new CharWidths(EM, text -> {
        measured.add(text);
        return text.equals("M") ? 11 : 3;
    });

    @Test
    void sumsTheWidthsOfTheCharactersMeasuringEachOnce() {
        assertThat(widths.estimate("MiMi")).isEqualTo(28);
        assertThat(widths.estimate("iM")).isEqualTo(14);
        assertThat(widths.estimate("")).isZero();
        assertThat(measured).containsExactly("M", "i");
    }

    /** A log of random Unicode keys had every code point of its sample measured on the FX thread, and kept. */
    @Test
    void countsACharacterBeyondTheMeasuredOnesAsOneEmWithoutMeasuringIt() {
        StringBuilder text = new StringBuilder();
        for (int c = CharWidths.MEASURED_BELOW; c < 0x20000; c += 7) {
            if (!Character.isSurrogate((char) c)) {
                text.appendCodePoint(c);
            }
        }
        String distinct = text.toString();

        assertThat(widths.estimate(distinct)).isEqualTo(EM * distinct.codePointCount(0, distinct.length()));
        assertThat(measured).isEmpty();
    }

    @Test
    void countsASurrogatePairOnce() {
        assertThat(widths.estimate("😀")).isEqualTo(EM);
        assertThat(widths.estimate("a😀b")).isEqualTo(3 + EM + 3);
    }
}
