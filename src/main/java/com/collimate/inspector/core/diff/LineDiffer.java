package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.eclipse.jgit.diff.Edit;
import org.eclipse.jgit.diff.HistogramDiff;
import org.eclipse.jgit.diff.MyersDiff;
import org.eclipse.jgit.diff.SequenceComparator;

import java.util.List;
import java.util.function.Consumer;

/**
 * The line diff. After trimming the common prefix and suffix, small regions get Myers (minimal, like GNU diff)
 * and large ones JGit's histogram diff (near-linear on real logs). A region so repetitive that the histogram's
 * Myers fallback exceeds its comparison budget is redone coarsely, with a note, instead of running for minutes.
 */
final class LineDiffer {
    static final String COARSE_NOTE =
            "coarse line diff: highly repetitive lines, some changed regions are shown as one block";
    private static final int MYERS_MAX_LINES = 4_000;
    private static final long DEFAULT_BUDGET = 400_000_000L;

    private final long comparisonBudget;

    LineDiffer() {
        this(DEFAULT_BUDGET);
    }

    LineDiffer(long comparisonBudget) {
        this.comparisonBudget = comparisonBudget;
    }

    List<Edit> diff(LineSequence left, LineSequence right, Cancellation cancellation, Consumer<String> notes) {
        int prefix = commonPrefix(left, right);
        int suffix = commonSuffix(left, right, prefix);
        int remaining = left.size() + right.size() - 2 * prefix - 2 * suffix;
        if (remaining <= MYERS_MAX_LINES) {
            return MyersDiff.INSTANCE.diff(new Comparator(cancellation, Long.MAX_VALUE), left, right);
        }
        HistogramDiff histogram = new HistogramDiff();
        histogram.setFallbackAlgorithm(MyersDiff.INSTANCE);
        try {
            return histogram.diff(new Comparator(cancellation, comparisonBudget), left, right);
        } catch (BudgetExceeded e) {
            notes.accept(COARSE_NOTE);
            histogram.setFallbackAlgorithm(null);
            return histogram.diff(new Comparator(cancellation, Long.MAX_VALUE), left, right);
        }
    }

    private static int commonPrefix(LineSequence left, LineSequence right) {
        int max = Math.min(left.size(), right.size());
        int i = 0;
        while (i < max && left.hashes[i] == right.hashes[i] && left.sameLine(i, right, i)) {
            i++;
        }
        return i;
    }

    private static int commonSuffix(LineSequence left, LineSequence right, int prefix) {
        int max = Math.min(left.size(), right.size()) - prefix;
        int i = 0;
        while (i < max) {
            int l = left.size() - 1 - i;
            int r = right.size() - 1 - i;
            if (left.hashes[l] != right.hashes[r] || !left.sameLine(l, right, r)) {
                break;
            }
            i++;
        }
        return i;
    }

    /** Counts comparisons to honour cancellation and the budget from inside the JGit algorithms. */
    private static final class Comparator extends SequenceComparator<LineSequence> {
        private static final int CHECK_EVERY = 1 << 14;
        private final Cancellation cancellation;
        private final long budget;
        private long comparisons;

        Comparator(Cancellation cancellation, long budget) {
            this.cancellation = cancellation;
            this.budget = budget;
        }

        @Override
        public boolean equals(LineSequence a, int ai, LineSequence b, int bi) {
            if ((++comparisons & (CHECK_EVERY - 1)) == 0) {
                cancellation.throwIfCancelled();
                if (comparisons > budget) {
                    throw new BudgetExceeded();
                }
            }
            return a.hashes[ai] == b.hashes[bi] && a.sameLine(ai, b, bi);
        }

        @Override
        public int hash(LineSequence sequence, int index) {
            return sequence.hashes[index];
        }
    }

    private static final class BudgetExceeded extends RuntimeException {
        BudgetExceeded() {
            super("comparison budget exceeded", null, false, false);
        }
    }
}
