package com.collimate.inspector.ui.runs;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** A cell's chip shows one kind at a time and keeps, hidden, the chips it styled before. */
@ExtendWith(ApplicationExtension.class)
class ChipStackUiTest {
    /** A window left open would lie over the next test class's windows and take its mouse events. */
    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    private final ChipStack chips = new ChipStack();

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new BorderPane(chips), 300, 100));
        stage.show();
    }

    @Test
    void showsOneChipAndReusesTheOnesItMadeBefore(FxRobot robot) {
        Label[] shown = new Label[3];
        robot.interact(() -> {
            shown[0] = chips.show("ack-verified", SeedAckChip.CHIP);
            shown[1] = chips.show("ack-off", SeedAckChip.CHIP);
            shown[2] = chips.show("ack-verified", SeedAckChip.CHIP);
        });
        assertThat(shown[2]).isSameAs(shown[0]);
        assertThat(chips.getChildrenUnmodifiable()).containsExactly(shown[0], shown[1]);
        assertThat(chips.getChildrenUnmodifiable().stream().filter(Node::isVisible).toList()).containsExactly(shown[0]);
        assertThat(shown[0].getStyleClass()).contains(SeedAckChip.CHIP, "ack-verified").doesNotContain("ack-off");
        assertThat(shown[1].getStyleClass()).contains("ack-off").doesNotContain("ack-verified");
    }

    @Test
    void takesTheSizeOfTheShownChip(FxRobot robot) {
        Label[] shown = new Label[1];
        robot.interact(() -> {
            chips.show("short", SeedAckChip.CHIP).setText("ok");
            shown[0] = chips.show("long", SeedAckChip.CHIP);
            shown[0].setText("diverged — unexpected");
            chips.applyCss();
            chips.layout();
        });
        assertThat(chips.prefWidth(-1)).isEqualTo(shown[0].prefWidth(-1)).isGreaterThan(50);
        assertThat(shown[0].getWidth()).isEqualTo(shown[0].prefWidth(-1));
    }
}
