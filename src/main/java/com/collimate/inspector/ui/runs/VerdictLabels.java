package com.collimate.inspector.ui.runs;

import java.util.Arrays;
import java.util.Map;

/**
 * The verdict label of each run, as the rows' background thread reads them to hide, sort and count the runs: the
 * replay feature's verdicts live on the FX thread, and copying them for every query would cost O(verdicts) there.
 * Confined to the rows' serial executor.
 */
final class VerdictLabels {
    /** Told of a run whose label changed; null for none. */
    interface Relabeled {
        void relabeled(int run, String before, String after);
    }

    /** By run index; null for a run without a verdict. */
    private String[] labels = new String[0];

    /** The label of run {@code run}, or null when it has no verdict. */
    String of(int run) {
        return run < labels.length ? labels[run] : null;
    }

    /** Gives runs their labels, telling {@code changed} of each run whose label was another. */
    void put(Map<Integer, String> given, Relabeled changed) {
        int highest = given.keySet().stream().mapToInt(Integer::intValue).max().orElse(-1);
        if (highest >= labels.length) {
            labels = Arrays.copyOf(labels, Math.max(highest + 1, labels.length * 2));
        }
        given.forEach((run, label) -> {
            String before = labels[run];
            labels[run] = label;
            if (!label.equals(before)) {
                changed.relabeled(run, before, label);
            }
        });
    }

    void clear() {
        labels = new String[0];
    }
}
