package com.collimate.inspector.ui.common;

import com.collimate.inspector.ui.testing.FxWait;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The start-up work deferred with {@link AfterFirstFrames} waits for the window's first frames, then runs once. */
@ExtendWith(ApplicationExtension.class)
class AfterFirstFramesUiTest {
    private final AtomicInteger pulses = new AtomicInteger();
    /** The pulses the window had had when the deferred work ran; -1 until it runs. */
    private final AtomicInteger pulsesWhenRun = new AtomicInteger(-1);
    private final AtomicInteger runs = new AtomicInteger();

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void theWorkRunsOnceAfterTheWindowsFirstTwoFramesNotBefore(FxRobot robot) throws Exception {
        robot.interact(() -> {
            Stage stage = new Stage();
            Scene scene = new Scene(new StackPane(new Label("first frame")), 300, 200);
            scene.addPostLayoutPulseListener(pulses::incrementAndGet);
            stage.setScene(scene);
            stage.show();
            AfterFirstFrames.run(() -> {
                runs.incrementAndGet();
                pulsesWhenRun.set(pulses.get());
            });
            assertThat(runs).as("not at once").hasValue(0);
        });

        FxWait.waitUntil(() -> runs.get() > 0);
        assertThat(pulsesWhenRun.get()).as("the frame shown first and the one after it came before the work")
                .isGreaterThanOrEqualTo(2);
        FxWait.waitForPulses(3);
        assertThat(runs).as("once, not at every frame").hasValue(1);
    }
}
