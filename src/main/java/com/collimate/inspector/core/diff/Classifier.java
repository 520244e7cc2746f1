package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.TwoTasks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.ToIntFunction;

/**
 * Says why lines differ, in the {@link DiffClass} vocabulary. A pair of lines is noise-only (whitespace,
 * line-endings, terminal styling, a mask's values, numbers) when nothing else differs, {@code ordering} when it
 * prints the same items of a bracketed list in another order, otherwise {@code content}.
 * Hunks add {@code ordering} (their lines appear on the other side elsewhere or in another order),
 * {@code missing-output} (one side printed nothing at all) and {@code truncation} (a hunk at the end of both texts
 * where one side is a proper, non-empty prefix of the other: output that got cut, not output that never came).
 */
class Classifier {
    private final Masks masks;
    private final NumericTolerance tolerance;

    Classifier(Masks masks, NumericTolerance tolerance) {
        this.masks = masks;
        this.tolerance = tolerance;
    }

    LineFeatures features(String rawLine) {
        return LineFeatures.of(rawLine, masks);
    }

    private void addPairClasses(String left, String right, Set<String> classes) {
        if (!left.equals(right)) {
            addPairClasses(features(left), features(right), classes);
        }
    }

    private void addPairClasses(LineFeatures left, LineFeatures right, Set<String> classes) {
        List<String> found = reorderedItems(left, right);
        if (found == null) {
            found = noiseClasses(left, right);
        }
        if (found == null && (left.hasEscapes() || right.hasEscapes())) {
            found = stylingClasses(left, right);
        }
        classes.addAll(found == null || found.isEmpty() ? List.of(DiffClass.CONTENT.label()) : found);
    }

    /** The noise that makes up the lines' differences; null when something else differs too. */
    private List<String> noiseClasses(LineFeatures left, LineFeatures right) {
        if (!left.residual().equals(right.residual())) {
            return null;
        }
        List<String> found = new ArrayList<>();
        if (!left.terminator().equals(right.terminator())) {
            found.add(DiffClass.LINE_ENDINGS.label());
        }
        if (!left.withWhitespace().equals(right.withWhitespace())) {
            found.add(DiffClass.WHITESPACE.label());
        }
        for (int i = 0; i < masks.list().size(); i++) {
            if (!left.maskValues().get(i).equals(right.maskValues().get(i))) {
                found.add(masks.list().get(i).name());
            }
        }
        if (!left.numbers().numbers().equals(right.numbers().numbers())) {
            found.add(DiffClass.NUMERIC.label());
        }
        return found;
    }

    /**
     * {@code ordering}, with the masks whose values differ besides, when the lines print the same items of a list in
     * another order (see {@link BracketedItems}); null when they do not. Before the noise: the numbers of
     * {@code [0, 2, 1]} against {@code [0, 1, 2]} differ one by one, but none is a new value.
     */
    private List<String> reorderedItems(LineFeatures left, LineFeatures right) {
        if (!BracketedItems.reordered(left.masked(), right.masked())) {
            return null;
        }
        List<String> found = new ArrayList<>(List.of(DiffClass.ORDERING.label()));
        for (int i = 0; i < masks.list().size(); i++) {
            if (!sortedCopy(left.maskValues().get(i)).equals(sortedCopy(right.maskValues().get(i)))) {
                found.add(masks.list().get(i).name());
            }
        }
        return found;
    }

    private static List<String> sortedCopy(List<String> values) {
        return values.stream().sorted().toList();
    }

    /**
     * The classes of lines that differ as they are but not as a terminal shows them, their escape sequences left out:
     * {@code styling} with the noise they differ in besides, or that noise alone when both have the same escapes
     * (a colour around a uuid hides it from the uuid mask, not a styling difference); null when they differ shown too.
     */
    private List<String> stylingClasses(LineFeatures left, LineFeatures right) {
        List<String> found = noiseClasses(left.withoutEscapes(masks), right.withoutEscapes(masks));
        if (found != null && (found.isEmpty() || !left.escapes().equals(right.escapes()))) {
            found.add(DiffClass.STYLING.label());
        }
        return found;
    }

