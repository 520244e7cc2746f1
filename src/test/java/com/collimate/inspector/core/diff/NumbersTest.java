package com.collimate.inspector.core.diff;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class NumbersTest {

    @Test
    void findsIntegersDecimalsExponentsAndUnitsButNotDigitsInWords() {
        Numbers.Extracted extracted = Numbers.extract("step 12 loss=-0.5e-3 lr=3e-4 v2 x_1 .5 4.98it/s a-1 1.2.3 1e");

        assertThat(extracted.numbers()).containsExactly("12", "-0.5e-3", "3e-4", ".5", "4.98", "1", "1.2", "1");
        assertThat(extracted.skeleton()).isEqualTo("step \u0001 loss=\u0001 lr=\u0001 v2 x_1 \u0001 \u0001it/s a-\u0001 \u0001.3 \u0001e");
    }

    @Test
    void textWithoutNumbersIsUnchanged() {
        Numbers.Extracted extracted = Numbers.extract("no numbers here");

        assertThat(extracted.numbers()).isEqualTo(List.of());
        assertThat(extracted.skeleton()).isEqualTo("no numbers here");
    }

    @Test
    void colourEscapesAreNotNumbersButANumberRightAfterOneIs() {
        Numbers.Extracted extracted = Numbers.extract("\u001b[1;32m5 passed\u001b[0m in 0.12s \u001b");

        assertThat(extracted.numbers()).containsExactly("5", "0.12");
        assertThat(extracted.skeleton()).isEqualTo("\u001b[1;32m\u0001 passed\u001b[0m in \u0001s \u001b");
    }
}
