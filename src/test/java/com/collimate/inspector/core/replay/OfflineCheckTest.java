package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static com.collimate.inspector.core.replay.TestRuns.SEED;
import static org.assertj.core.api.Assertions.assertThat;

class OfflineCheckTest {
    private static final String OTHER_SEED = "ab".repeat(32);

    private static Run run(String key, String code, String seed, String ack, String stdout, Long exit) {
        return TestRuns.run(key, "python", code, seed == null ? Seed.missing() : Seed.ofString(seed), ack, stdout, "",
                exit);
    }

    private static OfflineReport check(List<Run> runs, int... selection) throws Exception {
        int[] selected = selection.length == 0 ? IntStream.range(0, runs.size()).toArray() : selection;
        return OfflineCheck.run(RunSource.of(runs), selected, ReplayListener.NONE, new Cancellation());
    }

    private static RunResult result(OfflineReport report, String key) {
        return report.results().stream().filter(r -> r.run().key().equals(key)).findFirst().orElseThrow();
    }

    private static OfflineFinding finding(OfflineReport report, String key) {
        return report.findings().stream().filter(f -> f.result().run().key().equals(key)).findFirst().orElseThrow();
    }

    /** The log of the issue: three runs of one program and seed, the second with another output. */
    private static List<Run> clockLog() {
        return List.of(run("t1", "print(time())", SEED, "verified", "100.1\n", 0L),
                run("t2", "print(time())", SEED, "verified", "100.2\n", 0L),
                run("t3", "print(time())", SEED, "verified", "100.1\n", 0L));
    }

    @Test
    void reportsGroupsWithSameTemplateCodeAndSeedButDifferentResults() throws Exception {
        List<Run> runs = List.of(
                run("a1", "rand()", SEED, "verified", "x\n", 0L),
                run("b1", "same()", OTHER_SEED, "verified", "ok", 0L),
                run("a2", "rand()", SEED.toUpperCase(), "verified", "x\n", 0L),
                run("unique", "rand()", OTHER_SEED, "verified", "z", 0L),
                run("unseeded1", "coin()", null, null, "heads", 0L),
                run("unseeded2", "coin()", null, null, "tails", 0L),
                run("b2", "same()", OTHER_SEED, "verified", "ok", 0L),
                run("a3", "rand()", SEED, "verified", "x\ny", 0L),
                run("e1", "exit()", SEED, "no-ack", "", 0L),
                run("e2", "exit()", SEED, "no-ack", "", 1L));

        OfflineReport report = check(runs);

        assertThat(report.summary().runs()).isEqualTo(10);
        assertThat(report.logRuns()).isEqualTo(10);
        assertThat(report.summary().replayed()).isZero();
        assertThat(report.summary().diverged()).isEqualTo(5);
        assertThat(report.summary().unexpected()).isEqualTo(3);
        assertThat(report.summary().reproduced()).isEqualTo(2);
        assertThat(report.summary().skipped()).isEqualTo(3);
        assertThat(report.groups()).hasSize(2);
        assertThat(report.divergedGroups()).isEqualTo(2);
        assertThat(report.isTruncated()).isFalse();

        DivergedGroup a = report.groups().get(0);
        assertThat(a.runs()).extracting(RunRef::key).containsExactly("a1", "a2", "a3");
        assertThat(a.size()).isEqualTo(3);
        assertThat(a.variants()).isEqualTo(2);
        assertThat(a.unexpected()).isTrue();
        assertThat(a.template()).isEqualTo("python");
        assertThat(a.seed()).isEqualTo(SEED);

        DivergedGroup e = report.groups().get(1);
        assertThat(e.runs()).extracting(RunRef::key).containsExactly("e1", "e2");
        assertThat(e.unexpected()).isFalse();

        RunResult a3 = result(report, "a3");
        assertThat(a3.verdict()).isEqualTo(Verdict.DIVERGED);
        assertThat(a3.expected()).isFalse();
        assertThat(a3.firstDivergence().stream()).isEqualTo(OutputStream.STDOUT);
        assertThat(a3.firstDivergence().position().line()).isEqualTo(2);
        assertThat(a3.firstDivergence().position().column()).isEqualTo(1);
        assertThat(a3.reason()).contains("same template, code and seed as 2 other runs", "differs from a1");

        assertThat(result(report, "a1").reason()).contains("differs from a3");
        assertThat(result(report, "a2").reason()).contains("differs from a3");

        RunResult e2 = result(report, "e2");
        assertThat(e2.expected()).isTrue();
        assertThat(e2.firstDivergence().stream()).isEqualTo(OutputStream.EXIT_CODE);
        assertThat(e2.reason()).contains("differs from e1 (line 181) in exit_code (1 vs 0)", "expected: its seed_ack was no-ack");
    }

