package com.collimate.inspector.ui.diff;

import com.collimate.inspector.ui.testing.FxWait;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.reactfx.value.Val;
import org.reactfx.value.Var;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The two areas' scroll positions kept equal: each follows the other, and a position that changes many times in one
 * layout (as Flowless' estimate does, once per cell) is read once, not at each change.
 */
@ExtendWith(ApplicationExtension.class)
class ScrollSyncUiTest {
    private final Pane owner = new Pane();

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(owner, 100, 100));
        stage.show();
    }

    /** A scroll position backed by {@code value} that counts how often it is computed (read after a change). */
    private static Var<Double> counted(Var<Double> value, AtomicInteger reads) {
        return Val.create(() -> {
            reads.incrementAndGet();
            return value.getValue();
        }, value).asVar(value::setValue);
    }

    @Test
    void aPositionChangingManyTimesInOnePulseIsReadOnceAndFollowed(FxRobot robot) throws Exception {
        Var<Double> leftValue = Var.newSimpleVar(0.0);
        Var<Double> rightValue = Var.newSimpleVar(0.0);
        AtomicInteger leftReads = new AtomicInteger();
        robot.interact(() -> {
            ScrollSync.bind(owner, counted(leftValue, leftReads), rightValue);
            leftReads.set(0);
            for (int cell = 1; cell <= 45; cell++) {
                leftValue.setValue(cell * 10.0); // as a layout moving the estimate at each cell it adds
            }
        });

        FxWait.waitUntil(() -> rightValue.getValue() == 450.0);
        assertThat(leftReads.get()).as("reads of the moving position").isLessThanOrEqualTo(2);
    }

    @Test
    void eitherPositionIsFollowedByTheOther(FxRobot robot) throws Exception {
        Var<Double> left = Var.newSimpleVar(0.0);
        Var<Double> right = Var.newSimpleVar(0.0);
        robot.interact(() -> ScrollSync.bind(owner, left, right));

        // The follower is not heard for two layouts after it was moved (its own report of the move): a user scrolls
        // again later than that.
        robot.interact(() -> left.setValue(120.0));
        FxWait.waitUntil(() -> right.getValue() == 120.0);
        FxWait.waitForPulses(4);
        robot.interact(() -> right.setValue(480.0));
        FxWait.waitUntil(() -> left.getValue() == 480.0);
        FxWait.waitForPulses(4);
        robot.interact(() -> left.setValue(5.0));
        FxWait.waitUntil(() -> right.getValue() == 5.0);
    }
}
