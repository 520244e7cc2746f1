package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** One-line descriptions of a comparison shared by the text outputs. */
final class Summary {
    private Summary() {
    }

    static String firstDivergence(TextDiff diff) {
        return diff.firstDivergence()
                .map(at -> "# first divergence: line " + at.line() + ", column " + at.column() + ", byte offset "
                        + at.offset())
                .orElse("# identical");
    }

    static String classes(TextDiff diff) {
        if (diff.identical()) {
            return "# classes: none";
        }
        String verdict = diff.identicalAfterMasks() ? " (identical after masks)" : "";
        return "# classes: " + String.join(", ", diff.classes()) + verdict;
    }

    static List<String> union(Collection<Hunk> hunks) {
        List<String> classes = new ArrayList<>();
        hunks.forEach(hunk -> classes.addAll(hunk.classes()));
        return DiffClass.sorted(classes);
    }
}
