package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * Puts matching rows in the order of a query's sort keys: the order of each key's column ({@link RunColumn}, the
 * verdict by its label), runs without a value last either way, then file order. Each key becomes a rank per row
 * (rows with equal values share one), the keys one combined rank, and the rows are sorted as longs holding that rank
 * and the row's position: no comparator looking rows up through boxed indices and a map. A number column (reward,
 * exit code, seed_ack...) is ranked by sorting its values as longs; the timestamp by a long key per row
 * ({@link #timestampRanks}); a text column (key, seed, group, template, verdict) by one sort with its column's
 * comparator, key and group by their {@link NaturalKey} (read once per row, not at every comparison); when a text
 * column is the only key that sort is the rows' order.
 */
final class RowOrder {
    /**
     * The kinds of value, in ascending order: numbers by their value, then a timestamp's text or a number column's
     * logged NaN, then runs without a value. Descending, a number column keeps that order of kinds and the timestamp
     * reverses its texts and numbers as {@link LoggedTimestamps#ORDER} reversed does; runs without a value stay last.
     */
    private static final int NUMBER = 0;
    private static final int TEXT = 1;
    private static final int NOT_A_NUMBER = 1;
    private static final int ABSENT = 2;
    /** The columns ranked by their comparator. */
    private static final Set<RunColumn> COMPARED = EnumSet.of(RunColumn.KEY, RunColumn.SEED, RunColumn.GROUP,
            RunColumn.TEMPLATE);

    private RowOrder() {
    }

    /**
     * {@code rows} (run indices in file order, {@code runs} their summaries, {@code verdicts} the verdict label per run
     * index, null for none) in the order of {@code query}, which is {@link RowQuery#sorted()}.
     */
    static List<Integer> sort(List<Integer> rows, List<RunSummary> runs, RowQuery query, IntFunction<String> verdicts) {
        SortKey first = query.sort().get(0);
        if (query.sort().size() == 1 && COMPARED.contains(first.column())) {
            // one stable sort, which runs of values already in order (keys as logged) make cheap; ranking loses that
            Positioned<?>[] sorted = sortedByValue(texts(first, runs));
            List<Integer> inOrder = new ArrayList<>(rows.size());
            for (Positioned<?> run : sorted) {
                inOrder.add(rows.get(run.position()));
            }
            return inOrder;
        }
        int[] ranks = null;
        for (SortKey key : query.sort()) {
            int[] level = ranks(key, rows, runs, verdicts);
            ranks = ranks == null ? level : combined(ranks, level);
        }
        long[] rankAndPosition = new long[rows.size()];
        for (int i = 0; i < rankAndPosition.length; i++) {
            rankAndPosition[i] = (long) ranks[i] << 32 | i;
        }
        Arrays.sort(rankAndPosition);
        List<Integer> sorted = new ArrayList<>(rows.size());
        for (long row : rankAndPosition) {
            sorted.add(rows.get((int) row));
        }
        return sorted;
    }

    private static int[] ranks(SortKey key, List<Integer> rows, List<RunSummary> runs, IntFunction<String> verdicts) {
        boolean up = key.ascending();
        return switch (key.column()) {
            case LINE -> numberRanks(runs, up, run -> NUMBER, RunSummary::line);
            case STDOUT_SIZE -> numberRanks(runs, up, run -> NUMBER, RunSummary::stdoutBytes);
            case SEED_ACK -> numberRanks(runs, up, run -> NUMBER, run -> run.seedAck().ordinal());
            case EXIT_CODE -> numberRanks(runs, up, run -> run.exitCode() != null ? NUMBER : ABSENT, RunSummary::exitCode);
            case STEP -> numberRanks(runs, up, run -> run.step() != null ? NUMBER : ABSENT, RunSummary::step);
            case REWARD -> numberRanks(runs, up, run -> tier(run.reward()), run -> ordered(run.reward()));
            case DURATION -> numberRanks(runs, up, run -> tier(run.durationMs()), run -> ordered(run.durationMs()));
            case KEY, SEED, GROUP, TEMPLATE -> valueRanks(texts(key, runs));
            case TIMESTAMP -> timestampRanks(runs, up);
            case VERDICT -> valueRanks(new Ordered<>(rows.stream().map(verdicts::apply).toList(),
                    RunColumn.absentLast(up)));
        };
    }

    /** The values of a text column ({@link #COMPARED}) in its order. */
    private static Ordered<?> texts(SortKey key, List<RunSummary> runs) {
        return switch (key.column()) {
            case KEY -> naturalKeys(runs, RunSummary::key, key.ascending());
            case GROUP -> naturalKeys(runs, RunSummary::group, key.ascending());
            default -> new Ordered<>(runs, key.column().comparator(key.ascending()));
        };
    }

    /** Each run's text as a {@link NaturalKey} (no text: {@code null}), in {@link NaturalOrder}, no text last. */
    private static Ordered<NaturalKey> naturalKeys(List<RunSummary> runs, Function<RunSummary, String> text,
                                                   boolean ascending) {
        List<NaturalKey> keys = new ArrayList<>(runs.size());
        for (RunSummary run : runs) {
            String value = text.apply(run);
            keys.add(value == null ? null : NaturalKey.of(value));
        }
        return new Ordered<>(keys, RunColumn.absentLast(ascending));
    }

    private static int tier(Double value) {
        return value == null ? ABSENT : value.isNaN() ? NOT_A_NUMBER : NUMBER;
    }

    /** Ranks in the order of a number column (a logged NaN after the numbers, runs without a value last, either way). */
    private static int[] numberRanks(List<RunSummary> runs, boolean ascending, ToIntFunction<RunSummary> tier,
                                     ToLongFunction<RunSummary> value) {
        long[] values = new long[runs.size()];
        int[] tiers = new int[values.length];
        long[] distinct = new long[values.length];
        int count = 0;
        for (int i = 0; i < values.length; i++) {
            RunSummary run = runs.get(i);
            tiers[i] = tier.applyAsInt(run);
            if (tiers[i] == NUMBER) {
                values[i] = value.applyAsLong(run);
                distinct[count++] = values[i];
            }
        }
        distinct = distinct(Arrays.copyOf(distinct, count));
        int[] ranks = new int[values.length];
        for (int i = 0; i < ranks.length; i++) {
            if (tiers[i] != NUMBER) {
                ranks[i] = distinct.length + tiers[i] - 1;
            } else {
                int rank = Arrays.binarySearch(distinct, values[i]);
                ranks[i] = ascending ? rank : distinct.length - 1 - rank;
            }
        }
        return ranks;
    }

    /** Ranks in the values' order (which places missing values itself); values it finds equal share a rank. */
    private static <T> int[] valueRanks(Ordered<T> values) {
        Positioned<T>[] sorted = sortedByValue(values);
        int[] ranks = new int[sorted.length];
        int rank = 0;
        for (int k = 0; k < sorted.length; k++) {
            if (k > 0 && values.order().compare(sorted[k - 1].value(), sorted[k].value()) != 0) {
                rank++;
            }
            ranks[sorted[k].position()] = rank;
        }
        return ranks;
    }

    /** The values with their positions, in their order, equal values in their order (a stable sort). */
    private static <T> Positioned<T>[] sortedByValue(Ordered<T> values) {
        @SuppressWarnings("unchecked")
        Positioned<T>[] sorted = new Positioned[values.values().size()];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = new Positioned<>(values.values().get(i), i);
        }
        Comparator<? super T> order = values.order();
        Arrays.sort(sorted, (a, b) -> order.compare(a.value(), b.value()));
        return sorted;
    }

    /** One value per row and their order. */
    private record Ordered<T>(List<T> values, Comparator<? super T> order) {
    }

    private record Positioned<T>(T value, int position) {
    }

    /**
     * Ranks in {@link LoggedTimestamps#ORDER} (runs without a timestamp last either way) without comparing most
     * texts: numbers by their value as a long, texts first by {@link IsoTextKey}, and only texts with equal keys by
     * their text.
     */
    private static int[] timestampRanks(List<RunSummary> runs, boolean ascending) {
        int[] kinds = new int[runs.size()];
        long[] keys = new long[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            String timestamp = runs.get(i).timestamp();
            if (timestamp == null) {
                kinds[i] = ABSENT;
            } else if (LoggedTimestamps.isNumber(timestamp)) {
                kinds[i] = NUMBER;
                keys[i] = ordered(Double.parseDouble(timestamp));
            } else {
                kinds[i] = TEXT;
                keys[i] = IsoTextKey.of(timestamp);
            }
        }
        int[] ranks = textTiesBroken(combined(kinds, ranks(keys)), kinds, runs);
        int present = 0;
        for (int i = 0; i < ranks.length; i++) {
            present = kinds[i] == ABSENT ? present : Math.max(present, ranks[i] + 1);
        }
        if (!ascending) {
            for (int i = 0; i < ranks.length; i++) {
                ranks[i] = kinds[i] == ABSENT ? present : present - 1 - ranks[i];
            }
        }
        return ranks;
    }

    /** {@code coarse} ranks with the rows of each text rank that share it ranked apart by their timestamp's text. */
    private static int[] textTiesBroken(int[] coarse, int[] kinds, List<RunSummary> runs) {
        long[] byRank = new long[coarse.length];
        for (int i = 0; i < byRank.length; i++) {
            byRank[i] = (long) coarse[i] << 32 | i;
        }
        Arrays.sort(byRank);
        int[] ranks = new int[coarse.length];
        int next = 0;
        for (int start = 0, end; start < byRank.length; start = end) {
            end = start + 1;
            while (end < byRank.length && byRank[end] >>> 32 == byRank[start] >>> 32) {
                end++;
            }
            int[] within = new int[end - start];
            if (end - start > 1 && kinds[(int) byRank[start]] == TEXT) {
                List<String> texts = new ArrayList<>(end - start);
                for (int k = start; k < end; k++) {
                    texts.add(runs.get((int) byRank[k]).timestamp());
                }
                within = valueRanks(new Ordered<>(texts, Comparator.naturalOrder()));
            }
            int most = 0;
            for (int k = start; k < end; k++) {
                ranks[(int) byRank[k]] = next + within[k - start];
                most = Math.max(most, within[k - start]);
            }
            next += most + 1;
        }
        return ranks;
    }

    /**
     * Ranks by {@code major}, rows equal in it by {@code minor}: {@code major * (most minor + 1) + minor} (ranks need
     * not be dense) when that fits an int, which needs no sort; otherwise the pairs' ranks.
     */
    private static int[] combined(int[] major, int[] minor) {
        long minors = Arrays.stream(minor).max().orElse(0) + 1L;
        if ((Arrays.stream(major).max().orElse(0) + 1L) * minors <= Integer.MAX_VALUE) {
            int[] ranks = new int[major.length];
            for (int i = 0; i < ranks.length; i++) {
                ranks[i] = (int) (major[i] * minors + minor[i]);
            }
            return ranks;
        }
        long[] pairs = new long[major.length];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = (long) major[i] << 32 | minor[i];
        }
        return ranks(pairs);
    }

    /** Each value's index among the distinct values in order. */
    private static int[] ranks(long[] values) {
        long[] distinct = distinct(values.clone());
        int[] ranks = new int[values.length];
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = Arrays.binarySearch(distinct, values[i]);
        }
        return ranks;
    }

    /** {@code values} sorted, each once (sorts {@code values} in place). */
    private static long[] distinct(long[] values) {
        Arrays.sort(values);
        int count = 0;
        for (int i = 0; i < values.length; i++) {
            if (count == 0 || values[count - 1] != values[i]) {
                values[count++] = values[i];
            }
        }
        return Arrays.copyOf(values, count);
    }

    /** A long that orders as {@link Double#compare} orders {@code value}: -0.0 before 0.0, NaN after infinity. */
    private static long ordered(double value) {
        long bits = Double.doubleToLongBits(value);
        return bits ^ (bits >> 63 & Long.MAX_VALUE);
    }
}
