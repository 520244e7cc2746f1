package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.Divergence;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.RunRef;
import com.collimate.inspector.core.replay.Verdicts;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BatchCountsTest {
    private static final Divergence STDOUT = Divergence.between("a\n", "", 0L, "b\n", "", 0L).orElseThrow();
    private static ReplayRecord answered(SeedAck ownAck) {
        return answered(ownAck, true);
    }

    private static ReplayRecord answered(SeedAck ownAck, boolean identical) {
        return new ReplayRecord(1, ownAck, 0L, identical, identical ? null : STDOUT, false, null, null, null, 200, 1);
    }

    @Test
    void runsWhoseReplayDidNotConfirmItsSeedAreSaidApartFromUnseededOnes() {
        BatchCounts counts = new BatchCounts();
        RunRef ref = new RunRef("k", 1, SeedAck.VERIFIED);
        counts.add(Verdicts.judge(ref, true, List.of(answered(SeedAck.VERIFIED))));
        counts.add(Verdicts.judge(ref, true, List.of(answered(SeedAck.OFF))));
        counts.add(Verdicts.judge(ref, false, List.of(answered(SeedAck.VERIFIED))));

        assertThat(counts.describe(3)).isEqualTo("3 of 3 runs answered: 1 reproduced, "
                + "1 unconfirmed (no seed to replay it with), 1 unconfirmed (the replay did not confirm its seed)");
    }

    @Test
    void zeroCountsAreLeftOut() {
        BatchCounts counts = new BatchCounts();
        RunRef ref = new RunRef("k", 1, SeedAck.NO_ACK);
        counts.add(Verdicts.judge(ref, true, List.of(answered(SeedAck.VERIFIED, false))));
        assertThat(counts.describe(1)).isEqualTo("1 of 1 run answered: 1 diverged");

        counts.add(Verdicts.judge(new RunRef("v", 2, SeedAck.VERIFIED), true,
                List.of(answered(SeedAck.VERIFIED, false))));
        assertThat(counts.describe(2)).isEqualTo("2 of 2 runs answered: 2 diverged (1 unexpected)");
        assertThat(new BatchCounts().describe(3)).isEqualTo("0 of 3 runs answered");
    }

    @Test
    void failedRunsAreCountedByWhatStoppedTheirReplay() {
        BatchCounts counts = new BatchCounts();
        RunRef ref = new RunRef("k", 1, SeedAck.VERIFIED);
        counts.add(Verdicts.judge(ref, true, List.of(failed(null))));
        assertThat(counts.describe(1)).isEqualTo("0 of 1 run answered; 1 failed (no exec result)");

        counts.add(Verdicts.judge(ref, true, List.of(failed("stopped at the sandbox's output limit of 16 MiB"))));
        counts.add(Verdicts.judge(ref, true, List.of(failed("timed out after 30 s"), failed(null))));
        counts.add(Verdicts.judge(ref, true, List.of(failed("timed out after 30 s"))));
        counts.add(Verdicts.judge(ref, true, List.of(answered(SeedAck.VERIFIED))));
        assertThat(counts.describe(5)).isEqualTo("1 of 5 runs answered: 1 reproduced; 4 failed (1 no exec result, "
                + "1 stopped at the sandbox's output limit of 16 MiB, 2 timed out after 30 s)");

        BatchCounts onlyCut = new BatchCounts();
        onlyCut.add(Verdicts.judge(ref, true, List.of(failed("timed out after 30 s"))));
        assertThat(onlyCut.describe(1)).as("not 'no exec result': the sandbox answered")
                .isEqualTo("0 of 1 run answered; 1 failed (timed out after 30 s)");
    }

    /** A failed replay: one the sandbox stopped at {@code limit}, or without an answer when null. */
    private static ReplayRecord failed(String limit) {
        return new ReplayRecord(1, null, null, null, null, false, FailureKind.TIMEOUT, "timed out", limit, 200, 1);
    }
}
