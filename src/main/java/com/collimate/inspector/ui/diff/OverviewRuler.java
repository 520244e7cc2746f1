package com.collimate.inspector.ui.diff;

import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;

import java.util.List;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;

/**
 * A thin bar beside the diff showing where the changes are over the whole document; a click jumps there.
 * Marks closer than a pixel are merged, so any number of changes costs at most one node per pixel row.
 */
public final class OverviewRuler extends Pane {
    private List<RulerMark> marks = List.of();
    private IntConsumer jumpToRow = row -> { };
    private DoubleConsumer jumpToFraction = fraction -> { };

    public OverviewRuler() {
        getStyleClass().add("overview-ruler");
        setOnMouseClicked(event -> jump(event.getY()));
        heightProperty().addListener((obs, old, height) -> rebuild());
    }

    public void setOnJump(IntConsumer toRow, DoubleConsumer toFraction) {
        this.jumpToRow = toRow;
        this.jumpToFraction = toFraction;
    }

    public void setMarks(List<RulerMark> newMarks) {
        marks = List.copyOf(newMarks);
        rebuild();
    }

    private void jump(double y) {
        double height = Math.max(1, getHeight());
        double slack = 3 / height;
        double at = y / height;
        for (RulerMark mark : marks) {
            if (at >= mark.from() - slack && at <= mark.to() + slack) {
                jumpToRow.accept(mark.row());
                return;
            }
        }
        jumpToFraction.accept(at);
    }

    private void rebuild() {
        double height = getHeight();
        getChildren().clear();
        if (height <= 0) {
            return;
        }
        double runStart = -1;
        double runEnd = -1;
        for (RulerMark mark : marks) {
            double top = Math.floor(mark.from() * height);
            double bottom = Math.max(top + 2, Math.ceil(mark.to() * height));
            if (runStart >= 0 && top <= runEnd + 1) {
                runEnd = Math.max(runEnd, bottom);
                continue;
            }
            if (runStart >= 0) {
                addMark(runStart, runEnd);
            }
            runStart = top;
            runEnd = bottom;
        }
        if (runStart >= 0) {
            addMark(runStart, runEnd);
        }
    }

    private void addMark(double top, double bottom) {
        Region mark = new Region();
        mark.getStyleClass().add(DiffStyles.RULER_MARK);
        mark.setMouseTransparent(true);
        mark.resizeRelocate(2, Math.min(top, getHeight() - 2), Math.max(2, getWidth() - 4), bottom - top);
        mark.setManaged(false);
        getChildren().add(mark);
    }
}
