package com.collimate.inspector.ui.dashboard;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.runs.RunStatistics;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class DashboardViewModelTest {

    @Test
    void chartsHoldAckExitAndGroupBars() {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            runs.add(Runs.run(i, "k" + i, i < 15 ? "verified" : "off", i % 4 == 0 ? 1L : 0L, "g" + (i % 17), ""));
        }
        runs.add(Runs.run(99, "no-exit", "mismatch", null, null, ""));
        ListRolloutLog log = new ListRolloutLog(Path.of("x"), runs, List.of());
        RunStatistics.Accumulator accumulator = new RunStatistics.Accumulator();
        for (int i = 0; i < runs.size(); i++) {
            accumulator.add(log.summary(i));
        }
        DashboardViewModel viewModel = new DashboardViewModel();
        viewModel.update(accumulator.snapshot(), 3);

        DashboardViewModel.Charts charts = viewModel.chartsProperty().get();
        assertThat(charts.seedAcks()).extracting(DashboardViewModel.Bar::label, DashboardViewModel.Bar::count)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("verified", 15),
                        org.assertj.core.groups.Tuple.tuple("no-ack", 0), org.assertj.core.groups.Tuple.tuple("off", 5),
                        org.assertj.core.groups.Tuple.tuple("mismatch", 1),
                        org.assertj.core.groups.Tuple.tuple("missing", 0));
        assertThat(charts.exitCodes()).containsExactly(new DashboardViewModel.Bar("0", 15, "exit-zero"),
                new DashboardViewModel.Bar("1", 5, "exit-non-zero"), new DashboardViewModel.Bar("none", 1, "exit-non-zero"));
        assertThat(charts.groups()).hasSize(DashboardViewModel.MAX_BARS);
        assertThat(charts.groups().get(0).count()).isEqualTo(2);
        assertThat(viewModel.groupCountProperty().get()).isEqualTo(17);
        assertThat(viewModel.loadErrorsProperty().get()).isEqualTo(3);
        assertThat(viewModel.headlineProperty().get()).isEqualTo("71% verified, 1 mismatch, 5 off");
    }

    @Test
    void longGroupNamesAreShortenedAndStayApart() {
        java.util.Set<String> taken = new java.util.HashSet<>();
        String longName = "grpo-" + "x".repeat(200);
        String first = DashboardViewModel.shortLabel(longName, taken);
        String second = DashboardViewModel.shortLabel(longName + "-other", taken);
        assertThat(first).hasSize(DashboardViewModel.MAX_LABEL_CHARS).endsWith("…");
        assertThat(second).isEqualTo(first + " (2)");
        assertThat(DashboardViewModel.shortLabel("short", taken)).isEqualTo("short");
    }
}
