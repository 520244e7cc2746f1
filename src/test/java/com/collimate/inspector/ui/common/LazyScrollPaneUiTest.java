package com.collimate.inspector.ui.common;

import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.LightStage;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.fxmisc.flowless.Virtualized;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.reactfx.value.Val;
import org.reactfx.value.Var;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An area's scroll bars that follow its estimates once per layout: they follow it after a jump, move it when
 * dragged, hide when its content fits, and read estimates that change at each cell laid out once, not at each change.
 */
@ExtendWith(ApplicationExtension.class)
class LazyScrollPaneUiTest {
    private final StackPane root = new StackPane();

    @Start
    void start(Stage stage) {
        LightStage.show(stage, root, 300, 200);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    private CodeArea showArea(FxRobot robot, String text) throws Exception {
        CodeArea area = new CodeArea(text);
        area.setId("area");
        robot.interact(() -> root.getChildren().setAll(new LazyScrollPane<>(area)));
        FxWait.waitForPulses(3);
        return area;
    }

    private static String lines(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(line -> "line " + line).collect(Collectors.joining("\n"));
    }

    private ScrollBar bar(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(ScrollBar.class);
    }

    @Test
    void theVerticalBarFollowsTheAreaAfterAFarJump(FxRobot robot) throws Exception {
        CodeArea area = showArea(robot, lines(5000));
        ScrollBar bar = bar(robot, "#areaVerticalBar");

        robot.interact(() -> area.showParagraphAtTop(4000));

        FxWait.waitUntil(() -> area.firstVisibleParToAllParIndex() == 4000
                && bar.getValue() == area.getEstimatedScrollY());
        assertThat(FxWait.onFx(bar::getValue)).as("the bar's position").isPositive();
        assertThat(FxWait.onFx(() -> bar.getMax() - bar.getValue())).as("room left below, lines 4,010 to 5,000")
                .isPositive();
    }

    @Test
    void draggingTheBarScrollsTheArea(FxRobot robot) throws Exception {
        CodeArea area = showArea(robot, lines(5000));
        Node thumb = bar(robot, "#areaVerticalBar").lookup(".thumb");

        robot.drag(thumb, MouseButton.PRIMARY).moveBy(0, 80).release(MouseButton.PRIMARY);

        FxWait.waitUntil(() -> area.firstVisibleParToAllParIndex() > 1000);
        assertThat(FxWait.onFx(() -> bar(robot, "#areaVerticalBar").getValue()))
                .isEqualTo(FxWait.onFx(area::getEstimatedScrollY));
    }

    @Test
    void barsHideWhenTheContentFitsAndTheHorizontalOneWhenTheTextWraps(FxRobot robot) throws Exception {
        CodeArea area = showArea(robot, "short\ntext");
        ScrollBar vertical = bar(robot, "#areaVerticalBar");
        ScrollBar horizontal = bar(robot, "#areaHorizontalBar");
        assertThat(vertical.isVisible()).as("vertical, two lines").isFalse();
        assertThat(horizontal.isVisible()).as("horizontal, two short lines").isFalse();

        robot.interact(() -> area.replaceText("x".repeat(400) + "\n" + lines(100)));
        FxWait.waitUntil(() -> vertical.isVisible() && horizontal.isVisible());
        assertThat(FxWait.onFx(() -> area.getWidth() + vertical.getWidth())).as("the bar beside the text")
                .isEqualTo(300.0);

        robot.interact(() -> area.setWrapText(true));
        FxWait.waitUntil(() -> !horizontal.isVisible());
        assertThat(vertical.isVisible()).isTrue();
    }

    @Test
    void anAreaScrolledSidewaysComesBackWhenItsTextWraps(FxRobot robot) throws Exception {
        CodeArea area = showArea(robot, "x".repeat(400) + "\n" + lines(100));
        ScrollBar horizontal = bar(robot, "#areaHorizontalBar");
        robot.interact(() -> area.estimatedScrollXProperty().setValue(300.0));
        FxWait.waitUntil(() -> horizontal.getValue() == 300.0);

        robot.interact(() -> area.setWrapText(true));

        FxWait.waitUntil(() -> !horizontal.isVisible());
        FxWait.waitForPulses(2);
        assertThat(FxWait.onFx(area::getEstimatedScrollX)).as("the text's offset sideways").isZero();
    }

    @Test
    void estimatesChangingAtEachCellOfALayoutAreReadOnce(FxRobot robot) throws Exception {
        CountedArea area = new CountedArea();
        robot.interact(() -> root.getChildren().setAll(new LazyScrollPane<>(area)));
        FxWait.waitForPulses(3);
        ScrollBar bar = bar(robot, "#countedVerticalBar");

        robot.interact(() -> {
            area.reads.set(0);
            for (int cell = 1; cell <= 45; cell++) { // as a layout moving the estimates at each cell it adds
                area.totalHeight.setValue(10_000.0 + cell);
                area.scrollY.setValue(cell * 100.0);
            }
        });

        FxWait.waitUntil(() -> bar.getValue() == 4500.0);
        FxWait.waitForPulses(2);
        assertThat(area.reads.get()).as("reads of the two changing estimates").isLessThanOrEqualTo(4);
        assertThat(FxWait.onFx(bar::getMax)).as("the content's height less the viewport's")
                .isEqualTo(10_045.0 - area.getHeight());
    }

    /** An area whose estimates count how often they are computed (read after a change). */
    private static final class CountedArea extends Region implements Virtualized {
        final AtomicInteger reads = new AtomicInteger();
        final Var<Double> totalHeight = Var.newSimpleVar(10_000.0);
        final Var<Double> scrollY = Var.newSimpleVar(0.0);
        private final Val<Double> countedHeight = counted(totalHeight);
        private final Var<Double> countedScrollY = counted(scrollY).asVar(scrollY::setValue);
        private final Var<Double> scrollX = Var.newSimpleVar(0.0);
        private final Val<Double> width = Val.map(widthProperty(), Number::doubleValue);

        CountedArea() {
            setId("counted");
        }

        private Val<Double> counted(Var<Double> value) {
            return Val.create(() -> {
                reads.incrementAndGet();
                return value.getValue();
            }, value);
        }

        @Override
        public Val<Double> totalWidthEstimateProperty() {
            return width;
        }

        @Override
        public Val<Double> totalHeightEstimateProperty() {
            return countedHeight;
        }

        @Override
        public Var<Double> estimatedScrollXProperty() {
            return scrollX;
        }

        @Override
        public Var<Double> estimatedScrollYProperty() {
            return countedScrollY;
        }

        @Override
        public void scrollXBy(double deltaX) {
            scrollX.setValue(scrollX.getValue() + deltaX);
        }

        @Override
        public void scrollYBy(double deltaY) {
            scrollY.setValue(scrollY.getValue() + deltaY);
        }

        @Override
        public void scrollXToPixel(double pixel) {
            scrollX.setValue(pixel);
        }

        @Override
        public void scrollYToPixel(double pixel) {
            scrollY.setValue(pixel);
        }
    }
}
