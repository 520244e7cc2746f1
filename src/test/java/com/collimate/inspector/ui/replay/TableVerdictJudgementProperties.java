package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.runs.RunsViewModel;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * However the judgements of runs' verdicts interleave and in whatever order they finish, each run shows the verdict of
 * the latest judgement that reached the table: one begun earlier (it read an older journal) never replaces it.
 */
class TableVerdictJudgementProperties {
    private static final int RUNS = 4;

    @Property(tries = 500)
    void eachRunShowsTheVerdictOfItsLatestPublishedJudgement(
            @ForAll @Size(max = 40) List<@IntRange(max = 99) Integer> steps) {
        RunsViewModel runs = new RunsViewModel(Runnable::run, task -> { }, Throttle.NONE);
        TableVerdicts table = new TableVerdicts(runs, task -> { });
        List<Judgement> begun = new ArrayList<>();
        Map<Integer, Judgement> latestPublished = new HashMap<>();
        for (int step : steps) {
            if (step % 2 == 0 || begun.isEmpty()) {
                int run = step / 2 % RUNS;
                long number = table.newJudgement();
                begun.add(new Judgement(run, number, new ReplayVerdict(VerdictKind.REPRODUCED, "judgement " + number)));
            } else {
                Judgement done = begun.remove(step / 2 % begun.size());
                table.publish(null, Map.of(done.run(), done.verdict()), run -> done.number());
                latestPublished.merge(done.run(), done, (was, now) -> now.number() > was.number() ? now : was);
            }
        }
        Map<Integer, String> expected = new HashMap<>();
        latestPublished.forEach((run, judgement) -> expected.put(run, judgement.verdict().description()));
        Map<Integer, String> shown = new HashMap<>();
        runs.verdicts().forEach((run, verdict) -> shown.put(run, verdict.description()));
        assertThat(shown).isEqualTo(expected);
    }

    private record Judgement(int run, long number, ReplayVerdict verdict) {
    }
}
