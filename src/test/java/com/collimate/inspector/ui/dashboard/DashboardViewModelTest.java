package com.collimate.inspector.ui.dashboard;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunStatistics;
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
                new DashboardViewModel.Bar("1", 5, "exit-non-zero"), new DashboardViewModel.Bar("missing", 1, "exit-missing"));
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

    @Test
    void exitCodeBarsWithEqualCountsComeInCodeOrder() {
        List<Run> runs = new ArrayList<>();
        long[] codes = {7, 3_221_225_477L, 1, -2_147_483_648L, 0, 0, 0, 1, 7, 3_221_225_477L};
        for (int i = 0; i < codes.length; i++) {
            runs.add(Runs.run(i + 1, "k" + i, "verified", codes[i], "g", ""));
        }
        runs.add(Runs.run(99, "no-exit", "off", null, "g", ""));
        DashboardViewModel viewModel = new DashboardViewModel();
        viewModel.update(statistics(runs), 0);

        assertThat(viewModel.chartsProperty().get().exitCodes()).extracting(DashboardViewModel.Bar::label)
                .containsExactly("0", "1", "7", "3221225477", "-2147483648", "missing");
    }

    @Test
    void anExitChartIsWideEnoughForEveryLabelOrStandsThemUpright() {
        List<DashboardViewModel.Bar> crashes = List.of(bar("0"), bar("-2147483648"), bar("1"), bar("7"),
                bar("3221225477"), bar("missing"));
        double width = DashboardViewModel.barChartWidth(crashes, 380, 760);
        assertThat((width - 70) / crashes.size()).as("room per category").isGreaterThan("-2147483648".length() * 7.0);
        assertThat(DashboardViewModel.uprightLabels(crashes, 760)).isFalse();
        assertThat(DashboardViewModel.barChartWidth(List.of(bar("0"), bar("1")), 380, 760)).isEqualTo(380);
        List<DashboardViewModel.Bar> many = new ArrayList<>();
        for (int i = 0; i < DashboardViewModel.MAX_BARS; i++) {
            many.add(bar(Long.toString(3_221_225_477L + i)));
        }
        assertThat(DashboardViewModel.barChartWidth(many, 380, 760)).isEqualTo(760);
        assertThat(DashboardViewModel.uprightLabels(many, 760)).isTrue();
    }

    @Test
    void groupLabelsAreSafeAndToldApart() {
        java.util.Set<String> taken = new java.util.HashSet<>();
        assertThat(DashboardViewModel.shortLabel("\u202Egroup-bidi", taken)).isEqualTo("<U+202E>group-bidi");
        assertThat(DashboardViewModel.shortLabel("\u001b[31mred", taken)).isEqualTo("^[[31mred");
        assertThat(DashboardViewModel.shortLabel("", taken)).isEqualTo("\"\"");
        assertThat(DashboardViewModel.shortLabel("alpha ", taken)).isEqualTo("\"alpha \"");
    }

    @Test
    void offAndMissingSlicesDifferAndUseColoursBothThemesDefine() throws Exception {
        assertThat(DashboardView.PIE_STYLES.get("ack-missing")).isNotEqualTo(DashboardView.PIE_STYLES.get("ack-off"));
        for (String theme : List.of("light.css", "dark.css")) {
            String css;
            try (var in = DashboardView.class.getResourceAsStream("/com/collimate/inspector/ui/common/" + theme)) {
                css = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            }
            for (String style : DashboardView.PIE_STYLES.values()) {
                java.util.regex.Matcher variable = java.util.regex.Pattern.compile("-ack-[a-z-]+").matcher(style);
                while (variable.find()) {
                    assertThat(css).as(theme).contains("    " + variable.group() + ":");
                }
            }
        }
    }

    private static DashboardViewModel.Bar bar(String label) {
        return new DashboardViewModel.Bar(label, 1, "exit-non-zero");
    }

    private static RunStatistics statistics(List<Run> runs) {
        ListRolloutLog log = new ListRolloutLog(Path.of("x"), runs, List.of());
        RunStatistics.Accumulator accumulator = new RunStatistics.Accumulator();
        for (int i = 0; i < runs.size(); i++) {
            accumulator.add(log.summary(i));
        }
        return accumulator.snapshot();
    }
}
