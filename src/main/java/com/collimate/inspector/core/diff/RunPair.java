package com.collimate.inspector.core.diff;

import java.util.List;
import java.util.Objects;

/**
 * What a comparison of two runs has besides their texts: the inputs that differ ({@code inputs_differ}, possibly
 * empty) and each run's exit code (null when it logged none).
 */
public record RunPair(List<String> inputsDiffer, Long leftExitCode, Long rightExitCode) {
    public RunPair {
        inputsDiffer = List.copyOf(inputsDiffer);
    }

    public boolean exitCodesDiffer() {
        return !Objects.equals(leftExitCode, rightExitCode);
    }

    /** Run-level classes to add to the text's: {@code exit-code} when the exit codes differ (the runs then differ). */
    public List<String> classes() {
        return exitCodesDiffer() ? List.of(DiffClass.EXIT_CODE.label()) : List.of();
    }
}