    @Test
    void anAbsentExitCodeIsNoDifferenceAsInAReplay() throws Exception {
        // 0, absent, and "0" (a string: no exit code to the reader) logged for one run of one output
        List<Run> logged = List.of(run("a", "x", SEED, "verified", "out", 0L), run("b", "x", SEED, "verified", "out", null),
                run("c", "x", SEED, "verified", "out", null));

        OfflineReport report = check(logged);

        assertThat(report.summary().diverged()).isZero();
        assertThat(report.summary().reproduced()).isEqualTo(3);
        assertThat(report.groups()).isEmpty();
    }

    @Test
    void exitCodesStillDifferWhenTwoRunsHaveOneAndARunWithoutOneIsComparedWithOneItDiffersFrom() throws Exception {
        List<Run> logged = List.of(run("none", "x", SEED, "verified", "out", null),
                run("zero", "x", SEED, "verified", "out", 0L), run("one", "x", SEED, "verified", "out", 1L),
                run("zero2", "x", SEED, "verified", "out", 0L), run("other", "y", SEED, "no-ack", "a", null),
                run("other0", "y", SEED, "no-ack", "a", 0L), run("otherB", "y", SEED, "no-ack", "b", 0L));

        OfflineReport report = check(logged);

        assertThat(report.summary().diverged()).isEqualTo(7);
        assertThat(report.groups()).extracting(DivergedGroup::variants).containsExactly(2, 2);
        assertThat(result(report, "zero").reason()).contains("differs from one (line 183) in exit_code (0 vs 1)");
        assertThat(result(report, "one").reason()).contains("differs from zero (line 209) in exit_code (1 vs 0)");
        assertThat(result(report, "zero2").reason()).contains("differs from one (line 183) in exit_code (0 vs 1)");
        assertThat(finding(report, "none").comparedWith()).isNull();
        assertThat(result(report, "none").firstDivergence()).isNull();
        assertThat(result(report, "none").reason()).contains("differ in their exit codes", "differs from none of them");
        assertThat(result(report, "other").reason()).contains("differs from otherB (line 175) in stdout");
        assertThat(result(report, "other0").reason()).contains("differs from otherB (line 175) in stdout");
        assertThat(result(report, "otherB").reason()).contains("differs from other (line 777) in stdout");
    }

    @Test
    void aGroupCountsAnOutputLoggedWithoutAnExitCodeAsTheSameResultAsWithOne() throws Exception {
        List<Run> logged = List.of(run("p", "x", SEED, "verified", "out", null), run("q", "x", SEED, "verified", "out", 3L),
                run("r", "x", SEED, "verified", "other", null), run("s", "x", SEED, "verified", "out", 4L));

        OfflineReport report = check(logged);

        assertThat(report.groups()).singleElement().satisfies(group -> assertThat(group.variants())
                .as("out/3, out/4, other").isEqualTo(3));
        assertThat(result(report, "p").reason()).contains("differs from r (line 115) in stdout");
        assertThat(result(report, "q").reason()).contains("differs from r (line 115) in stdout");
        assertThat(result(report, "s").reason()).contains("differs from r (line 115) in stdout");
    }

    @Test
    void aConsistentLogHasNoGroups() throws Exception {
        List<Run> runs = List.of(run("a", "x", SEED, "verified", "1", 0L), run("b", "x", SEED, "verified", "1", 0L));

        OfflineReport report = check(runs);

        assertThat(report.groups()).isEmpty();
        assertThat(report.results()).isEmpty();
        assertThat(report.summary().reproduced()).isEqualTo(2);
    }

    @Test
    void aCancelBeforeTheStartGivesACancelledResultWithNothingChecked() throws Exception {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();

        OfflineReport report = OfflineCheck.run(RunSource.of(clockLog()), new int[] {0, 1, 2}, ReplayListener.NONE,
                cancellation);

        assertThat(report.summary().cancelled()).isTrue();
        assertThat(report.summary().runs()).isEqualTo(3);
        assertThat(report.summary().skipped()).as("not read").isEqualTo(3);
        assertThat(report.results()).isEmpty();
    }

    @Test
    void aCancelWhileReadingKeepsWhatTheRunsReadSoFarShow() throws Exception {
        // pairs of one seed with different outputs: every pair is a diverged group
        int runs = 3000;
        List<Run> pairs = IntStream.range(0, runs).mapToObj(i -> run("p" + i, "rand()", String.format("%064x", i / 2),
                "verified", Integer.toString(i), 0L)).toList();
        Cancellation cancellation = new Cancellation();
        ReplayListener cancelAtFirstProgress = ReplayListener.of(progress -> cancellation.cancel(), result -> { });

        OfflineReport report = OfflineCheck.run(RunSource.of(pairs), IntStream.range(0, runs).toArray(),
                cancelAtFirstProgress, cancellation);

        assertThat(report.summary().cancelled()).isTrue();
        assertThat(report.summary().diverged()).as("the pairs read before the cancel").isEqualTo(1000);
        assertThat(report.summary().skipped()).isEqualTo(runs - 1000);
        assertThat(report.divergedGroups()).isEqualTo(500);
        assertThat(report.results()).hasSize(1000).allSatisfy(result -> {
            assertThat(result.verdict()).isEqualTo(Verdict.DIVERGED);
            assertThat(result.reason()).contains("with different results").doesNotContain("differs from");
        });
        assertThat(report.groups()).hasSize(500);
    }

