package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.model.SeedAck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class VerdictsTest {
    private static final RunRef VERIFIED_RUN = new RunRef("run-1", 1, SeedAck.VERIFIED);
    private static final Divergence STDOUT = Divergence.between("a\n", "", 0L, "b\n", "", 0L).orElseThrow();

    private static ReplayRecord replay(int attempt, String seedAck, boolean echoMismatch, boolean identical) {
        return new ReplayRecord(attempt, SeedAck.parse(seedAck), 0L, identical, identical ? null : STDOUT, echoMismatch,
                null, null, null, 200, 1);
    }

    @Test
    void identicalConfirmedReplaysReproduce() {
        RunResult result = Verdicts.judge(VERIFIED_RUN, true, List.of(replay(1, "verified", false, true)));

        assertThat(result.verdict()).isEqualTo(Verdict.REPRODUCED);
        assertThat(result.isUnconfirmed()).isFalse();
    }

    @Test
    void anIdenticalReplayThatEchoedAnotherSeedShowsNothing() {
        RunResult result = Verdicts.judge(VERIFIED_RUN, true, List.of(replay(1, "verified", true, true)));

        assertThat(result.verdict()).isEqualTo(Verdict.SKIPPED);
        assertThat(result.reason()).isEqualTo("replay 1 did not confirm the seed it was sent, so identical output "
                + "cannot show the run is reproducible; replay 1: seed echo mismatch");
        assertThat(result.isUnconfirmed()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"no-ack", "off", "mismatch: checksum failed", ""})
    void anIdenticalReplayWhoseOwnSeedAckIsNotVerifiedShowsNothing(String seedAck) {
        RunResult result = Verdicts.judge(VERIFIED_RUN, true, List.of(replay(1, seedAck, false, true)));

        assertThat(result.verdict()).isEqualTo(Verdict.SKIPPED);
        assertThat(result.reason()).startsWith("replay 1 did not confirm the seed it was sent")
                .contains("replay 1: its own seed_ack is " + SeedAck.parse(seedAck).label());
        assertThat(result.isUnconfirmed()).isTrue();
    }

    @Test
    void oneUnconfirmedReplayAmongConfirmedOnesKeepsTheRunFromReproducing() {
        RunResult result = Verdicts.judge(VERIFIED_RUN, true,
                List.of(replay(1, "verified", false, true), replay(2, "no-ack", false, true)));

        assertThat(result.verdict()).isEqualTo(Verdict.SKIPPED);
        assertThat(result.reason()).startsWith("replay 2 did not confirm");
    }

    @Test
    void aDivergenceIsUnexpectedOnlyWhenAReplayThatConfirmedItsSeedDiffers() {
        RunResult unconfirmed = Verdicts.judge(VERIFIED_RUN, true, List.of(replay(1, "off", false, false)));
        RunResult echoed = Verdicts.judge(VERIFIED_RUN, true, List.of(replay(1, "verified", true, false)));
        RunResult confirmedLater = Verdicts.judge(VERIFIED_RUN, true,
                List.of(replay(1, "off", false, false), replay(2, "verified", false, false)));

        assertThat(unconfirmed.verdict()).isEqualTo(Verdict.DIVERGED);
        assertThat(unconfirmed.expected()).isTrue();
        assertThat(unconfirmed.reason()).startsWith("replay 1 differs in stdout at line 1, column 1; expected: the "
                + "replay did not confirm the seed it was sent");
        assertThat(echoed.isUnexpectedDivergence()).isFalse();
        assertThat(confirmedLater.isUnexpectedDivergence()).isTrue();
        assertThat(confirmedLater.reason()).startsWith("replay 2 differs in stdout");
    }

    @Test
    void aRunWithoutASeedIsNotCountedAsUnconfirmed() {
        ReplayRecord off = new ReplayRecord(1, SeedAck.OFF, 0L, true, null, false, null, null, null, 200, 1);
        RunResult unseeded = Verdicts.judge(new RunRef("sh", 3, SeedAck.OFF), false, List.of(off));
        RunResult seeded = Verdicts.judge(new RunRef("sh", 3, SeedAck.OFF), true, List.of(off));

        assertThat(unseeded.verdict()).isEqualTo(Verdict.SKIPPED);
        assertThat(unseeded.isUnconfirmed()).as("no seed was sent to confirm").isFalse();
        assertThat(seeded.isUnconfirmed()).isTrue();
        SummaryCounter counter = new SummaryCounter(1);
        counter.add(unseeded);
        assertThat(counter.summary(false, null).unconfirmed()).isZero();
    }
}
