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
 * The two texts kept on the same rows: each follows the other, and a position that changes many times in one
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

    /** A text whose anchor row is {@code top}, counting how often its anchor is read. */
    private static final class FakeSide implements ScrollSync.Side {
        final Var<RowPlace> top = Var.newSimpleVar(new RowPlace(0, 0));
        final AtomicInteger reads = new AtomicInteger();
        private final Val<Double> scrollY = Val.create(() -> top.getValue().row() * 20.0 - top.getValue().y(),
                top);

        @Override
        public Val<Double> scrollY() {
            return scrollY;
        }

        @Override
        public RowPlace anchor() {
            reads.incrementAndGet();
            return top.getValue();
        }

        @Override
        public boolean shows(RowPlace place) {
            return place.samePlaceAs(top.getValue());
        }

        @Override
        public void show(RowPlace row) {
            top.setValue(row);
        }
    }

    @Test
    void aPositionChangingManyTimesInOnePulseIsReadOnceAndFollowed(FxRobot robot) throws Exception {
        FakeSide left = new FakeSide();
        FakeSide right = new FakeSide();
        robot.interact(() -> {
            ScrollSync.bind(owner, left, right, () -> false);
            for (int cell = 1; cell <= 45; cell++) {
                left.top.setValue(new RowPlace(cell, -3)); // as a layout moving the estimate at each cell it adds
            }
        });

        FxWait.waitUntil(() -> right.top.getValue().equals(new RowPlace(45, -3)));
        assertThat(left.reads.get()).as("reads of the moving position").isLessThanOrEqualTo(4);
    }

    @Test
    void eitherSideIsFollowedByTheOther(FxRobot robot) throws Exception {
        FakeSide left = new FakeSide();
        FakeSide right = new FakeSide();
        robot.interact(() -> ScrollSync.bind(owner, left, right, () -> false));

        robot.interact(() -> left.top.setValue(new RowPlace(6, -12)));
        FxWait.waitUntil(() -> right.top.getValue().equals(new RowPlace(6, -12)));
        robot.interact(() -> right.top.setValue(new RowPlace(24, 0)));
        FxWait.waitUntil(() -> left.top.getValue().equals(new RowPlace(24, 0)));
        robot.interact(() -> left.top.setValue(new RowPlace(1, -5)));
        FxWait.waitUntil(() -> right.top.getValue().equals(new RowPlace(1, -5)));
    }
}
