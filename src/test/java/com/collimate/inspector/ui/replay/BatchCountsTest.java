package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.RunRef;
import com.collimate.inspector.core.replay.Verdicts;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BatchCountsTest {
    private static ReplayRecord answered(SeedAck ownAck) {
        return new ReplayRecord(1, ownAck, 0L, true, null, false, null, null, 200, 1);
    }

    @Test
    void runsWhoseReplayDidNotConfirmItsSeedAreSaidApartFromUnseededOnes() {
        BatchCounts counts = new BatchCounts();
        RunRef ref = new RunRef("k", 1, SeedAck.VERIFIED);
        counts.add(Verdicts.judge(ref, true, List.of(answered(SeedAck.VERIFIED))));
        counts.add(Verdicts.judge(ref, true, List.of(answered(SeedAck.OFF))));
        counts.add(Verdicts.judge(ref, false, List.of(answered(SeedAck.VERIFIED))));

        assertThat(counts.describe(3)).isEqualTo("3 of 3 runs answered: 1 reproduced, 0 diverged (0 unexpected), "
                + "1 unconfirmed (no seed to replay it with), 1 unconfirmed (the replay did not confirm its seed)");
    }
}
