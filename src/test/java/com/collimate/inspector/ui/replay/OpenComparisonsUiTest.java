package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.ui.diff.DiffViewModel;
import com.collimate.inspector.ui.testing.FxWait;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The open Compare windows File → Export's patch chooses from: the one used last, whichever order they close in. */
@ExtendWith(ApplicationExtension.class)
class OpenComparisonsUiTest {
    private final OpenComparisons comparisons = new OpenComparisons();

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void theWindowOpenedLastStillOpenWhateverOrderTheyCloseIn(FxRobot robot) throws Exception {
        DiffViewModel first = diff();
        DiffViewModel second = diff();
        DiffViewModel third = diff();
        Stage[] windows = new Stage[3];
        robot.interact(() -> {
            windows[0] = open(first);
            windows[1] = open(second);
            windows[2] = open(third);
        });
        assertThat(FxWait.onFx(comparisons::current)).as("opened last").isSameAs(third);

        robot.interact(() -> windows[0].close());
        assertThat(FxWait.onFx(comparisons::current)).as("another one closed").isSameAs(third);
        robot.interact(() -> windows[2].close());
        assertThat(FxWait.onFx(comparisons::current)).isSameAs(second);
        robot.interact(() -> windows[1].close());
        assertThat(FxWait.onFx(comparisons::current)).as("all closed: none, and none kept").isNull();
    }

    private Stage open(DiffViewModel diff) {
        Stage stage = new Stage();
        stage.setScene(new Scene(new StackPane(), 200, 100));
        stage.show();
        comparisons.add(diff, stage);
        return stage;
    }

    private static DiffViewModel diff() {
        return new DiffViewModel(Runnable::run, Runnable::run, Masks::builtIn, file -> Optional.empty());
    }
}
