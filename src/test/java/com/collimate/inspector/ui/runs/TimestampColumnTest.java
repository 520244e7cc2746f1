package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The Timestamp column sorts timestamps as logged: epoch numbers by value, then texts, runs without one last. */
class TimestampColumnTest {
    private static final List<String> LOGGED = Arrays.asList("2026-11-29T08:37:05.222Z", "10", null, "9",
            "2026-11-28T23:59:59Z", "1.5e1", "1764405425123");

    @Test
    void numbersSortByValueBeforeTextsAndRunsWithoutOneComeLastBothWays() {
        assertThat(sorted(true)).containsExactly("9", "10", "1.5e1", "1764405425123", "2026-11-28T23:59:59Z",
                "2026-11-29T08:37:05.222Z", null);
        assertThat(sorted(false)).containsExactly("2026-11-29T08:37:05.222Z", "2026-11-28T23:59:59Z",
                "1764405425123", "1.5e1", "10", "9", null);
    }

    @Test
    void onlyAJsonNumberCountsAsANumber() {
        assertThat(List.of("0", "-3", "1.25", "2e9", "1E-3", "1764405425123")).allMatch(LoggedTimestamps::isNumber);
        assertThat(List.of("", "-", "1.", ".5", "1e", "2026-11-29", "08:37", "1 ")).noneMatch(LoggedTimestamps::isNumber);
    }

    private static List<String> sorted(boolean ascending) {
        List<RunSummary> runs = new ArrayList<>();
        for (int i = 0; i < LOGGED.size(); i++) {
            runs.add(new RunSummary(i, "k" + i, i + 1, "python", Seed.missing(), SeedAck.MISSING, null, null, null,
                    null, null, null, LOGGED.get(i), -1, -1));
        }
        runs.sort(RunColumn.TIMESTAMP.comparator(ascending));
        return runs.stream().map(RunSummary::timestamp).toList();
    }
}