    /**
     * The classes of the line pairs a normalization aligned as equal (noise such as masked values), all pairs
     * together; the two halves are classified on two threads when there are many.
     */
    Set<String> classifyAligned(Refinement.AlignedPairs pairs, TextLines left, TextLines right,
                                Cancellation cancellation) {
        int half = pairs.count() / 2;
        TwoTasks.Results<Set<String>> halves = TwoTasks.run(pairs.count() >= TwoTasks.PARALLEL_LINES,
                () -> classifyAligned(pairs, 0, half, left, right, cancellation),
                () -> classifyAligned(pairs, half, pairs.count(), left, right, cancellation));
        Set<String> classes = new TreeSet<>(DiffClass.LABEL_ORDER);
        classes.addAll(halves.first());
        classes.addAll(halves.second());
        return classes;
    }

    private Set<String> classifyAligned(Refinement.AlignedPairs pairs, int from, int to, TextLines left,
                                        TextLines right, Cancellation cancellation) {
        Set<String> classes = new TreeSet<>(DiffClass.LABEL_ORDER);
        for (int i = from; i < to; i++) {
            if ((i & 4095) == 4095) {
                cancellation.throwIfCancelled();
            }
            addPairClasses(left.raw(pairs.left()[i]), right.raw(pairs.right()[i]), classes);
        }
        return classes;
    }

    /**
     * Classifies every hunk of a comparison; the lines are the raw lines (with terminators) of each side. The
     * two sides' lines are taken apart on two threads when there are many. Unpaired lines (removed or added) are
     * taken apart only when some hunk could be lines moved elsewhere: a side's lines can all have moved only when
     * the other side has as many changed lines in all, so 90,000 lines added against one removed are not. The lines
     * drawn over later ({@code overdrawn}) are {@code progress}, when the progress mask is among the masks.
     */
    List<Hunk> classify(List<Hunk> regions, TextLines left, TextLines right, OverdrawnLines.Sides overdrawn,
                        Cancellation cancellation) {
        int leftTotal = regions.stream().mapToInt(Hunk::leftCount).sum();
        int rightTotal = regions.stream().mapToInt(Hunk::rightCount).sum();
        boolean anyMoved = regions.stream().anyMatch(region -> mayHaveMoved(region, leftTotal, rightTotal));
        int lines = regions.stream().mapToInt(region -> anyMoved ? region.leftCount() + region.rightCount()
                : 2 * region.changedLines()).sum();
        TwoTasks.Results<SideFeatures> sides = TwoTasks.run(lines >= TwoTasks.PARALLEL_LINES,
                () -> featuresOf(left, regions, Hunk::leftBegin, anyMoved ? Hunk::leftEnd : Classifier::leftPaired,
                        cancellation),
                () -> featuresOf(right, regions, Hunk::rightBegin, anyMoved ? Hunk::rightEnd : Classifier::rightPaired,
                        cancellation));
        List<Hunk> hunks = new ArrayList<>(regions.size());
        for (int h = 0; h < regions.size(); h++) {
            cancellation.throwIfCancelled();
            Hunk region = regions.get(h);
            Set<String> classes = classifyRegion(region, sides.first().byRegion().get(h),
                    sides.second().byRegion().get(h), left, right, sides.first().pool(), sides.second().pool(),
                    mayHaveMoved(region, leftTotal, rightTotal), overdrawn);
            hunks.add(new Hunk(region.leftBegin(), region.leftEnd(), region.rightBegin(), region.rightEnd(),
                    List.copyOf(classes)));
        }
        return hunks;
    }

    /**
     * A region holding lines drawn over later: {@code progress}, and its other lines paired in order, each side's
     * without those (a run that redrew a nested bar more often has more of them, wherever the line diff put them).
     */
    private void classifyAroundOverdrawn(Hunk region, List<LineFeatures> leftLines, List<LineFeatures> rightLines,
                                         TextLines left, TextLines right, OverdrawnLines.Sides overdrawn,
                                         Set<String> classes) {
        classes.add(DiffClass.PROGRESS.label());
        int l = overdrawn.left().nextClearBit(region.leftBegin());
        int r = overdrawn.right().nextClearBit(region.rightBegin());
        for (; l < region.leftEnd() && r < region.rightEnd(); l = overdrawn.left().nextClearBit(l + 1),
                r = overdrawn.right().nextClearBit(r + 1)) {
            if (!left.sameLine(l, right, r)) {
                addPairClasses(featuresOf(left, l, region.leftBegin(), leftLines),
                        featuresOf(right, r, region.rightBegin(), rightLines), classes);
            }
        }
        if (l < region.leftEnd() || r < region.rightEnd()) {
            classes.add(DiffClass.CONTENT.label());
        }
    }

