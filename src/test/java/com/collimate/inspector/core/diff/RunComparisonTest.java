package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RunComparisonTest {
    private final TextDiffer differ = new TextDiffer(DiffOptions.defaults());

    private RunComparison compare(RunOutputs left, RunOutputs right) {
        return RunComparison.compare(left, right, differ, Cancellation.none());
    }

    @Test
    void identicalRuns() {
        RunComparison comparison = compare(new RunOutputs("0.844\n", "", 0L), new RunOutputs("0.844\n", null, 0L));

        assertThat(comparison.identical()).isTrue();
        assertThat(comparison.identicalAfterMasks()).isFalse();
        assertThat(comparison.classes()).isEmpty();
        assertThat(comparison.stdoutDivergence()).isEmpty();
    }

    @Test
    void exitCodeAndStderrAreRunLevelClasses() {
        RunComparison comparison = compare(new RunOutputs("ok\n", "", 0L),
                new RunOutputs("ok\n", "Traceback (most recent call last):\nKeyError: 'x'\n", 1L));

        assertThat(comparison.classes()).containsExactly("exit-code", "stderr");
        assertThat(comparison.identicalAfterMasks()).isFalse();
        assertThat(comparison.stderrDivergence()).contains(new FirstDivergence(1, 1, 0));
        assertThat(comparison.exitCodeDiffers()).isTrue();
    }

    @Test
    void noiseInBothStreamsIsIdenticalAfterMasks() {
        RunComparison comparison = compare(
                new RunOutputs("run 550e8400-e29b-41d4-a716-446655440000\n", "took 12 ms\n", 0L),
                new RunOutputs("run 6ba7b810-9dad-11d1-80b4-00c04fd430c8\n", "took 15 ms\n", 0L));

        assertThat(comparison.identical()).isFalse();
        assertThat(comparison.identicalAfterMasks()).isTrue();
        assertThat(comparison.classes()).containsExactly("duration", "uuid");
        assertThat(comparison.stdoutDivergence()).contains(new FirstDivergence(1, 5, 4));
    }

    @Test
    void missingExitCodeOnOneSideDiffers() {
        RunComparison comparison = compare(new RunOutputs("x\n", "", 0L), new RunOutputs("x\n", "", null));

        assertThat(comparison.classes()).containsExactly("exit-code");
    }
}
