package com.collimate.inspector.ui.dashboard;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunStatistics;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.chart.PieChart;
import javafx.scene.control.Label;
import javafx.scene.layout.Border;
import javafx.scene.layout.BorderStroke;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The dashboard's group card says when no run names a group, instead of showing empty axes. */
@ExtendWith(ApplicationExtension.class)
class DashboardViewUiTest {
    private final DashboardViewModel viewModel = new DashboardViewModel();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        LightStage.show(stage, new DashboardView(viewModel, () -> { }, new SimpleBooleanProperty(true)).root(),
                1200, 800);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void aLogWithoutGroupsSaysSoInsteadOfAnEmptyChartAndTheChartComesBackWithGroups(FxRobot robot) {
        show(robot, Runs.run(1, "a", "verified", 0L, null, ""),
                Runs.run(2, "b", "verified", 0L, null, ""));

        Label none = robot.lookup("#groupsNone").queryAs(Label.class);
        assertThat(none.isVisible()).isTrue();
        assertThat(none.getText()).isEqualTo("No run of this log names a group (group, group_id or groupId).");
        assertThat(robot.lookup("#groupChart").query().isVisible()).isFalse();

        show(robot, Runs.run(1, "a", "verified", 0L, "g", ""));
        assertThat(none.isVisible()).isFalse();
        assertThat(robot.lookup("#groupChart").query().isVisible()).isTrue();
    }

    @Test
    void aPieOfOneSeedAckIsAWholeDiscWithoutTheRadiusItsSlicesOutlineDrew(FxRobot robot) {
        show(robot, Runs.run(1, "a", "verified", 0L, null, ""),
                Runs.run(2, "b", "verified", 0L, null, ""));

        PieChart pie = robot.lookup("#ackChart").queryAs(PieChart.class);
        assertThat(pie.getData()).hasSize(1);
        assertThat(outlinePaints(pie.getData().get(0))).containsOnly(Color.TRANSPARENT);

        show(robot, Runs.run(1, "a", "verified", 0L, null, ""),
                Runs.run(2, "b", "off", 0L, null, ""));
        assertThat(pie.getData()).hasSize(2).allSatisfy(slice -> assertThat(outlinePaints(slice))
                .as("slices apart keep their edges").isNotEmpty().doesNotContain(Color.TRANSPARENT));
    }

    /** In a small window the headline was cut to "…, 201 without se...": it wraps instead. */
    @Test
    void theHeadlineWrapsInANarrowWindowRatherThanBeingCut(FxRobot robot) {
        robot.interact(() -> stage.setWidth(500));
        show(robot, Runs.run(1, "a", "verified", 0L, null, ""), Runs.run(2, "b", "mismatch", 0L, null, ""),
                Runs.run(3, "c", "no-ack", 0L, null, ""), Runs.run(4, "d", "off", 0L, null, ""),
                Runs.run(5, "e", null, 0L, null, ""));

        Label headline = robot.lookup("#dashboardHeadline").queryAs(Label.class);
        assertThat(headline.getText()).isEqualTo("20% verified, 1 mismatch, 1 no-ack, 1 off, 1 without seed_ack");
        assertThat(((Text) headline.lookup(".text")).getText()).as("shown whole").isEqualTo(headline.getText());
        assertThat(headline.getHeight()).as("on more than one line").isGreaterThan(1.5 * headline.getFont().getSize());
    }

    private void show(FxRobot robot, Run... runs) {
        robot.interact(() -> viewModel.update(statistics(runs), 0));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static List<Paint> outlinePaints(PieChart.Data slice) {
        Border border = ((Region) slice.getNode()).getBorder();
        return border == null ? List.of() : border.getStrokes().stream().map(BorderStroke::getTopStroke).toList();
    }

    private static RunStatistics statistics(Run... runs) {
        ListRolloutLog log = new ListRolloutLog(Path.of("x"), List.of(runs), List.of());
        RunStatistics.Accumulator accumulator = new RunStatistics.Accumulator();
        for (int i = 0; i < runs.length; i++) {
            accumulator.add(log.summary(i));
        }
        return accumulator.snapshot();
    }
}
