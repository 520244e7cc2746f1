package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.diff.RunComparison;

import java.util.List;

/**
 * Why a diverged run differs, as {@code check}, its report and the Replays tab say it; the verdict itself compares
 * bytes.
 *
 * @param classes         the diff classes of the difference (the vocabulary of docs/diff.md)
 * @param equalAfterMasks the masks in effect made stdout and stderr equal and the exit codes agree (an exit code is
 *                        never masked)
 */
public record DivergenceCause(List<String> classes, boolean equalAfterMasks) {
    public DivergenceCause {
        classes = List.copyOf(classes);
    }

    public static DivergenceCause of(RunComparison comparison) {
        return new DivergenceCause(comparison.classes(), comparison.identicalAfterMasks());
    }

    /** "timestamp, equal after masks"; "timestamp, exit-code". */
    public String describe() {
        String listed = String.join(", ", classes);
        return equalAfterMasks ? (listed.isEmpty() ? "" : listed + ", ") + "equal after masks" : listed;
    }
}
