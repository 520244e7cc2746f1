package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CancellationException;

import static com.collimate.inspector.core.replay.TestRuns.SEED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OfflineCheckTest {
    private static final String OTHER_SEED = "ab".repeat(32);

    private static Run run(String key, String code, String seed, String ack, String stdout, Integer exit) {
        return TestRuns.run(key, "python", code, seed == null ? Seed.missing() : Seed.ofString(seed), ack, stdout, "",
                exit);
    }

    @Test
    void reportsGroupsWithSameTemplateCodeAndSeedButDifferentResults() throws Exception {
        List<Run> runs = List.of(
                run("a1", "rand()", SEED, "verified", "x\n", 0),
                run("b1", "same()", OTHER_SEED, "verified", "ok", 0),
                run("a2", "rand()", SEED.toUpperCase(), "verified", "x\n", 0),
                run("unique", "rand()", OTHER_SEED, "verified", "z", 0),
                run("unseeded1", "coin()", null, null, "heads", 0),
                run("unseeded2", "coin()", null, null, "tails", 0),
                run("b2", "same()", OTHER_SEED, "verified", "ok", 0),
                run("a3", "rand()", SEED, "verified", "x\ny", 0),
                run("e1", "exit()", SEED, "no-ack", "", 0),
                run("e2", "exit()", SEED, "no-ack", "", 1));

        OfflineReport report = OfflineCheck.run(RunSource.of(runs), ReplayListener.NONE, new Cancellation());

        assertThat(report.summary().runs()).isEqualTo(10);
        assertThat(report.summary().replayed()).isZero();
        assertThat(report.summary().diverged()).isEqualTo(5);
        assertThat(report.summary().unexpected()).isEqualTo(3);
        assertThat(report.summary().reproduced()).isEqualTo(2);
        assertThat(report.summary().skipped()).isEqualTo(3);
        assertThat(report.groups()).hasSize(2);

        DivergedGroup a = report.groups().get(0);
        assertThat(a.runs()).extracting(RunRef::key).containsExactly("a1", "a2", "a3");
        assertThat(a.variants()).isEqualTo(2);
        assertThat(a.isUnexpected()).isTrue();
        assertThat(a.template()).isEqualTo("python");
        assertThat(a.seed()).isEqualTo(SEED);

        DivergedGroup e = report.groups().get(1);
        assertThat(e.runs()).extracting(RunRef::key).containsExactly("e1", "e2");
        assertThat(e.isUnexpected()).isFalse();

        RunResult a3 = report.results().stream().filter(r -> r.run().key().equals("a3")).findFirst().orElseThrow();
        assertThat(a3.verdict()).isEqualTo(Verdict.DIVERGED);
        assertThat(a3.expected()).isFalse();
        assertThat(a3.firstDivergence().stream()).isEqualTo(OutputStream.STDOUT);
        assertThat(a3.firstDivergence().position().line()).isEqualTo(2);
        assertThat(a3.firstDivergence().position().column()).isEqualTo(1);
        assertThat(a3.reason()).contains("same template, code and seed as 2 other runs", "differs from a1");

        RunResult a1 = report.results().stream().filter(r -> r.run().key().equals("a1")).findFirst().orElseThrow();
        assertThat(a1.reason()).contains("differs from a3");
        RunResult a2 = report.results().stream().filter(r -> r.run().key().equals("a2")).findFirst().orElseThrow();
        assertThat(a2.firstDivergence()).isNull();

        RunResult e2 = report.results().stream().filter(r -> r.run().key().equals("e2")).findFirst().orElseThrow();
        assertThat(e2.expected()).isTrue();
        assertThat(e2.firstDivergence().stream()).isEqualTo(OutputStream.EXIT_CODE);
        assertThat(e2.reason()).contains("differs from e1 in exit_code (1 vs 0)", "expected: its seed_ack was no-ack");
    }

    @Test
    void aConsistentLogHasNoGroups() throws Exception {
        List<Run> runs = List.of(run("a", "x", SEED, "verified", "1", 0), run("b", "x", SEED, "verified", "1", 0));

        OfflineReport report = OfflineCheck.run(RunSource.of(runs), ReplayListener.NONE, new Cancellation());

        assertThat(report.groups()).isEmpty();
        assertThat(report.results()).isEmpty();
        assertThat(report.summary().reproduced()).isEqualTo(2);
    }

    @Test
    void cancelStopsTheCheck() {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();
        assertThatThrownBy(() -> OfflineCheck.run(RunSource.of(List.of(TestRuns.verified("a", "1"))),
                ReplayListener.NONE, cancellation)).isInstanceOf(CancellationException.class);
    }
}
