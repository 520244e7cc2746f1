package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** One-line descriptions of a comparison shared by the text outputs. */
final class Summary {
    private Summary() {
    }

    /** @param runClasses differences of the runs beyond the text ({@code exit-code}): the text alone is identical */
    static String firstDivergence(TextDiff diff, List<String> runClasses) {
        return diff.firstRemainingDivergence()
                .map(at -> "# first divergence: line " + at.line() + ", column " + at.column() + ", byte offset "
                        + at.offset())
                .orElse(runClasses.isEmpty() ? "# identical" : "# text identical");
    }

    static String classes(TextDiff diff, List<String> runClasses) {
        if (diff.identical() && runClasses.isEmpty()) {
            return "# classes: none";
        }
        List<String> classes = new ArrayList<>(diff.classes());
        classes.addAll(runClasses);
        EqualReasons equal = EqualReasons.of(diff);
        String verdict = !runClasses.isEmpty() ? ""
                : diff.onlyStylingDiffers() ? " (" + DiffClass.STYLING_ONLY + " \u2014 colour, bold and other escape "
                        + "sequences, typically from a TTY, TERM or NO_COLOR difference between the runs)"
                : equal.isEmpty() ? "" : " (" + equal.describe() + ")";
        return "# classes: " + String.join(", ", DiffClass.sorted(classes)) + verdict;
    }

    static List<String> union(Collection<Hunk> hunks) {
        List<String> classes = new ArrayList<>();
        hunks.forEach(hunk -> classes.addAll(hunk.classes()));
        return DiffClass.sorted(classes);
    }
}
