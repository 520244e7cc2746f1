package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.runs.VerdictBadge;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * However verdicts land (new runs, runs judged again, badges that are no replay verdict), the table resets and the
 * FX thread's turns interleave, the dashboard's counts, kept as each verdict changes, equal a recount of the table's
 * verdicts whenever the FX thread has caught up.
 */
class TableVerdictCountProperties {
    private static final VerdictKind[] KINDS = VerdictKind.values();
    private static final int RUNS = 10;
    private static final VerdictBadge OTHER_BADGE = new VerdictBadge() {
        @Override
        public String label() {
            return "other";
        }

        @Override
        public String styleClass() {
            return "verdict-other";
        }

        @Override
        public String description() {
            return "not a replay's";
        }
    };

    @Property(tries = 500)
    void theCountsEqualARecountOnceTheFxThreadHasCaughtUp(
            @ForAll @Size(max = 60) List<@IntRange(max = 999) Integer> steps) {
        Queue<Runnable> fx = new ArrayDeque<>();
        RunsViewModel runs = new RunsViewModel(fx::add, task -> { }, Throttle.NONE);
        TableVerdicts table = new TableVerdicts(runs, fx::add);
        for (int step : steps) {
            int value = step / 4;
            switch (step % 4) {
                case 0, 1 -> {
                    long judgement = table.newJudgement();
                    table.publish(null, burst(value), run -> judgement);
                }
                case 2 -> runs.reset();
                default -> {
                    Runnable task = fx.poll();
                    if (task != null) {
                        task.run();
                    }
                }
            }
            if (fx.isEmpty()) {
                assertThat(table.countsProperty().get()).isEqualTo(recount(runs));
            }
        }
        while (!fx.isEmpty()) {
            fx.poll().run();
        }
        assertThat(table.countsProperty().get()).isEqualTo(recount(runs));
    }

    /** A few runs' verdicts, some of them runs that have one already. */
    private static Map<Integer, VerdictBadge> burst(int value) {
        Map<Integer, VerdictBadge> burst = new HashMap<>();
        for (int k = 0; k <= value % 5; k++) {
            int pick = (value + 3 * k) % (KINDS.length + 1);
            burst.put((value + 7 * k) % RUNS, pick == KINDS.length ? OTHER_BADGE : new ReplayVerdict(KINDS[pick], "d"));
        }
        return burst;
    }

    private static Map<VerdictKind, Integer> recount(RunsViewModel runs) {
        Map<VerdictKind, Integer> perKind = new HashMap<>();
        for (VerdictBadge badge : runs.verdicts().values()) {
            if (badge instanceof ReplayVerdict verdict) {
                perKind.merge(verdict.kind(), 1, Integer::sum);
            }
        }
        return perKind;
    }
}
