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
        String verdict = !diff.identicalAfterMasks() || !runClasses.isEmpty() ? "" : equalBecause(diff);
        return "# classes: " + String.join(", ", DiffClass.sorted(classes)) + verdict;
    }

    /**
     * What made the differing texts equal: " (identical after masks, ignoring whitespace, within tolerance)", or with
     * masks off and a difference only they would hide, " (noise only: identical with masks on)".
     */
    private static String equalBecause(TextDiff diff) {
        DiffOptions options = diff.options();
        List<String> classes = diff.classes();
        boolean maskNoise = options.masks().list().stream().anyMatch(mask -> classes.contains(mask.name()));
        if (maskNoise && !options.masksEnabled()) {
            return " (noise only: identical with masks on)";
        }
        List<String> reasons = new ArrayList<>();
        if (maskNoise) {
            reasons.add("after masks");
        }
        if (options.ignoreWhitespace() && (classes.contains(DiffClass.WHITESPACE.label())
                || classes.contains(DiffClass.LINE_ENDINGS.label()))) {
            reasons.add("ignoring whitespace");
        }
        if (!options.tolerance().isExact() && classes.contains(DiffClass.NUMERIC.label())) {
            reasons.add("within tolerance");
        }
        if (reasons.isEmpty()) {
            return options.masksEnabled() ? " (identical after masks)" : " (noise only: identical with masks on)";
        }
        return " (identical " + String.join(", ", reasons) + ")";
    }

    static List<String> union(Collection<Hunk> hunks) {
        List<String> classes = new ArrayList<>();
        hunks.forEach(hunk -> classes.addAll(hunk.classes()));
        return DiffClass.sorted(classes);
    }
}
