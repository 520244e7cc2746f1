package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** Whether a batch has any run to replay is told by reading runs up to the first that can be, not every run. */
class ReplayEligibilityTest {
    @Test
    void anyReplayableReadsRunsOnlyUpToTheFirstThatCanBeReplayed() {
        CountingLog log = logOf(1_000, 3);
        int[] all = IntStream.range(0, 1_000).toArray();

        assertThat(ReplayEligibility.anyReplayable(log, all, Cancellation.none())).isTrue();
        assertThat(log.loads).isEqualTo(4);
    }

    @Test
    void anyReplayableIsFalseWhenNoRunCanBeReplayed() {
        CountingLog log = logOf(20, -1);

        assertThat(ReplayEligibility.anyReplayable(log, IntStream.range(0, 20).toArray(), Cancellation.none()))
                .isFalse();
        assertThat(log.loads).isEqualTo(20);
    }

    /** {@code size} runs without a template, but for the one at {@code replayable} (none when negative). */
    private static CountingLog logOf(int size, int replayable) {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            runs.add(TestRuns.run("r" + i, i == replayable ? "python" : null, "print(1)", Seed.ofString(TestRuns.SEED),
                    "verified", "", "", 0L));
        }
        return new CountingLog(runs);
    }

    private static final class CountingLog extends ListRolloutLog {
        private int loads;

        CountingLog(List<Run> runs) {
            super(Path.of("runs.jsonl"), runs, List.of());
        }

        @Override
        public Run load(int index) throws IOException {
            loads++;
            return super.load(index);
        }
    }
}
