package com.collimate.inspector.core.replay;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DivergenceTest {

    @Test
    void anOriginalWithoutAnExitCodeHasNoExitCodeToDifferIn() {
        assertThat(Divergence.between("out\n", null, null, "out\n", "", 0L)).isEmpty();
        assertThat(Divergence.between("out\n", null, null, "out\n", "", 137L)).isEmpty();
    }

    @Test
    void anOriginalExitCodeComparesExactly() {
        assertThat(Divergence.between("out\n", "", 0L, "out\n", "", 0L)).isEmpty();
        assertThat(Divergence.between("out\n", "", 0L, "out\n", "", 1L))
                .hasValueSatisfying(divergence -> {
                    assertThat(divergence.stream()).isEqualTo(OutputStream.EXIT_CODE);
                    assertThat(divergence.position()).isNull();
                });
    }

    @Test
    void exitCodesBeyondThe32BitRangeCompareExactly() {
        assertThat(Divergence.between("out\n", "", 3221225477L, "out\n", "", 0L)).isPresent();
        assertThat(Divergence.between("out\n", "", 3221225477L, "out\n", "", 3221225477L - (1L << 32))).isPresent();
        assertThat(Divergence.between("out\n", "", 3221225477L, "out\n", "", 3221225477L)).isEmpty();
        assertThat(Divergence.betweenLogged("out\n", "", (long) Integer.MIN_VALUE, "out\n", "", 0L)).isPresent();
    }

    @Test
    void outputsStillDifferWhenTheOriginalHasNoExitCode() {
        assertThat(Divergence.between("a\n", "", null, "b\n", "", 0L))
                .hasValueSatisfying(divergence -> assertThat(divergence.describe()).isEqualTo("stdout at line 1, column 1"));
    }

    @Test
    void twoLoggedRunsCompareExitCodesOnlyWhenBothHaveOne() {
        assertThat(Divergence.betweenLogged("out\n", "", 1L, "out\n", "", 0L))
                .hasValueSatisfying(divergence -> assertThat(divergence.stream()).isEqualTo(OutputStream.EXIT_CODE));
        assertThat(Divergence.betweenLogged("out\n", "", null, "out\n", "", 0L)).as("as a replay").isEmpty();
        assertThat(Divergence.betweenLogged("out\n", "", 0L, "out\n", "", null)).isEmpty();
        assertThat(Divergence.betweenLogged("out\n", "", null, "out\n", "", null)).isEmpty();
        assertThat(Divergence.betweenLogged("a\n", "", null, "b\n", "", 0L)).isPresent();
    }
}
