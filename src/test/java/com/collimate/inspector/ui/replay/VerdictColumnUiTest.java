package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.runs.ColumnLayout;
import com.collimate.inspector.ui.runs.RunColumn;
import com.collimate.inspector.ui.runs.RunsView;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
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
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The runs table's Verdict column, at its default width, shows every verdict chip in full, with a tenth to spare for
 * fonts that draw wider than this machine's.
 */
@ExtendWith(ApplicationExtension.class)
class VerdictColumnUiTest {
    private static final VerdictKind[] KINDS = VerdictKind.values();

    private final List<Run> runs = IntStream.rangeClosed(1, KINDS.length)
            .mapToObj(line -> Runs.run(line, "run-" + line, "verified", 0L, "g", "")).toList();
    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
    private TableView<Integer> table;

    @Start
    void start(Stage stage) {
        RunsView view = new RunsView(viewModel, new ColumnLayout(Map.of(), List.of()));
        view.root().getStylesheets().add(ReplayView.STYLESHEET);
        table = view.table();
        LightStage.show(stage, view.root(), 1400, 400);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void everyVerdictChipArrivingInAShownTableFitsTheDefaultWidth(FxRobot robot) {
        robot.interact(() -> {
            new ListRolloutLog(Path.of("t.jsonl"), runs, List.of()).publish(new LoadListener() {
                @Override
                public void onRuns(RolloutLog log, int from, int to) {
                    viewModel.runsIndexed(log, to);
                }
            }, runs.size());
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            for (int i = 0; i < KINDS.length; i++) {
                viewModel.putVerdicts(Map.of(i, new ReplayVerdict(KINDS[i], KINDS[i].label())));
            }
        });
        WaitForAsyncUtils.waitForFxEvents();

        List<Label> chips = robot.from(table).lookup(".chip").queryAllAs(Label.class).stream()
                .filter(chip -> chip.isVisible() && chip.getStyleClass().stream().anyMatch(c -> c.startsWith("verdict-")))
                .toList();
        assertThat(chips).extracting(Label::getText)
                .containsExactlyInAnyOrder(Arrays.stream(KINDS).map(VerdictKind::label).toArray(String[]::new));
        for (Label chip : chips) {
            assertThat(((Text) chip.lookup(".text")).getText()).as("drawn").isEqualTo(chip.getText());
            Region cell = (Region) chip.getParent().getParent();
            double cellPadding = cell.getInsets().getLeft() + cell.getInsets().getRight();
            assertThat(cell.getWidth()).isEqualTo(RunColumn.VERDICT.defaultWidth());
            assertThat(chip.getWidth() + cellPadding).as(chip.getText())
                    .isLessThanOrEqualTo(cell.getWidth());
        }
    }
}
