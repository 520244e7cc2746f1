package com.collimate.inspector.core.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RunInputsTest {
    private static final String SEED = "ab".repeat(32);

    @Test
    void namesEachDifferingInputInAFixedOrder() {
        RunInputs original = new RunInputs("python", "print(1)", SEED);

        assertThat(original.differingFrom(new RunInputs("python", "print(1)", SEED.toUpperCase()))).isEmpty();
        assertThat(original.differingFrom(new RunInputs("python", "print(2)", SEED))).containsExactly("code");
        assertThat(original.differingFrom(new RunInputs("bash", "print(2)", "cd".repeat(32))))
                .containsExactly("template", "code", "seed");
        assertThat(original.differingFrom(new RunInputs("python", "print(1)", null))).containsExactly("seed");
        assertThat(new RunInputs(null, null, null).differingFrom(new RunInputs(null, null, null))).isEmpty();
    }

    @Test
    void saysThatOutputDifferencesAreExpected() {
        assertThat(RunInputs.describe(List.of("code", "seed")))
                .isEqualTo("inputs differ: code, seed — output differences are expected");
        assertThat(RunInputs.describe(List.of())).isEmpty();
    }
}