    /** Line {@code line}'s features: taken apart already when among {@code known} (from {@code begin}), else now. */
    private LineFeatures featuresOf(TextLines lines, int line, int begin, List<LineFeatures> known) {
        return line - begin < known.size() ? known.get(line - begin) : features(lines.raw(line));
    }

    /** Whether the region's lines could all be found among the other side's changed lines (in all regions). */
    private static boolean mayHaveMoved(Hunk region, int leftTotal, int rightTotal) {
        return region.leftCount() <= rightTotal && region.rightCount() <= leftTotal;
    }

    private static int leftPaired(Hunk region) {
        return region.leftBegin() + region.changedLines();
    }

    private static int rightPaired(Hunk region) {
        return region.rightBegin() + region.changedLines();
    }

    /**
     * One side's lines of every region taken apart (all of them, or only those paired with a line of the other
     * side), and how often each residual occurs among them.
     */
    private record SideFeatures(List<List<LineFeatures>> byRegion, Map<String, Integer> pool) {
    }

    private SideFeatures featuresOf(TextLines lines, List<Hunk> regions, ToIntFunction<Hunk> begin,
                                    ToIntFunction<Hunk> end, Cancellation cancellation) {
        List<List<LineFeatures>> byRegion = new ArrayList<>(regions.size());
        Map<String, Integer> pool = new HashMap<>();
        for (Hunk region : regions) {
            cancellation.throwIfCancelled();
            byRegion.add(featuresOf(lines, begin.applyAsInt(region), end.applyAsInt(region), pool, cancellation));
        }
        return new SideFeatures(byRegion, pool);
    }

    private List<LineFeatures> featuresOf(TextLines lines, int begin, int end, Map<String, Integer> pool,
                                          Cancellation cancellation) {
        List<LineFeatures> features = new ArrayList<>(end - begin);
        for (int i = begin; i < end; i++) {
            if ((i & 4095) == 4095) {
                cancellation.throwIfCancelled();
            }
            LineFeatures line = features(lines.raw(i));
            features.add(line);
            pool.merge(line.movedKey(), 1, Integer::sum);
        }
        return features;
    }

    private Set<String> classifyRegion(Hunk region, List<LineFeatures> leftLines, List<LineFeatures> rightLines,
                                       TextLines left, TextLines right,
                                       Map<String, Integer> removedPool, Map<String, Integer> addedPool,
                                       boolean mayHaveMoved, OverdrawnLines.Sides overdrawn) {
        Set<String> classes = new TreeSet<>(DiffClass.LABEL_ORDER);
        if (overdrawn.any(region)) {
            classifyAroundOverdrawn(region, leftLines, rightLines, left, right, overdrawn, classes);
        } else {
            for (int i = 0; i < region.changedLines(); i++) {
                if (!left.sameLine(region.leftBegin() + i, right, region.rightBegin() + i)) {
                    addPairClasses(leftLines.get(i), rightLines.get(i), classes);
                }
            }
            if (region.leftCount() != region.rightCount()) {
                classes.add(DiffClass.CONTENT.label());
            }
        }
        if (!classes.contains(DiffClass.CONTENT.label())) {
            return classes;
        }
        // Lines that moved are ordering even at the end, where a side that stops early also reads as cut short.
        if (mayHaveMoved && allIn(leftLines, addedPool) && allIn(rightLines, removedPool)) {
            classes.remove(DiffClass.CONTENT.label());
            classes.add(DiffClass.ORDERING.label());
            return classes;
        }
        if (left.count() == 0 || right.count() == 0) {
            return new TreeSet<>(Set.of(DiffClass.MISSING_OUTPUT.label()));
        }
        if (region.leftEnd() == left.count() && region.rightEnd() == right.count() && isTruncation(region, left, right)) {
            return new TreeSet<>(Set.of(DiffClass.TRUNCATION.label()));
        }
        return classes;
    }

    private static boolean allIn(List<LineFeatures> lines, Map<String, Integer> pool) {
        Map<String, Integer> needed = new HashMap<>();
        for (LineFeatures line : lines) {
            int count = needed.merge(line.movedKey(), 1, Integer::sum);
            if (count > pool.getOrDefault(line.movedKey(), 0)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isTruncation(Hunk region, TextLines left, TextLines right) {
        return left.tailsAgree(left.start(region.leftBegin()), right, right.start(region.rightBegin()));
    }
}