    @Test
    void selectedRunsAreJudgedAgainstEveryRunOfTheLog() throws Exception {
        OfflineReport report = check(clockLog(), 1);

        assertThat(report.summary().runs()).isEqualTo(1);
        assertThat(report.logRuns()).isEqualTo(3);
        assertThat(report.summary().diverged()).isEqualTo(1);
        assertThat(report.summary().unexpected()).isEqualTo(1);
        assertThat(report.summary().skipped()).isZero();
        assertThat(report.results()).extracting(r -> r.run().key()).containsExactly("t2");
        assertThat(result(report, "t2").reason()).contains("as 2 other runs", "differs from t1 (line 646) in stdout at line 1, column 5");
        assertThat(report.divergedGroups()).isEqualTo(1);
        assertThat(report.groups().get(0).runs()).extracting(RunRef::key).containsExactly("t1", "t2", "t3");
    }

    @Test
    void aSelectedRunAgreeingWithTheRestOfTheLogIsReproducedAndOneAloneIsUnique() throws Exception {
        List<Run> runs = List.of(run("b1", "same()", SEED, "verified", "ok", 0L),
                run("lonely", "other()", SEED, "verified", "z", 0L), run("b2", "same()", SEED, "verified", "ok", 0L));

        OfflineReport report = check(runs, 0, 1);

        assertThat(report.summary().reproduced()).isEqualTo(1);
        assertThat(report.summary().skipped()).isEqualTo(1);
        assertThat(report.summary().diverged()).isZero();
        assertThat(report.groups()).isEmpty();
    }

    @Test
    void everyRunOfADivergedGroupSaysWhichRunItDiffersFromAndWhere() throws Exception {
        OfflineReport report = check(clockLog());

        assertThat(finding(report, "t1").comparedWith().key()).isEqualTo("t2");
        assertThat(finding(report, "t2").comparedWith().key()).isEqualTo("t1");
        assertThat(finding(report, "t3").comparedWith().key()).isEqualTo("t2");
        assertThat(result(report, "t3").reason()).contains("differs from t2 (line 647) in stdout at line 1, column 5");
        assertThat(report.results()).allSatisfy(result -> {
            assertThat(result.firstDivergence().stream()).isEqualTo(OutputStream.STDOUT);
            assertThat(result.firstDivergence().position().column()).isEqualTo(5);
        });
    }

    @Test
    void theListsAreCappedAndTheCountsStayExact() throws Exception {
        int runs = OfflineCheck.MAX_LISTED_RUNS + 2;
        List<Run> allDifferent = IntStream.range(0, runs)
                .mapToObj(i -> run("r" + i, "rand()", SEED, "verified", Integer.toString(i), 0L)).toList();

        OfflineReport report = check(allDifferent);

        assertThat(report.summary().diverged()).isEqualTo(runs);
        assertThat(report.summary().unexpected()).isEqualTo(runs);
        assertThat(report.findings()).hasSize(OfflineCheck.MAX_LISTED_RUNS);
        assertThat(report.results().get(0).run().key()).isEqualTo("r0");
        DivergedGroup group = report.groups().get(0);
        assertThat(group.size()).isEqualTo(runs);
        assertThat(group.variants()).isEqualTo(runs);
        assertThat(group.runs()).hasSize(OfflineCheck.MAX_RUNS_PER_GROUP);
        assertThat(report.isTruncated()).isTrue();
    }

    @Test
    void theGroupsListedAreCappedInTheOrderOfTheirFirstRun() throws Exception {
        int pairs = OfflineCheck.MAX_LISTED_GROUPS + 1;
        List<Run> runs = IntStream.range(0, 2 * pairs).mapToObj(i -> run("p" + i, "rand()",
                String.format("%064x", i / 2), "no-ack", Integer.toString(i), 0L)).toList();

        OfflineReport report = check(runs);

        assertThat(report.divergedGroups()).isEqualTo(pairs);
        assertThat(report.groups()).hasSize(OfflineCheck.MAX_LISTED_GROUPS);
        assertThat(report.groups().get(0).runs()).extracting(RunRef::key).containsExactly("p0", "p1");
        assertThat(report.groups().get(0).unexpected()).isFalse();
        assertThat(report.findings()).hasSize(2 * pairs);
        assertThat(report.isTruncated()).isTrue();
    }
}
