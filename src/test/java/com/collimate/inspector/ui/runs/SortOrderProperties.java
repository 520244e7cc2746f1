package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The runs table's order is that of the sort keys' columns ({@link RunColumn#comparator}, the verdict by its label),
 * runs without a value last either way, then file order; over runs drawn from few values, so that ties, missing
 * values, -0.0 and 0.0, 64-bit exit codes, timestamps equal as numbers but not as texts, ISO texts equal or
 * nearly so ({@link LoggedTimestampTexts}) and keys and groups equal or equal but for a number's zeros
 * ({@link NaturalTexts}) are common.
 */
class SortOrderProperties {
    private static final List<String> VERDICTS = List.of("diverged", "reproduced", "Reproduced", "");

    @Property(tries = 300)
    void rowsComeInTheOrderOfTheColumnsThenInFileOrder(@ForAll("runs") List<Run> runs,
                                                       @ForAll @Size(min = 1, max = 3) List<@From("keys") SortKey> sort,
                                                       @ForAll("verdicts") Map<Integer, String> labels) {
        ListRolloutLog log = new ListRolloutLog(Path.of("sorted.jsonl"), runs, List.of());
        RunsViewModel table = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        log.publish(table, runs.size());
        Map<Integer, VerdictBadge> badges = new HashMap<>();
        labels.forEach((run, label) -> {
            if (run < runs.size()) {
                badges.put(run, RunsViewModelTest.badge(label));
            }
        });
        table.putVerdicts(badges);

        table.sortBy(sort);

        assertThat(table.shownRuns()).containsExactlyElementsOf(expected(log, sort, labels));
    }

    @Example
    void keysWithMoreRanksTogetherThanAnIntHoldsAreRankedAsPairs() {
        Random random = new Random(7);
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < 70_000; i++) {
            Fields fields = new Fields("r" + random.nextInt(1_000_000), 1 + random.nextInt(1_000_000), "",
                    Seed.missing(), SeedAck.VERIFIED);
            runs.add(run(fields, new Values(null, null, null, null, null, null, "")));
        }
        ListRolloutLog log = new ListRolloutLog(Path.of("many.jsonl"), runs, List.of());
        RunsViewModel table = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        log.publish(table, runs.size());
        List<SortKey> sort = List.of(new SortKey(RunColumn.KEY, false), new SortKey(RunColumn.LINE, true));

        table.sortBy(sort);

        assertThat(table.shownRuns()).containsExactlyElementsOf(expected(log, sort, Map.of()));
    }

    private static List<Integer> expected(ListRolloutLog log, List<SortKey> sort, Map<Integer, String> labels) {
        Comparator<Integer> order = (a, b) -> 0;
        for (SortKey key : sort) {
            Comparator<Integer> level = key.column() == RunColumn.VERDICT
                    ? Comparator.comparing(labels::get, RunColumn.absentLast(key.ascending()))
                    : Comparator.comparing(log::summary, key.column().comparator(key.ascending()));
            order = order.thenComparing(level);
        }
        List<Integer> rows = new ArrayList<>(IntStream.range(0, log.size()).boxed().toList());
        rows.sort(order.thenComparing(Comparator.naturalOrder()));
        return rows;
    }

    @Provide
    Arbitrary<List<Run>> runs() {
        Arbitrary<Double> decimals = Arbitraries.of(-1.5, -0.0, 0.0, 0.25, 2.0, Double.NEGATIVE_INFINITY,
                Double.POSITIVE_INFINITY, Double.MAX_VALUE, -Double.MIN_VALUE, Double.NaN).injectNull(0.3);
        Arbitrary<Long> integers = Arbitraries.of(Long.MIN_VALUE, (long) Integer.MIN_VALUE, -1L, 0L, 1L, 3221225477L,
                Long.MAX_VALUE).injectNull(0.3);
        Arbitrary<String> texts = Arbitraries.of("", "a", "B", "b", "ab", "é").injectNull(0.3);
        Arbitrary<String> timestamps = Arbitraries.oneOf(Arbitraries.of("9", "10", "1e1", "10.0", "-3", "-0", "0",
                "1764405425123", "1.764405425123e12", "2026-11-28T23:59:59Z", "2026-11-29T08:37:05.222Z",
                "2026-11-29 08:37:05", "x"), LoggedTimestampTexts.texts()).injectNull(0.3);
        Arbitrary<Seed> seeds = Arbitraries.of(Seed.ofString("c0ffee00".repeat(8)),
                Seed.ofString("0123abcd".repeat(8)), Seed.ofString("short"), Seed.ofNonString("42"), Seed.missing());
        Arbitrary<SeedAck> acks = Arbitraries.of(SeedAck.class);
        // keys and groups of one list drawn from a few texts and the same with a zero before their first digit, so that
        // equal ones and ones equal but for a number's zeros are common
        return NaturalTexts.texts().list().ofMinSize(1).ofMaxSize(4).flatMap(few -> {
            Arbitrary<String> naturalTexts = Arbitraries.of(Stream.concat(few.stream(),
                    few.stream().map(text -> text.replaceFirst("[0-9]", "0$0"))).toList());
            Arbitrary<Run> run = Combinators.combine(
                    Combinators.combine(naturalTexts, Arbitraries.longs().between(1, 4), texts, seeds, acks)
                            .as(Fields::new),
                    Combinators.combine(integers, naturalTexts.injectNull(0.3), integers, decimals, decimals,
                            timestamps, Arbitraries.of("", "out", "longer output").injectNull(0.3)).as(Values::new))
                    .as(SortOrderProperties::run);
            return run.list().ofMaxSize(30);
        });
    }

    @Provide
    Arbitrary<SortKey> keys() {
        return Combinators.combine(Arbitraries.of(RunColumn.class), Arbitraries.of(true, false)).as(SortKey::new);
    }

    @Provide
    Arbitrary<Map<Integer, String>> verdicts() {
        return Arbitraries.maps(Arbitraries.integers().between(0, 29), Arbitraries.of(VERDICTS)).ofMaxSize(20);
    }

    private record Fields(String key, long line, String template, Seed seed, SeedAck ack) {
    }

    private record Values(Long exitCode, String group, Long step, Double reward, Double duration, String timestamp,
                          String stdout) {
    }

    private static Run run(Fields f, Values v) {
        return new Run(f.key(), f.line(), f.template(), "", f.seed(), f.ack(), f.ack().label(), v.stdout(), "",
                v.exitCode(), v.group(), v.step(), v.reward(), v.duration(), v.timestamp(), Map.of(), "{}");
    }
}
