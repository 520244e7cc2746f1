package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.eclipse.jgit.diff.Edit;
import org.eclipse.jgit.diff.EditList;
import org.eclipse.jgit.diff.HistogramDiff;
import org.eclipse.jgit.diff.MyersDiff;
import org.eclipse.jgit.diff.SequenceComparator;
import org.eclipse.jgit.diff.Subsequence;
import org.eclipse.jgit.diff.SubsequenceComparator;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The line diff, combining algorithms for speed without losing quality:
 * <ol>
 * <li>the common prefix and suffix are trimmed;</li>
 * <li>a big remaining region is cut by a linear sync pass: equal lines are walked in step and, at each mismatch,
 *     the nearest point where {@value #SYNC_RUN} lines agree again (searched in growing windows) closes a small
 *     changed region. On sparse changes (the usual replay divergence) this makes 1M lines cost about a linear scan;</li>
 * <li>each changed region is diffed by JGit: Myers when small (minimal, like GNU diff), histogram when large.</li>
 * </ol>
 * A region so repetitive that the histogram's Myers fallback exceeds the comparison budget is redone coarsely
 * (repetitive stretches become one block) with a note, instead of running for minutes.
 */
final class LineDiffer {
    static final String COARSE_NOTE =
            "coarse line diff: highly repetitive lines, some changed regions are shown as one block";
    static final int SYNC_RUN = 3;
    private static final int MYERS_MAX_LINES = 4_000;
    private static final int SYNC_MIN_LINES = 20_000;
    private static final int NEAR_SKIPS = 16;
    private static final int[] SYNC_WINDOWS = {256, 4_096, 65_536};
    private static final long DEFAULT_BUDGET = 400_000_000L;

    private final long comparisonBudget;

    LineDiffer() {
        this(DEFAULT_BUDGET);
    }

    LineDiffer(long comparisonBudget) {
        this.comparisonBudget = comparisonBudget;
    }

    List<Edit> diff(LineSequence left, LineSequence right, Cancellation cancellation, Consumer<String> notes) {
        return new Run(left, right, cancellation, notes).diff();
    }

    /** One diff call: the sequences, the comparators and whether the budget ran out. */
    private final class Run {
        private final LineSequence left;
        private final LineSequence right;
        private final Cancellation cancellation;
        private final Consumer<String> notes;
        private final Comparator budgeted;
        private final Comparator unlimited;
        private boolean coarse;

        Run(LineSequence left, LineSequence right, Cancellation cancellation, Consumer<String> notes) {
            this.left = left;
            this.right = right;
            this.cancellation = cancellation;
            this.notes = notes;
            this.budgeted = new Comparator(cancellation, comparisonBudget);
            this.unlimited = new Comparator(cancellation, Long.MAX_VALUE);
        }

        List<Edit> diff() {
            int prefix = 0;
            int max = Math.min(left.size(), right.size());
            while (prefix < max && same(prefix, prefix)) {
                prefix++;
            }
            int suffix = 0;
            while (suffix < max - prefix && same(left.size() - 1 - suffix, right.size() - 1 - suffix)) {
                suffix++;
            }
            Edit region = new Edit(prefix, left.size() - suffix, prefix, right.size() - suffix);
            List<Edit> edits = new ArrayList<>();
            if (region.getLengthA() + region.getLengthB() <= SYNC_MIN_LINES) {
                addRegion(region, edits);
            } else {
                sync(region, edits);
            }
            return edits;
        }

        private void sync(Edit region, List<Edit> edits) {
            int i = region.getBeginA();
            int j = region.getBeginB();
            int endA = region.getEndA();
            int endB = region.getEndB();
            while (true) {
                int equal = equalRun(i, j, Math.min(endA - i, endB - j));
                i += equal;
                j += equal;
                if (i == endA || j == endB) {
                    addRegion(new Edit(i, endA, j, endB), edits);
                    return;
                }
                cancellation.throwIfCancelled();
                long resync = resync(i, j, endA, endB);
                if (resync < 0) {
                    addRegion(new Edit(i, endA, j, endB), edits);
                    return;
                }
                int nextI = (int) (resync >>> 32);
                int nextJ = (int) resync;
                addRegion(new Edit(i, nextI, j, nextJ), edits);
                i = nextI;
                j = nextJ;
            }
        }

        /**
         * How many lines from {@code i} and {@code j} on, at most {@code max}, are the same. A method of its own, run
         * once per changed region, so that the JIT compiles it by its calls: a loop inside the one call per diff
         * gets compiled only while it runs long (on-stack replacement), in a big diff of a fresh JVM.
         */
        private int equalRun(int i, int j, int max) {
            int equal = 0;
            while (equal < max && same(i + equal, j + equal)) {
                equal++;
            }
            return equal;
        }

        /** The nearest (smallest skip on both sides) point after a mismatch where the sides agree again. */
        private long resync(int i, int j, int endA, int endB) {
            long near = resyncNear(i, j, endA, endB);
            if (near >= 0) {
                return near;
            }
            for (int window : SYNC_WINDOWS) {
                int limitA = Math.min(endA, i + window);
                int limitB = Math.min(endB, j + window);
                Map<Integer, Integer> firstInB = new HashMap<>();
                for (int b = limitB - 1; b >= j; b--) {
                    firstInB.put(right.hashes[b], b);
                }
                long best = -1;
                int bestSkip = Integer.MAX_VALUE;
                for (int a = i; a < limitA && a - i < bestSkip; a++) {
                    Integer b = firstInB.get(left.hashes[a]);
                    if (b != null && (a - i) + (b - j) < bestSkip && runAgrees(a, b, endA, endB)) {
                        bestSkip = (a - i) + (b - j);
                        best = ((long) a << 32) | b;
                    }
                }
                if (best >= 0) {
                    return best;
                }
                if (limitA == endA && limitB == endB) {
                    return -1;
                }
            }
            return -1;
        }

        /** Tries skips of growing total size up to {@value #NEAR_SKIPS}, cheap for the usual one-line edit. */
        private long resyncNear(int i, int j, int endA, int endB) {
            for (int skip = 1; skip <= NEAR_SKIPS; skip++) {
                for (int a = i + Math.max(0, skip - (endB - j - 1)); a <= Math.min(i + skip, endA - 1); a++) {
                    int b = j + skip - (a - i);
                    if (same(a, b) && runAgrees(a, b, endA, endB)) {
                        return ((long) a << 32) | b;
                    }
                }
            }
            return -1;
        }

        private boolean runAgrees(int a, int b, int endA, int endB) {
            for (int k = 0; k < SYNC_RUN && a + k < endA && b + k < endB; k++) {
                if (!same(a + k, b + k)) {
                    return false;
                }
            }
            return true;
        }

        private void addRegion(Edit region, List<Edit> edits) {
            if (region.isEmpty()) {
                return;
            }
            if (region.getLengthA() == 0 || region.getLengthB() == 0) {
                edits.add(region);
                return;
            }
            Subsequence<LineSequence> a = Subsequence.a(left, region);
            Subsequence<LineSequence> b = Subsequence.b(right, region);
            edits.addAll(Subsequence.toBase(diffRegion(a, b), a, b));
        }

        private EditList diffRegion(Subsequence<LineSequence> a, Subsequence<LineSequence> b) {
            if (a.size() + b.size() <= MYERS_MAX_LINES) {
                return MyersDiff.INSTANCE.diff(new SubsequenceComparator<>(unlimited), a, b);
            }
            HistogramDiff histogram = new HistogramDiff();
            if (!coarse) {
                histogram.setFallbackAlgorithm(MyersDiff.INSTANCE);
                try {
                    return histogram.diff(new SubsequenceComparator<>(budgeted), a, b);
                } catch (BudgetExceeded e) {
                    coarse = true;
                    notes.accept(COARSE_NOTE);
                }
            }
            histogram.setFallbackAlgorithm(null);
            return histogram.diff(new SubsequenceComparator<>(unlimited), a, b);
        }

        private boolean same(int a, int b) {
            return left.hashes[a] == right.hashes[b] && left.sameLine(a, right, b);
        }
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
