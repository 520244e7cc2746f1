package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.report.ReportRow;
import com.collimate.inspector.core.util.Cancellation;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class JournalVerdictsTest {
    private static final Run ORIGINAL = TestRuns.verified("run-1", "2026-11-28T10:00:00Z tick 1\n");

    private static JournalEntry answered(int attempt, String stdout) {
        return new JournalEntry("run-1", ORIGINAL.line(), attempt, "http://local", TestRuns.SEED, null,
                "2026-11-29T08:00:00Z", 12.5, 200, 1, new ExecResponse(stdout, "", 0L, TestRuns.SEED, "verified"), null);
    }

    private static JournalEntry failed(int attempt) {
        return new JournalEntry("run-1", ORIGINAL.line(), attempt, "http://local", TestRuns.SEED, null,
                "2026-11-29T08:00:00Z", 3, 503, 5, null, new JournalEntry.Error("server-error", "server error, HTTP 503"));
    }

    /** The verdict the app gives a run from its journal entries (live, on reload, in the exports). */
    private static RunResult judge(Run run, List<JournalEntry> entries) {
        return RunVerdicts.of(run, RunReplays.records(run, entries)).orElseThrow();
    }

    @Test
    void judgesJournaledReplaysLikeALiveBatch() {
        RunResult same = judge(ORIGINAL, List.of(answered(1, ORIGINAL.stdout()), failed(2)));
        assertThat(same.verdict()).isEqualTo(Verdict.REPRODUCED);
        assertThat(same.reason()).contains("replay 2 failed: server error, HTTP 503");

        RunResult diverged = judge(ORIGINAL, List.of(answered(1, ORIGINAL.stdout()),
                answered(2, "2026-11-29T08:00:00Z tick 2\n")));
        assertThat(diverged.isUnexpectedDivergence()).isTrue();
        assertThat(diverged.firstDivergence().describe()).isEqualTo("stdout at line 1, column 10");

        RunResult unseeded = judge(TestRuns.run("run-1", "python", "print(1)", Seed.missing(),
                "verified", "x\n", "", 0L), List.of(new JournalEntry("run-1", ORIGINAL.line(), 1, "http://local", null,
                null, "2026-11-29T08:00:00Z", 12.5, 200, 1, new ExecResponse("x\n", "", 0L, null, "verified"), null)));
        assertThat(unseeded.verdict()).isEqualTo(Verdict.SKIPPED);

        RunResult noAnswer = judge(ORIGINAL, List.of(failed(1)));
        assertThat(noAnswer.verdict()).isEqualTo(Verdict.FAILED);
        assertThat(JournalVerdicts.record(ORIGINAL, failed(1)).errorKind().label()).isEqualTo("server-error");
    }

    /** What {@code diff} shows for a replay side, found without the comparison {@link JournalVerdicts#record} makes. */
    @Test
    void theSandboxCutOfAnAnswerIsTheErrorItsRecordHas() {
        ExecResponse timedOut = new ExecResponse("2026", "", 137L, TestRuns.SEED, "verified");
        timedOut.extras().put("timed_out", JsonNodeFactory.instance.booleanNode(true));
        timedOut.extras().put("time_limit_s", JsonNodeFactory.instance.numberNode(2));
        JournalEntry cut = new JournalEntry("run-1", ORIGINAL.line(), 1, "http://local", TestRuns.SEED, null,
                "2026-11-29T08:00:00Z", 2000, 200, 1, timedOut, null);

        assertThat(JournalVerdicts.sandboxCut(ORIGINAL, cut)).hasValue(JournalVerdicts.record(ORIGINAL, cut).error())
                .hasValueSatisfying(why -> assertThat(why).startsWith("timed out after 2 s"));
        assertThat(JournalVerdicts.sandboxCut(ORIGINAL, answered(2, "other\n"))).isEmpty();
        assertThat(JournalVerdicts.sandboxCut(ORIGINAL, answered(3, ORIGINAL.stdout()))).isEmpty();
    }

    @Test
    void groupsIdenticalOutputsForFlakeRates() {
        ReplayOutputGroups groups = ReplayOutputGroups.of(ORIGINAL, List.of(answered(1, ORIGINAL.stdout()),
                answered(2, "other\n"), failed(3), answered(4, ORIGINAL.stdout()), answered(5, "other\n")));
        assertThat(groups.answered()).isEqualTo(4);
        assertThat(groups.distinctOutputs()).isEqualTo(2);
        assertThat(groups.flakeRate()).hasValue(0.5);
        assertThat(groups.groups().get(0).attempts()).containsExactly(1, 4);
        assertThat(groups.groups().get(0).sameAsOriginal()).isTrue();
        assertThat(groups.groups().get(1).attempts()).containsExactly(2, 5);
        assertThat(ReplayOutputGroups.of(ORIGINAL, List.of(failed(1))).flakeRate()).isEmpty();
    }

    @Test
    void onlyAnsweredReplaysCountTowardOutputsFlakeRateAndBackends() {
        ExecResponse cut = new ExecResponse("partial", "", 0L, TestRuns.SEED, "verified");
        cut.extras().put("truncated", JsonNodeFactory.instance.arrayNode().add("stdout"));
        JournalEntry cutAtTheLimit = new JournalEntry("run-1", ORIGINAL.line(), 1, "http://local", TestRuns.SEED,
                null, "2026-11-29T08:00:00Z", 12.5, 200, 1, cut, null);
        JournalEntry silent = new JournalEntry("run-1", ORIGINAL.line(), 2, "http://never-answers", TestRuns.SEED,
                null, "2026-11-29T08:00:00Z", 30_000, 0, 1, null, new JournalEntry.Error("timeout", "read timed out"));

        ReplayOutputGroups groups = ReplayOutputGroups.of(ORIGINAL, List.of(cutAtTheLimit, silent));
        assertThat(groups.answered()).isZero();
        assertThat(groups.distinctOutputs()).isZero();
        assertThat(groups.flakeRate()).isEmpty();
        assertThat(groups.backends()).isZero();

        ReplayOutputGroups mixed = ReplayOutputGroups.of(ORIGINAL, List.of(answered(3, ORIGINAL.stdout()), silent));
        assertThat(mixed.backends()).as("the endpoint that never answered is no backend of the flake rate").isOne();
        assertThat(mixed.flakeRate()).as("one answered replay cannot disagree with another").isEmpty();
    }

    @Test
    void reportRowsCarryTheFirstDivergingReplaysDiff() {
        List<JournalEntry> entries = List.of(answered(1, ORIGINAL.stdout()), answered(2, "2026-11-29T08:00:00Z tick 2\n"));
        RunResult result = judge(ORIGINAL, entries);
        ReportRow row = ReplayReportRows.of(ORIGINAL, result, entries, new TextDiffer(DiffOptions.defaults()),
                Cancellation.none());
        assertThat(row.verdict()).isEqualTo("diverged");
        assertThat(row.expected()).isFalse();
        assertThat(row.classes()).containsExactly("timestamp", "numeric");
        assertThat(row.firstDivergence().line()).isEqualTo(1);
        assertThat(row.diffs()).singleElement().satisfies(diff -> {
            assertThat(diff.title()).isEqualTo("stdout: original vs replay 2");
            assertThat(diff.rightText()).contains("tick 2");
        });
    }

    @Test
    void theReportShowsTheReplayTheVerdictNames() {
        JournalEntry unconfirmed = new JournalEntry("run-1", ORIGINAL.line(), 1, "http://local", TestRuns.SEED, null,
                "2026-11-29T08:00:00Z", 12.5, 200, 1, new ExecResponse("other\n", "", 0L, TestRuns.SEED, "off"), null);
        List<JournalEntry> entries = List.of(unconfirmed, answered(2, "2026-11-29T08:00:00Z tick 2\n"));
        RunResult result = judge(ORIGINAL, entries);
        ReportRow row = ReplayReportRows.of(ORIGINAL, result, entries, new TextDiffer(DiffOptions.defaults()),
                Cancellation.none());

        assertThat(result.reason()).startsWith("replay 2 differs");
        assertThat(row.diffs()).singleElement().satisfies(diff ->
                assertThat(diff.title()).isEqualTo("stdout: original vs replay 2"));
    }
}
