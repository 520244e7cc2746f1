package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Two runs compared stream by stream. The classes are stdout's classes, stderr's noise classes, plus
 * {@code stderr} when stderr differs after masks and {@code exit-code} when the exit codes differ.
 */
public record RunComparison(TextDiff stdout, TextDiff stderr, Long leftExitCode, Long rightExitCode) {

    public static RunComparison compare(RunOutputs left, RunOutputs right, TextDiffer differ,
                                        Cancellation cancellation) {
        TextDiff stdout = differ.diff(left.stdout(), right.stdout(), cancellation);
        TextDiff stderr = differ.diff(left.stderr(), right.stderr(), cancellation);
        return new RunComparison(stdout, stderr, left.exitCode(), right.exitCode());
    }

    public boolean exitCodeDiffers() {
        return !Objects.equals(leftExitCode, rightExitCode);
    }

    public boolean identical() {
        return stdout.identical() && stderr.identical() && !exitCodeDiffers();
    }

    /** Not identical, but every stdout/stderr difference is masked and the exit codes agree. */
    public boolean identicalAfterMasks() {
        return !identical() && !exitCodeDiffers() && streamEqualAfterMasks(stdout) && streamEqualAfterMasks(stderr);
    }

    private static boolean streamEqualAfterMasks(TextDiff diff) {
        return diff.identical() || diff.identicalAfterMasks();
    }

    /** First divergence of stdout (empty when stdout is identical). */
    public Optional<FirstDivergence> stdoutDivergence() {
        return stdout.firstDivergence();
    }

    public Optional<FirstDivergence> stderrDivergence() {
        return stderr.firstDivergence();
    }

    public List<String> classes() {
        Set<String> classes = new TreeSet<>(DiffClass.LABEL_ORDER);
        classes.addAll(stdout.classes());
        if (streamEqualAfterMasks(stderr)) {
            classes.addAll(stderr.classes());
        } else {
            classes.add(DiffClass.STDERR.label());
        }
        if (exitCodeDiffers()) {
            classes.add(DiffClass.EXIT_CODE.label());
        }
        return List.copyOf(classes);
    }
}
