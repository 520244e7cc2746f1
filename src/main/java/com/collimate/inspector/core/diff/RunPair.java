package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a comparison of two runs has besides the text compared: the inputs that differ ({@code inputs_differ},
 * possibly empty), each run's exit code (null when it logged none), the stream compared, the streams in which the
 * runs differ as logged ({@code stdout}, {@code stderr}, {@code exit_code}), and whether stderr, when it is not the
 * stream compared but was looked at, differs after masks; for a replay the sandbox stopped at one of its limits, why
 * ({@code leftCut}, {@code rightCut}: its output is partial; null for any other side).
 */
public record RunPair(List<String> inputsDiffer, Long leftExitCode, Long rightExitCode, String stream,
                      List<String> streamsDiffer, boolean stderrDiffersToo, String leftCut, String rightCut) {
    public RunPair {
        inputsDiffer = List.copyOf(inputsDiffer);
        streamsDiffer = List.copyOf(streamsDiffer);
    }

    public boolean exitCodesDiffer() {
        return !Objects.equals(leftExitCode, rightExitCode);
    }

    /**
     * Run-level classes to add to the text's: {@code stderr} when stderr differs too, {@code exit-code} when the exit
     * codes differ; with any of them the runs differ.
     */
    public List<String> classes() {
        List<String> classes = new ArrayList<>(2);
        if (stderrDiffersToo) {
            classes.add(DiffClass.STDERR.label());
        }
        if (exitCodesDiffer()) {
            classes.add(DiffClass.EXIT_CODE.label());
        }
        return List.copyOf(classes);
    }
}
