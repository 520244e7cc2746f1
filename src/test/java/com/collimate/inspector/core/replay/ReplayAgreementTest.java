package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ReplayAgreementTest {

    @Test
    void replaysThatAgreeButNotWithTheLogAreConsistentlyDifferentNotFlaky() {
        ReplayOutputGroups sameNotLog = groups(new ReplayOutputGroups.Group(List.of(1, 2, 3), false, 0L));

        assertThat(ReplayAgreement.of(sameNotLog)).isEqualTo(ReplayAgreement.CONSISTENTLY_DIFFERENT);
        assertThat(sameNotLog.flakeRate()).hasValue(0.0);
        assertThat(ReplayAgreement.describe(sameNotLog)).startsWith("consistently different from the log: all 3"
                + " answered replays agree with each other but not with the log").endsWith(" · flake rate 0%");
    }

    @Test
    void theFlakeRateCountsReplaysOffTheMostCommonOutputNotOffTheLog() {
        ReplayOutputGroups mostlyNotLog = groups(new ReplayOutputGroups.Group(List.of(1), true, 0L),
                new ReplayOutputGroups.Group(List.of(2, 3, 4), false, 0L));

        assertThat(ReplayAgreement.of(mostlyNotLog)).isEqualTo(ReplayAgreement.FLAKY);
        assertThat(mostlyNotLog.flakeRate()).hasValue(0.25);
        assertThat(ReplayAgreement.describe(mostlyNotLog)).isEqualTo("flaky: the replays disagree with each other ·"
                + " flake rate 25% (1 of 4 answered replays differs from the replays' most common output)");

        ReplayOutputGroups tie = groups(new ReplayOutputGroups.Group(List.of(1), false, 0L),
                new ReplayOutputGroups.Group(List.of(2), true, 0L));
        assertThat(tie.offMostCommon()).as("a tie: one replay is off the other").isOne();
    }

    @Test
    void whenNoOutputIsTheMostCommonTheFlakeRateDoesNotNameOne() {
        ReplayOutputGroups allDiffer = groups(new ReplayOutputGroups.Group(List.of(1), false, 0L),
                new ReplayOutputGroups.Group(List.of(2), false, 0L), new ReplayOutputGroups.Group(List.of(3), false, 0L));
        assertThat(allDiffer.hasOneMostCommonOutput()).isFalse();
        assertThat(ReplayAgreement.describe(allDiffer)).isEqualTo("flaky: the replays disagree with each other ·"
                + " flake rate 67% (2 of 3 answered replays would have to change for all of them to agree; no single"
                + " output is the most common)");

        ReplayOutputGroups twoTie = groups(new ReplayOutputGroups.Group(List.of(1, 2), true, 0L),
                new ReplayOutputGroups.Group(List.of(3, 4), false, 0L), new ReplayOutputGroups.Group(List.of(5), false, 0L));
        assertThat(ReplayAgreement.describe(twoTie)).endsWith("flake rate 60% (3 of 5 answered replays would have to"
                + " change for all of them to agree; no single output is the most common)");

        ReplayOutputGroups oneEach = groups(new ReplayOutputGroups.Group(List.of(1), true, 0L),
                new ReplayOutputGroups.Group(List.of(2), false, 0L));
        assertThat(ReplayAgreement.describe(oneEach)).endsWith("flake rate 50% (1 of 2 answered replays would have to"
                + " change for both to agree; no single output is the most common)");
    }

    @Test
    void replaysTheVerdictsCallIdenticalAreNeverDifferentFromTheLog() {
        Run noExitCode = TestRuns.run("quiet", "python", "print(1)", Seed.ofString(TestRuns.SEED), "verified",
                "1\n", "", null);
        List<JournalEntry> replays = List.of(answer(noExitCode, 1), answer(noExitCode, 2));

        assertThat(JournalVerdicts.record(noExitCode, replays.get(0)).identical()).isTrue();
        ReplayOutputGroups groups = ReplayOutputGroups.of(noExitCode, replays);
        assertThat(ReplayAgreement.of(groups)).as("a log without an exit code compares none")
                .isEqualTo(ReplayAgreement.REPRODUCIBLE);
        assertThat(groups.groups()).extracting(ReplayOutputGroups.Group::sameAsOriginal).containsExactly(true);
    }

    private static JournalEntry answer(Run run, int attempt) {
        return new JournalEntry(run.key(), run.line(), attempt, "http://local", TestRuns.SEED, null,
                "2026-11-29T08:00:00Z", 12.5, 200, 1, new ExecResponse("1\n", "", 0L, TestRuns.SEED, "verified"), null);
    }

    @Test
    void belowTwoAnsweredReplaysThereIsNoFlakeRate() {
        ReplayOutputGroups one = groups(new ReplayOutputGroups.Group(List.of(1), false, 0L));
        assertThat(ReplayAgreement.of(one)).isEqualTo(ReplayAgreement.SINGLE);
        assertThat(one.flakeRate()).isEmpty();
        assertThat(ReplayAgreement.of(groups())).isEqualTo(ReplayAgreement.NONE);
        assertThat(ReplayAgreement.describe(groups())).isEqualTo("no answered replay to compare · flake rate n/a");
        assertThat(ReplayAgreement.of(groups(new ReplayOutputGroups.Group(List.of(1, 2), true, 0L))))
                .isEqualTo(ReplayAgreement.REPRODUCIBLE);
    }

    private static ReplayOutputGroups groups(ReplayOutputGroups.Group... groups) {
        int answered = 0;
        for (ReplayOutputGroups.Group group : groups) {
            answered += group.attempts().size();
        }
        return new ReplayOutputGroups(answered, List.of(groups), 1, false, true);
    }
}
