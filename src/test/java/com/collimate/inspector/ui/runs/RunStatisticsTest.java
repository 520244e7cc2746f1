package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RunStatisticsTest {

    @Test
    void headlineSaysShareVerifiedAndCounts() {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < 41; i++) {
            runs.add(Runs.run(i, "v" + i, "verified", 0, null, ""));
        }
        for (int i = 0; i < 3; i++) {
            runs.add(Runs.run(100 + i, "m" + i, "mismatch", 0, null, ""));
        }
        for (int i = 0; i < 6; i++) {
            runs.add(Runs.run(200 + i, "o" + i, "off", 0, null, ""));
        }
        RunStatistics.Accumulator accumulator = new RunStatistics.Accumulator();
        ListRolloutLog log = new ListRolloutLog(Path.of("x"), runs, List.of());
        for (int i = 0; i < runs.size(); i++) {
            accumulator.add(log.summary(i));
        }
        assertThat(accumulator.snapshot().headline()).isEqualTo("82% verified, 3 mismatches, 6 off");
    }

    @Test
    void emptyLogHasNoRuns() {
        assertThat(RunStatistics.EMPTY.headline()).isEqualTo("No runs");
    }
}
