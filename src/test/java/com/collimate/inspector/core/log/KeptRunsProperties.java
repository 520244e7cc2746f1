package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** However runs are kept and used, what is kept stays within the budget and the count, the last run kept among it. */
class KeptRunsProperties {
    private static final int INDEXES = 8;
    private static final int MAX_RUNS = 3;
    private static final long BUDGET = 30;

    @Property(tries = 500)
    void keepsWithinItsBoundsAndKeepsTheLastRunThatFits(@ForAll("steps") List<Step> steps) {
        KeptRuns kept = new KeptRuns(MAX_RUNS, BUDGET);
        Map<Integer, Run> given = new HashMap<>();
        Map<Integer, Long> weights = new HashMap<>();
        for (Step step : steps) {
            if (step.bytes() < 0) {
                kept.get(step.index());
                continue;
            }
            Run run = KeptRunsTest.run("run " + step.index());
            kept.keep(step.index(), run, step.bytes());
            if (step.bytes() <= BUDGET) {
                given.put(step.index(), run);
                weights.put(step.index(), step.bytes());
                assertThat(kept.get(step.index())).as("the run just kept").isSameAs(run);
            }
        }

        long bytes = 0;
        int runs = 0;
        for (int index = 0; index < INDEXES; index++) {
            Run run = kept.get(index);
            if (run != null) {
                assertThat(run).as("the run last kept at %d", index).isSameAs(given.get(index));
                bytes += weights.get(index);
                runs++;
            }
        }
        assertThat(bytes).isLessThanOrEqualTo(BUDGET);
        assertThat(runs).isLessThanOrEqualTo(MAX_RUNS);
    }

    /** A keep of a run of {@code bytes} at {@code index}, or (bytes negative) a use of the run kept there. */
    record Step(int index, long bytes) {
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Step> step = Combinators.combine(Arbitraries.integers().between(0, INDEXES - 1),
                Arbitraries.longs().between(-1, BUDGET + 10)).as(Step::new);
        return step.list().ofMaxSize(40);
    }
}
